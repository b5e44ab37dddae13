/**
 * The part of the trade rules (docs/requirements.md#trade-terms) every visitor route loads, for the cart's lines and
 * totals and the cards' minimum order: minimum, packs, snapping, the unit price at a quantity.
 * Pure, no valibot; summaries or lines stored before the trade fields read as the defaults.
 * The saving is in ./trade.ts, the tier table and next break in ./tradeTable.ts, loaded by the
 * pages that show them.
 */
import { QUANTITY_MAX } from './schemas/readLimits';
import type { PriceTier } from './schemas/product';
import { formatCount } from './numbers';

export { QUANTITY_MAX };

/** What the quantity rules need: a base price, and the trade fields where set. */
export interface TradeTerms {
  price: number;
  moq?: number | undefined;
  packSize?: number | undefined;
  priceTiers?: readonly PriceTier[] | undefined;
}

/** A whole number of at least 1, or 1. */
const atLeastOne = (n: number | undefined) =>
  n !== undefined && Number.isSafeInteger(n) && n >= 1 ? n : 1;

/** How many units one pack holds (1 when the product is sold singly). */
export const packSizeOf = (terms: TradeTerms) => atLeastOne(terms.packSize);

/** The least that can be ordered: the minimum order rounded up to a whole number of packs. */
export function minimumQuantity(terms: TradeTerms): number {
  const pack = packSizeOf(terms);
  return Math.ceil(atLeastOne(terms.moq) / pack) * pack;
}

/** The most that can be ordered in one line: QUANTITY_MAX rounded down to whole packs. */
export function maximumQuantity(terms: TradeTerms): number {
  const pack = packSizeOf(terms);
  return Math.max(minimumQuantity(terms), Math.floor(QUANTITY_MAX / pack) * pack);
}

/**
 * Snaps a quantity to the nearest one the product is sold in: at least the minimum, whole
 * packs (halfway goes up), at most the line maximum; anything not a number becomes the
 * minimum. validQuantity also says why.
 */
export function snapQuantity(terms: TradeTerms, quantity: number): number {
  const min = minimumQuantity(terms);
  if (!Number.isFinite(quantity)) return min;
  const pack = packSizeOf(terms);
  return Math.min(maximumQuantity(terms), Math.max(min, Math.round(quantity / pack) * pack));
}

/** The messages a snapped quantity comes with. */
export const QUANTITY_MESSAGES = {
  minimum: (min: number) => `Minimum order is ${min}`,
  pack: (pack: number) => `Sold in packs of ${pack}`,
  maximum: (max: number) => `Order at most ${formatCount(max)} at once`,
  notANumber: 'Enter a whole number',
} as const;

/** A quantity the product can be ordered in, and why it differs from what was typed. */
export interface QuantityCheck {
  quantity: number;
  /** Set when the typed quantity had to change ('Minimum order is 20', 'Sold in packs of 6'). */
  reason?: string;
}

/**
 * Snaps a typed quantity to the nearest one the product is sold in (see snapQuantity) and says
 * why when it changed: below the minimum, above the line maximum, between packs, or not a
 * whole number.
 */
export function validQuantity(terms: TradeTerms, typed: number): QuantityCheck {
  const quantity = snapQuantity(terms, typed);
  if (quantity === typed) return { quantity };
  const pack = packSizeOf(terms);
  const reason = !Number.isFinite(typed)
    ? QUANTITY_MESSAGES.notANumber
    : typed < minimumQuantity(terms)
      ? QUANTITY_MESSAGES.minimum(quantity)
      : typed > maximumQuantity(terms)
        ? QUANTITY_MESSAGES.maximum(quantity)
        : pack > 1
          ? QUANTITY_MESSAGES.pack(pack)
          : QUANTITY_MESSAGES.notANumber;
  return { quantity, reason };
}

/**
 * The price break a quantity reaches, or undefined below the first (the base price applies).
 * The breaks are in order: the schema, the stored-data repair and the build all see to it.
 */
export function tierReached(terms: TradeTerms, quantity: number): PriceTier | undefined {
  return terms.priceTiers?.findLast((tier) => quantity >= tier.minQuantity);
}

/** The unit price at a quantity: the deepest break it reaches, else the base price. */
export function unitPrice(terms: TradeTerms, quantity: number): number {
  return tierReached(terms, quantity)?.price ?? terms.price;
}
