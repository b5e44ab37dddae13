import { describe, expect, it } from 'vitest';
import {
  countryName,
  countryOptions,
  COUNTRY_CODE_PATTERN,
  isCountry,
  knowCountryNames,
} from './countries';

describe('countries of origin', () => {
  it('names a code in English, and keeps an unknown one as it is', () => {
    expect(countryName('CN')).toBe('China');
    expect(countryName('VN')).toBe('Vietnam');
    expect(countryName('')).toBe('');
    expect(countryName(undefined)).toBe('');
    expect(countryName('QQ')).toBe('QQ');
  });

  it('offers the countries, sorted by name, without groupings', () => {
    const options = countryOptions();
    const codes = options.map((o) => o.code);
    expect(codes).toContain('CN');
    expect(codes).toContain('IN');
    expect(codes).not.toContain('EU');
    expect(codes).not.toContain('UN');
    expect(options.length).toBeGreaterThan(200);
    expect(options.every((o) => COUNTRY_CODE_PATTERN.test(o.code))).toBe(true);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
  });
});

describe('isCountry', () => {
  it('takes a code the browser names as a country, and nothing else', () => {
    expect(['CN', 'VN', 'IN', 'IT', 'US', 'XK'].every(isCountry)).toBe(true);
    expect(['ZZ', 'EU', 'UN', 'cn', 'CHN', '', 'QQ'].some(isCountry)).toBe(false);
  });
});

describe('names given ahead of time', () => {
  it('names the countries the page brought from them; anything but a name is looked up', () => {
    // A name of its own, so the test tells it from the browser's.
    knowCountryNames({ TW: 'Taiwan (given)', XY: 7, ZQ: '' });
    expect(countryName('TW')).toBe('Taiwan (given)');
    expect(countryName('XY')).toBe('XY');
    expect(countryName('ZQ')).toBe('ZQ');
    expect(countryName('CN')).toBe('China');
    knowCountryNames(null);
    expect(countryName('TW')).toBe('Taiwan');
  });
});
