/**
 * Trade quantities and volume prices (issue 18): the minimum order, pack sizes and price breaks
 * of a product or a cart line, with the reasons a quantity changes and how the prices read
 * (tier table, next break, saving). The basics every route needs live in ./tradeBasics.ts.
 */
import { formatPrice } from './money';
import {
  maximumQuantity,
  minimumQuantity,
  packSizeOf,
  tiersOf,
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

/** One row of the tier table: from `from` units (to `to`, or open-ended), at `price` each. */
export interface TierRow {
  from: number;
  to?: number;
  price: number;
}

/**
 * The price table a buyer can order from: the base price up to the first break, then each
 * break. Rows start at the minimum order, so a break below it is folded into the first row.
 */
export function tierRows(terms: TradeTerms): TierRow[] {
  const min = minimumQuantity(terms);
  const steps = [{ minQuantity: 1, price: terms.price }, ...tiersOf(terms)];
  const rows: TierRow[] = [];
  steps.forEach((step, i) => {
    const next = steps[i + 1];
    const from = Math.max(step.minQuantity, min);
    if (next && next.minQuantity <= from) return;
    rows.push(
      next ? { from, to: next.minQuantity - 1, price: step.price } : { from, price: step.price },
    );
  });
  return rows;
}

/** '1-49: $45.00, 50-199: $39.50, 200+: $35.00' (one row: '20+: $45.00'). */
export function tierTableText(terms: TradeTerms): string {
  return tierRows(terms)
    .map((row) => `${tierRangeText(row)}: ${formatPrice(row.price)}`)
    .join(', ');
}

/** '1-49', '200+', or '50' for a row of one quantity. */
export function tierRangeText(row: TierRow): string {
  if (row.to === undefined) return `${row.from}+`;
  return row.to === row.from ? String(row.from) : `${row.from}-${row.to}`;
}

/** The next break above a quantity, as the least orderable quantity that reaches it. */
export function nextTier(
  terms: TradeTerms,
  quantity: number,
): { quantity: number; price: number } | undefined {
  const tier = tiersOf(terms).find((t) => t.minQuantity > quantity);
  if (!tier) return undefined;
  const pack = packSizeOf(terms);
  const reach = Math.max(minimumQuantity(terms), Math.ceil(tier.minQuantity / pack) * pack);
  return reach > maximumQuantity(terms) ? undefined : { quantity: reach, price: tier.price };
}

/** 'Buy 50 for $39.50 each', or undefined at the deepest break. */
export function nextTierText(terms: TradeTerms, quantity: number): string | undefined {
  const next = nextTier(terms, quantity);
  return next && `Buy ${next.quantity} for ${formatPrice(next.price)} each`;
}

/** What a quantity saves against the base price, in dollars (0 below the first break). */
export function tierSaving(terms: TradeTerms, quantity: number): number {
  const cents = Math.round(terms.price * 100) - Math.round(unitPrice(terms, quantity) * 100);
  return (cents * quantity) / 100;
}
