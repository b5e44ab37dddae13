/**
 * Trade quantities and volume prices (issue 18): the minimum order, pack sizes and price breaks
 * of a product or a cart line, with the reasons a quantity changes and the saving a price
 * break gives. The basics every route needs live in ./tradeBasics.ts; how the breaks read on
 * the product page (tier table, next break) in ./tradeTable.ts.
 */
import {
  maximumQuantity,
  minimumQuantity,
  packSizeOf,
  unitPrice,
  type TradeTerms,
} from './tradeBasics';

export * from './tradeBasics';

/** The messages a snapped quantity comes with. */
export const QUANTITY_MESSAGES = {
  minimum: (min: number) => `Minimum order is ${min}`,
  pack: (pack: number) => `Sold in packs of ${pack}`,
  maximum: (max: number) => `Order at most ${max.toLocaleString('en-US')} at once`,
  notANumber: 'Enter a whole number',
} as const;

/** A quantity the product can be ordered in, and why it differs from what was typed. */
export interface QuantityCheck {
  quantity: number;
  /** Set when the typed quantity had to change ('Minimum order is 20', 'Sold in packs of 6'). */
  reason?: string;
}

/**
 * Snaps a typed quantity to the nearest one the product is sold in: at least the minimum, a
 * multiple of the pack size (halfway goes up), at most the line maximum. Anything that is not a
 * number becomes the minimum.
 */
export function validQuantity(terms: TradeTerms, typed: number): QuantityCheck {
  const min = minimumQuantity(terms);
  const max = maximumQuantity(terms);
  const pack = packSizeOf(terms);
  if (!Number.isFinite(typed)) return { quantity: min, reason: QUANTITY_MESSAGES.notANumber };
  if (typed < min) return { quantity: min, reason: QUANTITY_MESSAGES.minimum(min) };
  if (typed > max) return { quantity: max, reason: QUANTITY_MESSAGES.maximum(max) };
  const snapped = Math.min(max, Math.max(min, Math.round(typed / pack) * pack));
  if (snapped === typed) return { quantity: typed };
  return {
    quantity: snapped,
    reason: pack > 1 ? QUANTITY_MESSAGES.pack(pack) : QUANTITY_MESSAGES.notANumber,
  };
}

/** What a quantity saves against the base price, in dollars (0 below the first break). */
export function tierSaving(terms: TradeTerms, quantity: number): number {
  const cents = Math.round(terms.price * 100) - Math.round(unitPrice(terms, quantity) * 100);
  return (cents * quantity) / 100;
}
