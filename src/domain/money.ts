// Prices are shown as en-US dollars; fractions of a cent never reach the screen.
import { groupDigits, wholeDigits } from './numbers';

/** Converts dollars to integer cents so sums never drift (0.1 + 0.2 stays 30 cents). */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const cents = Math.round(value * 100);
  // Math.round(-0.4) is -0; a price of "-0" has no business on screen.
  return cents === 0 ? 0 : cents;
}

/** Converts integer cents back to dollars for storage and display. */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  return Math.round(cents) / 100;
}

/**
 * Shows a price as docs/requirements.md#limits asks: '$', en-US grouping and exactly two decimals.
 */
export function formatPrice(value: number): string {
  // Round through cents first so 1.005 and friends follow the same rule as the totals.
  const cents = toCents(value);
  const sign = cents < 0 ? '-' : '';
  const digits = wholeDigits(cents).padStart(3, '0');
  const dollars = groupDigits(digits.slice(0, -2));
  return `${sign}$${dollars}.${digits.slice(-2)}`;
}
