import type { CartLine, CartTotals, Product } from './types';
import { fromCents, toCents } from './money';
import { skuKey } from './sku';
import { minimumQuantity, snapQuantity, unitPrice, type TradeTerms } from './tradeBasics';
import type { ResolvedVariant } from './variantBasics';

/**
 * The trade and shipping fields a line copies from its product or variant, as a card and the line
 * sheet show them too: terms (docs/requirements.md#trade-terms) and what the container is planned
 * and customs declared by (docs/requirements.md#shipping).
 */
export const LINE_TRADE_FIELDS = [
  'sku',
  'moq',
  'packSize',
  'priceTiers',
  'carton',
  'hsCode',
  'origin',
] as const;
export type LineTradeField = (typeof LINE_TRADE_FIELDS)[number];

/** A product's or variant's trade fields, in that order; one it lacks is there as undefined. */
export const tradeFieldsOf = (source: Pick<Product, LineTradeField>) =>
  Object.fromEntries(LINE_TRADE_FIELDS.map((field) => [field, source[field]])) as Pick<
    Product,
    LineTradeField
  >;

/**
 * What a line copies from its product, or from the variant ordered: shown, priced and stepped by
 * (docs/requirements.md#trade-terms), which variant it is (docs/requirements.md#variants), and
 * planned and declared by (docs/requirements.md#shipping).
 */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'images' | LineTradeField> &
  Partial<Pick<CartLine, 'variant' | 'variantLabel'>>;

/**
 * The trade and shipping fields a line copies from its product or variant (a field it lacks
 * stays out, and one it no longer has goes), and which variant it is.
 */
export function tradeOf(
  product: CartProduct,
): Pick<CartProduct, LineTradeField | 'variant' | 'variantLabel'> {
  const trade = tradeFieldsOf(product);
  const { variant, variantLabel } = product;
  return variant === undefined ? trade : { ...trade, variant, variantLabel };
}

/**
 * Which line a product or variant goes to: one line per product sold as one item, one per variant
 * (its SKU, whatever the case). Lines stored before variants have none and stay product lines.
 */
export function lineKey(line: Pick<CartLine, 'id' | 'variant'>): string {
  const variant = skuKey(line.variant);
  return variant === undefined ? String(line.id) : `${line.id}/${variant}`;
}

/** A line's name as quotes, the cart's CSV and mail read it: 'Aldana Mirror (Size: 80 cm, Frame: Oak)'. */
export const lineName = (line: Pick<CartLine, 'name' | 'variantLabel'>) =>
  line.variantLabel ? `${line.name} (${line.variantLabel})` : line.name;

/** What a line of one variant copies: the variant's terms, named by its product and options. */
export function variantCartProduct(
  product: Pick<Product, 'id' | 'name' | 'hsCode' | 'origin'>,
  variant: ResolvedVariant,
): CartProduct {
  return {
    id: product.id,
    name: product.name,
    price: variant.price,
    images: variant.images,
    sku: variant.sku,
    moq: variant.moq,
    packSize: variant.packSize,
    priceTiers: variant.priceTiers,
    carton: variant.carton,
    hsCode: product.hsCode,
    origin: product.origin,
    variant: variant.sku,
    variantLabel: variant.label,
  };
}

/** A line's terms: its trade fields and base price. */
const termsOf = (line: CartLine): TradeTerms => line;

/** Tax is 10 percent of the subtotal (docs/requirements.md#limits). */
export const TAX_RATE = 0.1;

/** Shipping is free. */
export const SHIPPING_COST = 0;

/**
 * Adds a quantity of a product (by default its minimum order: 1 for a product sold singly). A
 * known id gains it, a new id becomes a line; either way the quantity is snapped to the
 * product's minimum and packs.
 */
export function addToCartLines(
  lines: CartLine[],
  product: CartProduct,
  quantity: number = minimumQuantity(product),
): CartLine[] {
  const key = lineKey(product);
  if (lines.some((line) => lineKey(line) === key)) {
    return lines.map((line) =>
      lineKey(line) === key
        ? {
            ...line,
            ...tradeOf(product),
            quantity: snapQuantity(product, line.quantity + quantity),
          }
        : line,
    );
  }
  return [
    ...lines,
    {
      id: product.id,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? '',
      quantity: snapQuantity(product, quantity),
      ...tradeOf(product),
    },
  ];
}

/** Removes a line (by its lineKey); the same array comes back when it is not in the cart. */
export function removeCartLine(lines: CartLine[], key: string): CartLine[] {
  if (!lines.some((line) => lineKey(line) === key)) return lines;
  return lines.filter((line) => lineKey(line) !== key);
}

/**
 * Sets a quantity, snapped to the line's minimum and packs (the control says why before it
 * asks); anything below 1 is ignored (docs/requirements.md#cart), so such calls return the same array.
 */
export function setCartLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return lines;
  const current = lines.find((line) => lineKey(line) === key);
  if (!current) return lines;
  const snapped = snapQuantity(termsOf(current), quantity);
  if (current.quantity === snapped) return lines;
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: snapped } : line));
}

/** The unit price a line pays: its price break at its quantity, else the base price. */
export function lineUnitPrice(line: CartLine): number {
  return unitPrice(termsOf(line), line.quantity);
}

/** Unit price times quantity, summed in cents so the line matches the totals. */
export function lineTotal(line: CartLine): number {
  return fromCents(toCents(lineUnitPrice(line)) * line.quantity);
}

/** Summary figures in dollars, computed in integer cents (total = subtotal x 1.1 to the cent). */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotalCents = 0;
  let count = 0;
  for (const line of lines) {
    subtotalCents += toCents(lineUnitPrice(line)) * line.quantity;
    count += line.quantity;
  }
  // Integer percent keeps the multiplication exact; 0.1 itself is not exact in binary.
  const taxPercent = Math.round(TAX_RATE * 100);
  const taxCents = Math.round((subtotalCents * taxPercent) / 100);
  const shippingCents = toCents(SHIPPING_COST);
  return {
    count,
    subtotal: fromCents(subtotalCents),
    tax: fromCents(taxCents),
    shipping: fromCents(shippingCents),
    total: fromCents(subtotalCents + taxCents + shippingCents),
  };
}
