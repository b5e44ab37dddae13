import { describe, expect, it } from 'vitest';
import { absoluteUrl, META_DESCRIPTION_MAX, metaDescription, postalAddress } from './seo';

const LONG =
  'Round wall mirror, 80 cm in diameter, framed in solid walnut with a hand-rubbed oil finish and fitted with 5 mm copper-free silver glass with a 25 mm bevelled edge. A French cleat comes pre-fitted.';

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('  Oak mirror,\n  solid frame. ')).toBe('Oak mirror, solid frame.');
  });

  it('cuts a long text after a whole word and ends it with an ellipsis', () => {
    const cut = metaDescription(LONG);
    expect(cut).toBe(
      'Round wall mirror, 80 cm in diameter, framed in solid walnut with a hand-rubbed oil finish and fitted with 5 mm copper-free silver glass with a 25 mm bevelled…',
    );
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('never ends inside a word, whatever the length', () => {
    const words = LONG.replace(/[,.]/g, '').split(' ');
    for (let max = 20; max <= 170; max++) {
      const cut = metaDescription(LONG, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      if (cut === LONG) continue;
      expect(cut.endsWith('…')).toBe(true);
      const lastWord = cut.slice(0, -1).split(' ').at(-1)!.replace(/[,.]/g, '');
      expect(words, `max ${max}: ${cut}`).toContain(lastWord);
    }
  });

  it('keeps a word that ends exactly at the limit and drops the comma after it', () => {
    // 'Round wall mirror,' is 18 characters; the ellipsis takes the 19th.
    expect(metaDescription(LONG, 19)).toBe('Round wall mirror…');
    expect(metaDescription('aaaa bbbb cccc', 10)).toBe('aaaa bbbb…');
  });
});

describe('absoluteUrl', () => {
  it('puts site paths under the site address and drops a published image’s size fragment', () => {
    expect(
      absoluteUrl('/catalogue/img/a.jpg/abc/1200.webp#1200x900.00', 'https://shop.example/'),
    ).toBe('https://shop.example/catalogue/img/a.jpg/abc/1200.webp');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://shop.example')).toBe(
      'https://cdn.example/a.png',
    );
  });

  it('gives nothing for data URLs, other sites’ protocol-relative paths and scripts', () => {
    expect(absoluteUrl('data:image/png;base64,AAAA', 'https://shop.example')).toBeUndefined();
    expect(absoluteUrl('//evil.example/a.png', 'https://shop.example')).toBeUndefined();
    expect(absoluteUrl('javascript:alert(1)', 'https://shop.example')).toBeUndefined();
    expect(absoluteUrl('', 'https://shop.example')).toBeUndefined();
  });
});

describe('postalAddress', () => {
  it.each([
    {
      what: 'street, city, region, postal code and country from a one-line address',
      address: '245 West 29th Street, Suite 1203, New York, NY 10001, USA',
      parts: {
        streetAddress: '245 West 29th Street, Suite 1203',
        addressLocality: 'New York',
        addressRegion: 'NY',
        postalCode: '10001',
        addressCountry: 'USA',
      },
    },
    {
      what: 'a postal code without a region',
      address: '10 Downing Street, London, SW1A 2AA, United Kingdom',
      parts: {
        streetAddress: '10 Downing Street',
        addressLocality: 'London',
        postalCode: 'SW1A 2AA',
        addressCountry: 'United Kingdom',
      },
    },
    {
      what: 'an address of another shape whole, in streetAddress',
      address: '1 Broadway, New York, NY',
      parts: { streetAddress: '1 Broadway, New York, NY' },
    },
    {
      what: 'lines joined with commas, in streetAddress',
      address: 'Unit 5\nHarbour Road',
      parts: { streetAddress: 'Unit 5, Harbour Road' },
    },
  ])('reads $what', ({ address, parts }) => {
    expect(postalAddress(address)).toEqual({ '@type': 'PostalAddress', ...parts });
  });

  it('gives nothing for a blank address', () => {
    expect(postalAddress('  ')).toBeUndefined();
  });
});
