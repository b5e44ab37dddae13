import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { cartTotals } from '@/domain/cart';
import { cartLines, longTextProduct } from '@fixtures';
import { OrderSummary } from './OrderSummary';

/** The figures of one row of the summary, found by its term. */
function rowValue(canvasElement: HTMLElement, term: string) {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling;
}

const meta = {
  component: OrderSummary,
  // 1 x 189.99 + 2 x 249.99 + 3 x 899.99 = 3389.94; tax 338.99; total 3728.93.
  args: { totals: cartTotals(cartLines) },
  decorators: [(Story) => <div style={{ maxWidth: 400, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsTotals: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(rowValue(canvasElement, 'Subtotal')).toHaveTextContent('$3,389.94');
    await expect(rowValue(canvasElement, 'Shipping')).toHaveTextContent('Free');
    await expect(rowValue(canvasElement, 'Tax (10%)')).toHaveTextContent('$338.99');
    await expect(rowValue(canvasElement, 'Total')).toHaveTextContent('$3,728.93');
  },
};

/** The page's actions go in the slot below the total. */
export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button fullWidth onClick={fn()}>
          Copy summary
        </Button>
        <Button variant="secondary" fullWidth onClick={fn()}>
          Clear Cart
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear Cart' });
    await userEvent.click(clear);
    await expect(clear).toHaveFocus();
  },
};

/** The cart passes the shop's price term, so the total says what it buys: goods loaded at Ningbo. */
export const WithTerms: Story = {
  args: { terms: 'Prices FOB Ningbo' },
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getByText('Prices FOB Ningbo');
    await expect(terms).toBeVisible();
    const total = rowValue(canvasElement, 'Total')!.closest('div')!;
    await expect(
      total.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { totals: cartTotals([]) },
  play: async ({ canvasElement }) => {
    await expect(rowValue(canvasElement, 'Total')).toHaveTextContent('$0.00');
  },
};

export const LongText: Story = {
  args: {
    totals: cartTotals([
      {
        id: 99,
        name: longTextProduct.name,
        price: longTextProduct.price,
        image: '',
        quantity: 120,
      },
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(rowValue(canvasElement, 'Total')).toHaveTextContent('$162,962,961.48');
  },
};

export const Mobile: Story = {
  ...WithActions,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
