import { describe, expect, it } from 'vitest';
import { formatPrice, fromCents, toCents } from './money';

describe('formatPrice', () => {
  it('shows dollars with two decimals and en-US grouping', () => {
    expect(formatPrice(129.99)).toBe('$129.99');
    expect(formatPrice(1234567)).toBe('$1,234,567.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5.5)).toBe('$5.50');
  });

  it('rounds to the cent the same way totals do', () => {
    expect(formatPrice(0.125)).toBe('$0.13');
    expect(formatPrice(899.999)).toBe('$900.00');
  });

  it('puts the sign before the dollar symbol', () => {
    expect(formatPrice(-12.5)).toBe('-$12.50');
    expect(formatPrice(-0.001)).toBe('$0.00');
  });

  it('groups thousands exactly as en-US number formatting does', () => {
    const enUS = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const values = [0.01, 0.1, 9.99, 99.99, 999.99, 1000, 9999.5, 10000, 123456.78, 1000000];
    for (let digits = 1; digits <= 15; digits += 1) values.push(10 ** digits - 0.01, 10 ** digits);
    for (const value of values) expect(formatPrice(value)).toBe(`$${enUS.format(value)}`);
  });

  it('writes out every digit of a huge price', () => {
    expect(formatPrice(1e20)).toBe('$100,000,000,000,000,000,000.00');
  });

  it('shows $0.00 for values that are not finite', () => {
    expect(formatPrice(Number.NaN)).toBe('$0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('toCents and fromCents', () => {
  it('convert between dollars and integer cents', () => {
    expect(toCents(129.99)).toBe(12999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(12999)).toBe(129.99);
  });

  it('treat non-finite values as zero', () => {
    expect(toCents(Number.NaN)).toBe(0);
    expect(toCents(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(fromCents(Number.NaN)).toBe(0);
  });

  it('never return negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });
});
