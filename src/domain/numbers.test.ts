import { describe, expect, it } from 'vitest';
import { formatCount, groupDigits } from './numbers';

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
