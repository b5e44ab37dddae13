import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';
import { lineSheetLongText, lineSheetProducts, lineSheetSixty } from '@fixtures/quotes';
import { LineSheet } from './LineSheet';

const meta = preview.meta({
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
});

export const Default = meta.story();

/** Each card: name, SKU, minimum order, pack size and the price breaks. */
export const Cards = meta.story({
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
});

/** A trade fair's whole category: 60 cards, each with its own price table. */
export const SixtyProducts = meta.story({
  args: { products: lineSheetSixty, title: 'All Products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/· 60 products/)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(within(list).getAllByRole('table')).toHaveLength(60);
    await expect(canvas.getByText('EH-GEN-060')).toBeInTheDocument();
  },
});

export const LongText = meta.story({
  args: {
    products: lineSheetLongText,
    title: 'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors and Everything Around Them',
  },
});

/** A list with nothing in it prints its head and no cards. */
export const Empty = meta.story({
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/· 0 products/)).toBeVisible();
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'phone390', isRotated: false } },
});
