/**
 * Trade quantities and volume prices (docs/requirements.md#trade-terms): the minimum order, pack sizes and price breaks
 * of a product or a cart line, with the reasons a quantity changes and the saving a price
 * break gives. The basics every route needs live in ./tradeBasics.ts; how the breaks read on
 * the product page (tier table, next break) in ./tradeTable.ts.
 */
import { unitPrice, type TradeTerms } from './tradeBasics';

export * from './tradeBasics';

/** What a quantity saves against the base price, in dollars (0 below the first break). */
export function tierSaving(terms: TradeTerms, quantity: number): number {
  const cents = Math.round(terms.price * 100) - Math.round(unitPrice(terms, quantity) * 100);
  return (cents * quantity) / 100;
}
