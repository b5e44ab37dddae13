import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { lineSheetLongText, lineSheetProducts, lineSheetSixty } from '@fixtures/quotes';
import { LineSheet } from './LineSheet';

const meta = {
  component: LineSheet,
  args: {
    title: 'Mirrors',
    date: '26 November 2026',
    siteName: 'ELIFEHOME',
    companyDetails: ['ELIFEHOME Trading Co., Ltd.', 'sales@elifehome.com', '+1 (212) 555-0148'],
    products: lineSheetProducts,
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '210mm', background: '#fff' }}>{Story()}</div>],
} satisfies Meta<typeof LineSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each card: name, SKU, minimum order, pack size and the price breaks. */
export const Cards: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mirrors' })).toBeVisible();
    await expect(canvas.getByText(/Line sheet · 26 November 2026 · 5 products/)).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = lineSheetProducts[0]!;
    const card = within(cards[0]!);
    await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(card.getByText(first.sku!)).toBeVisible();
    await expect(card.getByRole('table', { name: `Prices for ${first.name}` })).toBeVisible();
  },
};

/** A trade fair's whole category: 60 cards, each with its own price table. */
export const SixtyProducts: Story = {
  args: { products: lineSheetSixty, title: 'All Products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/· 60 products/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(within(list).getAllByRole('table')).toHaveLength(60);
    await expect(canvas.getByText('EH-GEN-060')).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    products: lineSheetLongText,
    title: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors and Everything Around Them',
  },
};

/** A list with nothing in it prints its head and no cards. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/· 0 products/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
