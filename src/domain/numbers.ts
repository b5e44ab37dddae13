/**
 * en-US digit grouping, written out. Intl.NumberFormat would do it, but creating the first one
 * costs about 15 ms on this machine (more on a phone) in whatever task asks for it: it was the
 * largest single part of evaluating the app's code as it started, and later of a returning
 * buyer's first render of the cart, whose container plan reads in decimals.
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

/**
 * A number as en-US shows it with at most `digits` decimals, trailing zeros dropped: '28,180',
 * '2.31', '0.077'. Rounded as Intl.NumberFormat rounds: the number as JavaScript writes it
 * (0.35, not the binary value just under it), half away from zero. What rounds to zero has no
 * sign.
 */
export function formatDecimal(value: number, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  // Written in exponent form from 1e21 up (no decimals to show) and under 1e-6.
  if (magnitude >= 1e21) return formatCount(value);
  const written = magnitude < 1e-6 ? magnitude.toFixed(digits) : String(magnitude);
  const [whole = '0', fraction = ''] = written.split('.');
  let kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  if ((fraction[digits] ?? '0') >= '5') kept += 1n;
  const text = kept.toString().padStart(digits + 1, '0');
  const units = text.slice(0, text.length - digits);
  const decimals = text.slice(text.length - digits).replace(/0+$/, '');
  const sign = value < 0 && kept !== 0n ? '-' : '';
  return `${sign}${groupDigits(units)}${decimals && `.${decimals}`}`;
}
