/**
 * en-US digit grouping, written out. Intl.NumberFormat would do it, but creating the first one
 * costs about 15 ms on this machine (more on a phone) in whatever task asks for it: it was the
 * largest single part of evaluating the app's code as it started.
 */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** Puts en-US commas into a run of digits: '1234567' becomes '1,234,567'. */
export function groupDigits(digits: string): string {
  return digits.replace(THOUSANDS, ',');
}

/** Every digit of a whole number's magnitude, however large (String(1e21) would be "1e+21"). */
export function wholeDigits(whole: number): string {
  return BigInt(Math.abs(whole)).toString();
}

/** A count as en-US shows it, '5,000'; rounded to a whole number, and 0 when not finite. */
export function formatCount(value: number): string {
  const whole = Number.isFinite(value) ? Math.round(value) : 0;
  const sign = whole < 0 ? '-' : '';
  return `${sign}${groupDigits(wholeDigits(whole))}`;
}
