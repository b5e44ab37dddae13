/**
 * The part of the trade rules (issue 18) every visitor route loads, for the cart's lines and
 * totals and the cards' minimum order: minimum, packs, snapping, the unit price at a quantity.
 * Pure, no valibot; summaries or lines stored before the trade fields read as the defaults.
 * The rest (reasons, tier table, next break, saving) is in ./trade.ts, loaded by the product
 * and cart pages only.
 */
import { QUANTITY_MAX } from './schemas/readLimits';
import type { PriceTier } from './schemas/product';

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
 * minimum. validQuantity in ./trade.ts also says why.
 */
export function snapQuantity(terms: TradeTerms, quantity: number): number {
  const min = minimumQuantity(terms);
  if (!Number.isFinite(quantity)) return min;
  const pack = packSizeOf(terms);
  return Math.min(maximumQuantity(terms), Math.max(min, Math.round(quantity / pack) * pack));
}

/** The price breaks in order, dropping any the rules would refuse (stored by an older editor). */
export function tiersOf(terms: TradeTerms): PriceTier[] {
  const kept: PriceTier[] = [];
  for (const tier of terms.priceTiers ?? []) {
    const last = kept.at(-1);
    if (
      tier.minQuantity > (last?.minQuantity ?? 1) &&
      tier.price < (last?.price ?? terms.price) &&
      tier.price >= 0
    )
      kept.push(tier);
  }
  return kept;
}

/** The price break a quantity reaches, or undefined below the first (the base price applies). */
export function tierReached(terms: TradeTerms, quantity: number): PriceTier | undefined {
  return tiersOf(terms).findLast((tier) => quantity >= tier.minQuantity);
}

/** The unit price at a quantity: the deepest break it reaches, else the base price. */
export function unitPrice(terms: TradeTerms, quantity: number): number {
  return tierReached(terms, quantity)?.price ?? terms.price;
}
