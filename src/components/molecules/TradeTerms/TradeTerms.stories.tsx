import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TradeTerms } from './TradeTerms';
import { tradeTerms } from '@fixtures/product';

const chair = {
  price: 45,
  ...tradeTerms('EH-CHR-045', 1, 1, [50, 39.5], [200, 35]),
  leadTimeDays: 30,
};

const meta = {
  component: TradeTerms,
  args: { product: chair, quantity: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TradeTerms>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The example: the table, the first row marked, and the next break offered. */
export const ListsTerms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('EH-CHR-045')).toBeVisible();
    await expect(canvas.getByText('30 days')).toBeVisible();
    await expect(canvas.getByText('Sold singly')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Volume prices' });
    await expect(table).toHaveAccessibleDescription('1-49: $45.00, 50-199: $39.50, 200+: $35.00');
    const rows = within(table).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'QuantityUnit price',
      '1-49$45.00',
      '50-199$39.50',
      '200+$35.00',
    ]);
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Buy 50 for $39.50 each')).toBeVisible();
  },
};

/** At the middle break: its row is marked and the deepest break is offered. */
export const AtABreak: Story = {
  args: { quantity: 60 },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText('Buy 200 for $35.00 each')).toBeVisible();
  },
};

/** A minimum order in packs: the table starts at the minimum. */
export const MinimumInPacks: Story = {
  args: { product: { ...chair, moq: 20, packSize: 6 }, quantity: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('24')).toBeVisible();
    await expect(canvas.getByText('6 per pack')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveAccessibleDescription(
      '24-49: $45.00, 50-199: $39.50, 200+: $35.00',
    );
    await expect(canvas.getByText('Buy 54 for $39.50 each')).toBeVisible();
  },
};

/** No price breaks, no SKU, no lead time: only the minimum and packs, no table. */
export const OnePrice: Story = {
  args: { product: { price: 189.99 }, quantity: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText('SKU')).toBeNull();
    await expect(canvas.queryByText('Lead time')).toBeNull();
    await expect(canvas.getByText('Minimum order')).toBeVisible();
  },
};
