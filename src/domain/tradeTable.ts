/**
 * How volume prices read on the product page and quick view (docs/requirements.md#trade-terms): the tier table
 * ('1-49: $45.00, 50-199: $39.50, 200+: $35.00') and the next break ('Buy 50 for $39.50
 * each'). Apart from ./trade.ts so the cart page does not load them.
 */
import { formatPrice } from './money';
import { maximumQuantity, minimumQuantity, packSizeOf, type TradeTerms } from './tradeBasics';

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
  const steps = [{ minQuantity: 1, price: terms.price }, ...(terms.priceTiers ?? [])];
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
  const tier = terms.priceTiers?.find((t) => t.minQuantity > quantity);
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
