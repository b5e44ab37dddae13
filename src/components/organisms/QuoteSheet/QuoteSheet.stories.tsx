import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartTotals } from '@/domain/cart';
import { quoteTerms } from '@/domain/quote';
import { longTextProduct } from '@fixtures';
import {
  awkwardLine,
  manyQuoteLines,
  quoteCompany,
  quoteLines,
  quoteTotals,
} from '@fixtures/quotes';
import { QuoteSheet } from './QuoteSheet';

const DATE = new Date(2026, 10, 26);

const meta = {
  component: QuoteSheet,
  args: {
    quoteNumber: 'Q-20261126-7K3F',
    date: '26 November 2026',
    lines: quoteLines,
    totals: quoteTotals,
    company: quoteCompany,
    terms: quoteTerms(DATE),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '210mm', background: '#fff' }}>{Story()}</div>],
} satisfies Meta<typeof QuoteSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every line with its SKU, quantity, unit price at the break reached and total; then the totals. */
export const Lines: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('quote-number')).toHaveTextContent('Q-20261126-7K3F');
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(quoteLines.length + 1);
    await expect(within(rows[1]!).getByText(quoteLines[0]!.sku!)).toBeInTheDocument();
    await expect(
      canvas.getByText(/Prices are valid for 30 days, until 26 December 2026/),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible();
  },
};

/** A pasted order of 30 lines. */
export const ManyLines: Story = {
  args: { lines: manyQuoteLines, totals: cartTotals(manyQuoteLines) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

/** A 90-character name, a seven-digit price, commas and quotes in a name. */
export const LongText: Story = {
  args: {
    lines: [
      {
        id: longTextProduct.id,
        name: longTextProduct.name,
        price: longTextProduct.price,
        image: '',
        quantity: 12,
        sku: 'EH-MIR-LONG-0099',
      },
      awkwardLine,
    ],
    totals: cartTotals([
      { id: 1, name: 'x', price: longTextProduct.price, image: '', quantity: 12 },
      awkwardLine,
    ]),
  },
};

/** No logo and no phone: the wordmark and what is known. */
export const TextWordmark: Story = {
  args: { company: { ...quoteCompany, logoUrl: '', contactPhone: '' } },
};
