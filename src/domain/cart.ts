import type { CartLine, CartTotals, Product } from './types';
import { fromCents, toCents } from './money';
import { minimumQuantity, snapQuantity, unitPrice, type TradeTerms } from './tradeBasics';

/**
 * What a line copies from its product: shown, priced and stepped by
 * (docs/requirements.md#trade-terms), and planned and declared by (docs/requirements.md#shipping).
 */
export type CartProduct = Pick<Product, 'id' | 'name' | 'price' | 'images'> &
  Pick<Product, 'sku' | 'moq' | 'packSize' | 'priceTiers'> &
  Pick<Product, 'carton' | 'hsCode' | 'origin'>;

/**
 * The trade and shipping fields a line copies from its product (a field the product lacks
 * stays out, and one it no longer has goes).
 */
const tradeOf = ({ sku, moq, packSize, priceTiers, carton, hsCode, origin }: CartProduct) => ({
  sku,
  moq,
  packSize,
  priceTiers,
  carton,
  hsCode,
  origin,
});

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
  if (lines.some((line) => line.id === product.id)) {
    return lines.map((line) =>
      line.id === product.id
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

/** Removes a line; the same array comes back when the id is not in the cart. */
export function removeCartLine(lines: CartLine[], id: number): CartLine[] {
  if (!lines.some((line) => line.id === id)) return lines;
  return lines.filter((line) => line.id !== id);
}

/**
 * Sets a quantity, snapped to the line's minimum and packs (the control says why before it
 * asks); anything below 1 is ignored (docs/requirements.md#cart), so such calls return the same array.
 */
export function setCartLineQuantity(lines: CartLine[], id: number, quantity: number): CartLine[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return lines;
  const current = lines.find((line) => line.id === id);
  if (!current) return lines;
  const snapped = snapQuantity(termsOf(current), quantity);
  if (current.quantity === snapped) return lines;
  return lines.map((line) => (line.id === id ? { ...line, quantity: snapped } : line));
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

/** What re-pricing the cart against a new catalogue did, line by line. */
export interface CartRepricing {
  lines: CartLine[];
  /** Lines whose product is no longer in the catalogue: taken out. */
  removed: Array<Pick<CartLine, 'id' | 'name'>>;
  /** Lines whose unit price changed. */
  repriced: Array<{ id: number; name: string; from: number; to: number }>;
}

/**
 * Brings every line up to date with the catalogue: price, trade terms, name and picture from
 * the product, or the line taken out when the product is gone (`undefined`). Quantities stay
 * unless the product's minimum or packs no longer allow them; then they snap to the nearest
 * quantity they do.
 */
export function repriceCartLines(
  lines: readonly CartLine[],
  productOf: (id: number) => CartProduct | undefined,
): CartRepricing {
  const result: CartRepricing = { lines: [], removed: [], repriced: [] };
  for (const line of lines) {
    const product = productOf(line.id);
    if (!product) {
      result.removed.push({ id: line.id, name: line.name });
      continue;
    }
    if (product.price !== line.price) {
      result.repriced.push({
        id: line.id,
        name: product.name,
        from: line.price,
        to: product.price,
      });
    }
    const next: CartLine = {
      ...line,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? line.image,
      quantity: snapQuantity(product, line.quantity),
      ...tradeOf(product),
    };
    result.lines.push(next);
  }
  return result;
}
