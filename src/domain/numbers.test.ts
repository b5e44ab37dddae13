import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, groupDigits } from './numbers';

describe('groupDigits', () => {
  it('puts a comma before every group of three digits from the right', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('1234567')).toBe('1,234,567');
  });
});

describe('formatCount', () => {
  it('matches en-US number formatting for whole counts', () => {
    const enUS = new Intl.NumberFormat('en-US');
    for (const value of [0, 1, 7, 42, 999, 1000, 5000, 12345, 999999, 1000000, -1234]) {
      expect(formatCount(value)).toBe(enUS.format(value));
    }
  });

  it('rounds fractions, shows 0 for values that are not finite, and writes out huge ones', () => {
    expect(formatCount(2.6)).toBe('3');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

describe('formatDecimal', () => {
  it('matches en-US formatting with at most so many decimals', () => {
    const values = [
      0,
      0.0004,
      0.0005,
      0.077,
      0.1,
      0.25,
      0.35,
      0.999,
      1,
      1.005,
      2.3099,
      2.5,
      9.95,
      18.25,
      88,
      999.95,
      1234.5678,
      28180,
      1e6 + 0.05,
      123456789.987,
      -0.5,
      -2.345,
      -1234.5,
      1.45,
      2.675,
      8.345,
      0.0000004,
      0.0000005,
      1e20 + 0.5,
    ];
    for (const digits of [0, 1, 2, 3]) {
      const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const value of values) {
        // Intl keeps a minus on what rounds to zero ('-0'); the planner's figures never have one.
        const expected = enUS.format(value).replace(/^-(0$)/, '$1');
        expect(formatDecimal(value, digits), `${value} to ${digits}`).toBe(expected);
      }
    }
  });

  it('rounds as Intl does across a sweep of halves and thirds', () => {
    for (const digits of [0, 1, 2, 3]) {
      const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (let i = 0; i < 4000; i += 1) {
        for (const value of [i / 2000, i / 3, (i * 1.37) / 7]) {
          expect(formatDecimal(value, digits), `${value} to ${digits}`).toBe(enUS.format(value));
        }
      }
    }
  });

  it('drops trailing zeros and the sign of what rounds to zero', () => {
    expect(formatDecimal(2.3, 3)).toBe('2.3');
    expect(formatDecimal(4, 2)).toBe('4');
    expect(formatDecimal(-0.01, 1)).toBe('0');
    expect(formatDecimal(9.96, 1)).toBe('10');
    expect(formatDecimal(0.35, 1)).toBe('0.4');
  });

  it('writes out values that are not finite, or too large for decimals', () => {
    expect(formatDecimal(Number.NaN, 2)).toBe('NaN');
    expect(formatDecimal(2e21, 2)).toBe('2,000,000,000,000,000,000,000');
  });
});
