import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CartLine as CartLineData } from '@/domain/types';
import { cartLines, longTextProduct, offlineProducts } from '@fixtures';
import { CartLine } from './CartLine';
import { expectLink, retype } from '@fixtures/steps';
import { tradeTerms } from '@fixtures/product';

const [single, double] = cartLines as [CartLineData, CartLineData, CartLineData];

const meta = {
  component: CartLine,
  args: { line: double, onQuantityChange: fn(), onRemove: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Two floor lamps: 2 x $249.99 = $499.98. */
export const ChangesQuantity: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('shows the name as a link, the unit price and the line total', async () => {
      await expectLink(canvasElement, double.name, `/products/${double.id}`);
      await expect(canvas.getByText('$249.99')).toBeVisible();
      await expect(canvas.getByText('$499.98')).toBeVisible();
    });
    await step('the stepper reports the line id and the new quantity', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
      await expect(args.onQuantityChange).toHaveBeenCalledWith(double.id, 3);
      await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
      await expect(args.onQuantityChange).toHaveBeenLastCalledWith(double.id, 1);
    });
    await step('remove reports the line id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${double.name}` }));
      await expect(args.onRemove).toHaveBeenCalledWith(double.id);
    });
  },
};

/** Quantity 1: minus is disabled. */
export const SingleItem: Story = {
  args: { line: single },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: `Quantity for ${single.name}` })).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { line: { ...double, image: offlineProducts[1]?.images[0] ?? double.image } },
};

/** A line whose stored image is gone keeps its shape with the placeholder. */
export const Empty: Story = { args: { line: { ...single, image: '' } } };

export const LongText: Story = {
  args: {
    line: {
      id: longTextProduct.id,
      name: longTextProduct.name,
      price: longTextProduct.price,
      image: longTextProduct.images[0] ?? '',
      quantity: 12,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$14,814,814.68')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { line: { ...double, image: offlineProducts[1]?.images[0] ?? double.image } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Trade terms (docs/requirements.md#trade-terms): a line with trade terms (the sample lamp: minimum 100, packs of 2, breaks at 200 and 500). */
const lampLine: CartLineData = {
  id: 2,
  name: 'Lumen Arc LED Floor Lamp',
  price: 249.99,
  image: '',
  quantity: 100,
  ...tradeTerms('EH-LGT-002', 100, 2, [200, 229], [500, 214.5]),
};

/** At the minimum: base price, minus disabled, plus steps one pack. */
export const TradeMinimum: Story = {
  args: { line: lampLine },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('SKU EH-LGT-002')).toBeVisible();
    await expect(canvas.getByText('$249.99')).toBeVisible();
    await expect(canvas.queryByText(/Volume price/)).toBeNull();
    await expect(canvas.getByText('$24,999.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2, 102);
  },
};

/** At a price break: the unit price is the break's, named with the saving. */
export const TradeBreakReached: Story = {
  args: { line: { ...lampLine, quantity: 200 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$229.00')).toBeVisible();
    await expect(canvas.getByText(/Volume price for 200\+: you save/)).toHaveTextContent(
      'Volume price for 200+: you save $4,198.00',
    );
    await expect(canvas.getByText('$45,800.00')).toBeVisible();
  },
};

/** A typed quantity off the packs snaps, says why, and reports the snapped quantity. */
export const TradeTypedQuantity: Story = {
  args: { line: lampLine },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Quantity' });
    await retype(field, '201{Enter}');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2, 202);
    await expect(canvas.getByText('Sold in packs of 2')).toBeVisible();
  },
};
