import type { CartLine, CartTotals, Product } from './types';
import { fromCents, toCents } from './money';

/** Tax is 10 percent of the subtotal (docs/requirements.md#limits). */
export const TAX_RATE = 0.1;

/** Shipping is free. */
export const SHIPPING_COST = 0;

/** Adds one of a product: a known id gains one, a new id becomes a line of quantity 1. */
export function addToCartLines(
  lines: CartLine[],
  product: Pick<Product, 'id' | 'name' | 'price' | 'images'>,
): CartLine[] {
  if (lines.some((line) => line.id === product.id)) {
    return lines.map((line) =>
      line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line,
    );
  }
  return [
    ...lines,
    {
      id: product.id,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? '',
      quantity: 1,
    },
  ];
}

/** Removes a line; the same array comes back when the id is not in the cart. */
export function removeCartLine(lines: CartLine[], id: number): CartLine[] {
  if (!lines.some((line) => line.id === id)) return lines;
  return lines.filter((line) => line.id !== id);
}

/**
 * Sets a quantity; anything below 1 is ignored (docs/requirements.md#cart), so such calls return
 * the same array.
 */
export function setCartLineQuantity(lines: CartLine[], id: number, quantity: number): CartLine[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return lines;
  const current = lines.find((line) => line.id === id);
  if (!current || current.quantity === quantity) return lines;
  return lines.map((line) => (line.id === id ? { ...line, quantity } : line));
}

/** Unit price times quantity, summed in cents so the line matches the totals. */
export function lineTotal(line: CartLine): number {
  return fromCents(toCents(line.price) * line.quantity);
}

/** Summary figures in dollars, computed in integer cents (total = subtotal x 1.1 to the cent). */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  let subtotalCents = 0;
  let count = 0;
  for (const line of lines) {
    subtotalCents += toCents(line.price) * line.quantity;
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
 * Brings every line up to date with the catalogue: price, name and picture from the product,
 * or the line taken out when the product is gone (`undefined`). Quantities stay.
 */
export function repriceCartLines(
  lines: readonly CartLine[],
  productOf: (id: number) => Pick<Product, 'id' | 'name' | 'price' | 'images'> | undefined,
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
    result.lines.push({
      ...line,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? line.image,
    });
  }
  return result;
}
