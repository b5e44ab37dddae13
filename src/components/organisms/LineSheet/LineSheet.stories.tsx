import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offlineProducts } from '@fixtures';
import { lineSheetLongText, lineSheetProducts, lineSheetSixty } from '@fixtures/quotes';
import { resolvedVariants } from '@/domain/variantResolve';
import { LineSheet, NO_CARTON_TEXT } from './LineSheet';

/** The walnut mirror with its six variants: three carton sizes, the 80 cm in the mirror's own. */
const mirror = offlineProducts[0]!;
const withVariants = [
  { ...lineSheetProducts[0]!, variants: resolvedVariants(mirror) },
  ...lineSheetProducts.slice(1),
];
/** A lamp not yet measured: no carton, no HS code, no origin. */
const unmeasured = lineSheetProducts.map((product, i) =>
  i === 1 ? { ...product, carton: undefined, hsCode: undefined, origin: undefined } : product,
);

const meta = {
  component: LineSheet,
  args: {
    title: 'Mirrors',
    date: '26 November 2026',
    siteName: 'ELIFEHOME',
    companyDetails: ['ELIFEHOME Trading Co., Ltd.', 'sales@elifehome.com', '+1 (212) 555-0148'],
    products: lineSheetProducts,
    pricesTerms: 'Prices FOB Ningbo',
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
    await expect(canvas.getByText('Prices FOB Ningbo')).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = lineSheetProducts[0]!;
    const card = within(cards[0]!);
    await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(card.getByText(first.sku!)).toBeVisible();
    await expect(card.getByRole('table', { name: `Prices for ${first.name}` })).toBeVisible();
  },
};

/** Each card's carton as it is quoted: size in cm, units, gross weight, CBM; HS code and origin. */
export const CartonData: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    // The mirror: 88 × 88 × 10 cm is 0.07744 m³, quoted as 0.077.
    const mirrorCard = within(cards[0]!);
    await expect(mirrorCard.getByText('88 × 88 × 10 cm')).toBeVisible();
    await expect(mirrorCard.getByText('CBM/ctn').nextElementSibling).toHaveTextContent('0.077 m³');
    await expect(mirrorCard.getByText('Gross').nextElementSibling).toHaveTextContent('9.5 kg');
    await expect(mirrorCard.getByText('Units/ctn').nextElementSibling).toHaveTextContent('1');
    await expect(mirrorCard.getByText('HS code').nextElementSibling).toHaveTextContent('7009.92');
    await expect(mirrorCard.getByText('Origin').nextElementSibling).toHaveTextContent('China');
    // The lamp: two to a 152 × 46 × 34 cm carton of 21 kg, 0.237776 m³.
    const lamp = within(cards[1]!);
    await expect(lamp.getByText('Units/ctn').nextElementSibling).toHaveTextContent('2');
    await expect(lamp.getByText('CBM/ctn').nextElementSibling).toHaveTextContent('0.238 m³');
  },
};

/** A product sold in variants whose cartons differ: a carton row per variant, as its variants are listed. */
export const VariantCartons: Story = {
  args: { products: withVariants },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', {
      name: `Cartons of the variants of ${mirror.name}`,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent(
      '60 cm, Walnut68 × 68 × 10 cm, 1 per carton, 6.4 kg0.046 m³',
    );
    // The 80 cm has no carton of its own: it ships in the mirror's.
    await expect(rows[2]).toHaveTextContent('88 × 88 × 10 cm, 1 per carton, 9.5 kg0.077 m³');
    await expect(rows[4]).toHaveTextContent('108 × 108 × 11 cm, 1 per carton, 14.5 kg0.128 m³');
    // Not printed once for the product as well; its HS code and origin are.
    const card = within(canvas.getAllByRole('listitem')[0]!);
    await expect(card.queryByText('CBM/ctn', { selector: 'dt' })).toBeNull();
    await expect(card.getByText('HS code').nextElementSibling).toHaveTextContent('7009.92');
  },
};

/** A product without carton data says so in words: no blank cells that read as zeros. */
export const NoCartonData: Story = {
  args: { products: unmeasured },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    const lamp = within(cards[1]!);
    await expect(lamp.getByText(NO_CARTON_TEXT)).toBeVisible();
    await expect(lamp.queryByText(/CBM/)).toBeNull();
    await expect(lamp.queryByText('HS code')).toBeNull();
    await expect(canvas.getAllByText(NO_CARTON_TEXT)).toHaveLength(1);
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

/** At 390 px two cards a row, the mirror's carton row per variant included, nothing wider. */
export const Mobile: Story = {
  args: { products: withVariants },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: `Cartons of the variants of ${mirror.name}` }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
