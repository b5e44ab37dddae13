import { describe, expect, it } from 'vitest';
import { jsonLdSettings, jsonLdSocialLinks } from '@fixtures/structuredData';
import { serializeJsonLd } from './jsonLd';
import { aboutPageJsonLd, organizationJsonLd, websiteJsonLd } from './jsonLdSite';

const socialLinks = jsonLdSocialLinks;
const settings = jsonLdSettings;

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script tag', () => {
    const text = serializeJsonLd({
      '@type': 'Product',
      name: '</script><script>alert(1)</script> & more\u2028',
    });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    const parsed = JSON.parse(text) as { name: string };
    expect(parsed.name).toBe('</script><script>alert(1)</script> & more\u2028');
  });

  it('serialises undefined as null rather than failing', () => {
    expect(serializeJsonLd(undefined)).toBe('null');
  });
});

describe('the site’s nodes', () => {
  it.each([
    {
      node: 'WebSite: the site’s name and its search action',
      build: () => websiteJsonLd(settings, 'https://shop.example'),
      expected: {
        '@type': 'WebSite',
        name: 'ELIFEHOME',
        url: 'https://shop.example/',
        potentialAction: { target: 'https://shop.example/search?q={search_term_string}' },
      },
    },
    {
      node: 'Organization: contact details and the address',
      build: () => organizationJsonLd(settings, 'https://shop.example', socialLinks),
      expected: {
        '@type': 'Organization',
        name: 'eLife Home Co.',
        contactPoint: { telephone: '+1 212 555 0100', email: 'sales@elifehome.example' },
        address: { '@type': 'PostalAddress', streetAddress: '1 Broadway, New York, NY' },
      },
    },
    {
      node: 'AboutPage: about the organisation',
      build: () => aboutPageJsonLd(settings, 'https://shop.example'),
      expected: {
        '@type': 'AboutPage',
        url: 'https://shop.example/about',
        description: 'Over 10 years of experience',
        mainEntity: { '@type': 'Organization', name: 'eLife Home Co.' },
      },
    },
  ])('$node', ({ build, expected }) => {
    expect(build()).toMatchObject(expected);
  });
});

describe('organizationJsonLd', () => {
  const node = organizationJsonLd(settings, 'https://shop.example', socialLinks);

  it('lists only filled, safe social links', () => {
    expect(node.sameAs).toEqual([
      'https://facebook.com/elifehome',
      'https://pinterest.com/elifehome',
    ]);
  });

  it('names the site icon as its logo in place of a data-URL logo, and leaves out empty fields', () => {
    expect(node.logo).toBe('https://shop.example/favicon.svg');
    const bare = organizationJsonLd(
      { ...settings, address: '', contactPhone: '' },
      'https://shop.example',
      { ...socialLinks, facebook: '', pinterest: '' },
    );
    expect('address' in bare).toBe(false);
    expect('sameAs' in bare).toBe(false);
    expect('telephone' in bare).toBe(false);
  });
});

describe('organizationJsonLd logo and address', () => {
  it('gives the owner’s logo as an absolute address and the address in its parts', () => {
    const node = organizationJsonLd(
      {
        ...settings,
        logoUrl: '/catalogue/img/logo.png/abc/400.webp#400x400.00',
        address: '245 West 29th Street, New York, NY 10001, USA',
      },
      'https://shop.example',
      socialLinks,
    );
    expect(node.logo).toBe('https://shop.example/catalogue/img/logo.png/abc/400.webp');
    expect(node.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '245 West 29th Street',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10001',
      addressCountry: 'USA',
    });
  });
});
