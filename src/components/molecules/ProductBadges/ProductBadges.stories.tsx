import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductBadges } from './ProductBadges';

const meta = {
  title: 'Molecules/ProductBadges',
  component: ProductBadges,
  args: { product: { isNew: true, isBestseller: true } },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ProductBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both flags. */
export const Default: Story = {};

/** Both flags stand in one row, new first. */
export const NewFirst: Story = {
  play: async ({ canvasElement }) => {
    const flags = within(canvasElement).getAllByText(/^(NEW|BESTSELLER)$/);
    await expect(flags.map((flag) => flag.textContent)).toEqual(['NEW', 'BESTSELLER']);
  },
};

/** Only the flag the product has. */
export const NewOnly: Story = {
  args: { product: { isNew: true, isBestseller: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('NEW')).toBeVisible();
    await expect(canvas.queryByText('BESTSELLER')).toBeNull();
  },
};

/** No flags: no row at all, so no empty gap is left where it would stand. */
export const Empty: Story = {
  args: { product: { isNew: false, isBestseller: false } },
  render: (args) => (
    <div data-testid="slot">
      <ProductBadges {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('slot')).toBeEmptyDOMElement();
  },
};
