import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { offlineProducts } from '@fixtures';
import { FlowApp } from './FlowApp';

const meta = {
  component: FlowApp,
  parameters: {
    layout: 'fullscreen',
    route: '/products/category/all',
    storage: { elifehome_products: offlineProducts },
  },
} satisfies Meta<typeof FlowApp>;
export default meta;
type Story = StoryObj<typeof meta>;

// Two products sold as one item, whose cards add them (one sold in variants is chosen on its page).
const chair = offlineProducts.find((product) => product.id === 7)!;
const lamp = offlineProducts.find((product) => product.id === 2)!;
// Each 'Add to Cart' on a card adds the product's minimum order (docs/requirements.md#trade-terms).
const chairUnits = 2 * (chair.moq ?? 1);
const lampUnits = lamp.moq ?? 1;
const units = chairUnits + lampUnits;
/** The price a quantity pays: the highest price break it reaches, else the base price. */
const priceAt = (product: typeof chair, quantity: number) =>
  (product.priceTiers ?? []).filter((tier) => tier.minQuantity <= quantity).at(-1)?.price ??
  product.price;

export const Default: Story = {};

/** Browse a category, add two products (one twice), open the cart and step a quantity. */
export const BrowsesAndAdds: Story = {
  play: async ({ canvas, step }) => {
    await step('browse: the full list', async () => {
      await expect(await canvas.findByText('7 products found')).toBeVisible();
    });
    await step('add: the chair twice and the lamp once', async () => {
      const card = (name: string) =>
        within(canvas.getByRole('heading', { name }).closest('article') as HTMLElement);
      await userEvent.click(card(chair.name).getByRole('button', { name: /Add to Cart/ }));
      await userEvent.click(card(chair.name).getByRole('button', { name: /Add to Cart/ }));
      await userEvent.click(card(lamp.name).getByRole('button', { name: /Add to Cart/ }));
      await waitFor(() =>
        expect(
          canvas.getByRole('link', { name: new RegExp(`Cart, ${units} items`) }),
        ).toBeVisible(),
      );
    });
    await step('cart: two lines, totals with 10% tax', async () => {
      await userEvent.click(canvas.getByRole('link', { name: new RegExp(`Cart, ${units} items`) }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Your Cart' }),
      ).toBeVisible();
      const lines = canvas.getByRole('list', { name: 'Cart items' });
      await expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
      // Twice the chair's minimum reaches its first price break; the lamp pays its base price.
      const subtotal =
        priceAt(chair, chairUnits) * chairUnits + priceAt(lamp, lampUnits) * lampUnits;
      const money = (n: number) =>
        `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      await expect(canvas.getAllByText(money(subtotal)).length).toBeGreaterThan(0);
      await expect(
        canvas.getAllByText(money(Math.round(subtotal * 110) / 100)).length,
      ).toBeGreaterThan(0);
    });
  },
};
