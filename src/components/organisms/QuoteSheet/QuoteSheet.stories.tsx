import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartTotals } from '@/domain/cart';
import { quoteTerms } from '@/domain/quote';
import { DEFAULT_CONTAINER_TYPES } from '@/domain/shipping';
import { longTextProduct } from '@fixtures';
import {
  awkwardLine,
  manyQuoteLines,
  oneContainerQuoteLines,
  quoteCompany,
  quoteLines,
  quoteTotals,
  shippingQuoteLines,
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
    containers: DEFAULT_CONTAINER_TYPES,
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

/**
 * Lines with carton data: each states its cartons, CBM, gross weight, HS code and origin; the
 * container load adds them up (60 + 100 cartons; 4.646 + 23.773 m³; 570 + 2,100 kg) and names
 * the container, as the cart's planner does. The terms chosen in the form show by the date.
 */
export const WithCartonData: Story = {
  args: {
    lines: oneContainerQuoteLines,
    totals: cartTotals(oneContainerQuoteLines),
    chosenTerms: [
      { label: 'Terms', value: 'FOB Ningbo (Incoterms 2020)' },
      { label: 'Destination port', value: 'Felixstowe, UK' },
    ],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      '60 cartons · 4.646 m³ · 570 kg gross · HS 7009.92 · Origin China',
    );
    await expect(rows[2]).toHaveTextContent('100 cartons · 23.773 m³ · 2,100 kg gross');
    const load = canvas.getByRole('region', { name: 'Container load' });
    await expect(within(load).getByTestId('quote-cartons')).toHaveTextContent('160 cartons');
    await expect(within(load).getByTestId('quote-cbm')).toHaveTextContent('28.419 m³');
    await expect(within(load).getByTestId('quote-weight')).toHaveTextContent('2,670 kg');
    await expect(within(load).getByTestId('quote-container')).toHaveTextContent(
      "Fits in one 40' GP",
    );
    await expect(within(load).queryByTestId('quote-missing')).toBeNull();
    await expect(canvas.getByText('FOB Ningbo (Incoterms 2020)')).toBeVisible();
    await expect(canvas.getByText('Felixstowe, UK')).toBeVisible();
  },
};

/** A line without carton data says so, and the container load names it as left out. */
export const LineWithoutCartonData: Story = {
  args: {
    lines: [...oneContainerQuoteLines, awkwardLine],
    totals: cartTotals([...oneContainerQuoteLines, awkwardLine]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[3]).toHaveTextContent('No carton data');
    await expect(canvas.getByTestId('quote-missing')).toHaveTextContent(
      'Left out of the totals: Sofa, 3-seat "Harbor" – linen (no carton data)',
    );
    // The totals are those of the lines with carton data.
    await expect(canvas.getByTestId('quote-cartons')).toHaveTextContent('160 cartons');
  },
};

/** 71.465 m³: more than a 40' HQ takes, so two 40' GP (the smaller of the two that need two). */
export const TwoContainers: Story = {
  args: { lines: shippingQuoteLines, totals: cartTotals(shippingQuoteLines) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('quote-cbm')).toHaveTextContent('71.465 m³');
    await expect(canvas.getByTestId('quote-weight')).toHaveTextContent('5,950 kg');
    await expect(canvas.getByTestId('quote-container')).toHaveTextContent(
      "Needs 2 × 40' GP containers",
    );
  },
};

/** The printed quote on a phone's width: the container load stacks above the money totals. */
export const Phone: Story = {
  args: WithCartonData.args,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const sheet = canvasElement.querySelector('article')!.getBoundingClientRect();
    const load = canvas.getByRole('region', { name: 'Container load' }).getBoundingClientRect();
    await expect(canvas.getByTestId('quote-container')).toBeVisible();
    await expect(load.right).toBeLessThanOrEqual(sheet.right + 1);
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
