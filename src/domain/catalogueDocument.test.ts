import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildCatalogueDocument,
  catalogueFileName,
  countCatalogue,
  parseCatalogueDocument,
  serializeCatalogueDocument,
  type CatalogueParts,
} from './catalogueDocument';
import { sampleCatalogue } from '@fixtures/catalogue';

const NOW = new Date('2025-03-07T10:20:30.000Z');

function sampleText(mutate?: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(
    serializeCatalogueDocument(buildCatalogueDocument(sampleCatalogue(), NOW)),
  ) as Record<string, unknown>;
  mutate?.(doc);
  return JSON.stringify(doc);
}

function refusalOf(text: string) {
  const result = parseCatalogueDocument(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result;
}

function errorOf(text: string): string {
  return refusalOf(text).error;
}

describe('buildCatalogueDocument', () => {
  it('wraps the parts in the format header with an ISO export date', () => {
    const parts = sampleCatalogue();
    const doc = buildCatalogueDocument(parts, NOW);
    expect(doc.format).toBe('elifehome-catalogue');
    expect(doc.version).toBe(2);
    expect(doc.exportedAt).toBe('2025-03-07T10:20:30.000Z');
    expect(doc.products).toEqual(parts.products);
    expect(doc.gallery).toEqual(parts.gallery);
  });

  it('names the file by the local date', () => {
    expect(catalogueFileName(new Date(2025, 0, 5, 23, 59))).toBe(
      'elifehome-catalogue-2025-01-05.json',
    );
  });
});

describe('parseCatalogueDocument', () => {
  it('round-trips an exported catalogue exactly', () => {
    const parts: CatalogueParts = sampleCatalogue();
    const text = serializeCatalogueDocument(buildCatalogueDocument(parts, NOW));
    const result = parseCatalogueDocument(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document).toEqual(buildCatalogueDocument(parts, NOW));
    expect(result.counts).toEqual(countCatalogue(parts));
    expect(result.counts.products).toBe(7);
    expect(result.counts.sliderItems).toBe(3);
  });

  it('accepts an empty product list (an empty database is allowed)', () => {
    const result = parseCatalogueDocument(sampleText((d) => (d.products = [])));
    expect(result.ok && result.counts.products).toBe(0);
  });

  it('reports JSON syntax errors with the parser position', () => {
    const error = errorOf('{"format": "elifehome-catalogue", oops}');
    expect(error).toMatch(/^The file is not valid JSON \(.+\)$/);
    expect(error).toMatch(/position|line|token/i);
  });

  it('refuses an empty file as invalid JSON', () => {
    expect(errorOf('')).toMatch(/^The file is not valid JSON/);
  });

  it.each([
    ['a list', '[]'],
    ['a plain value', '42'],
    ['no format', sampleText((d) => delete d.format)],
    ['another format', sampleText((d) => (d.format = 'shopify-export'))],
    ['a future version', sampleText((d) => (d.version = 3))],
    ['a version as text', sampleText((d) => (d.version = '1'))],
  ])('refuses %s as not a catalogue file', (_name, text) => {
    expect(errorOf(text)).toBe(
      'This is not an ELIFEHOME catalogue file (format/version missing or unsupported)',
    );
  });

  it.each([
    ['products', 'products must be a list'],
    ['categories', 'categories must be a list'],
    ['sliderItems', 'sliderItems must be a list'],
    ['inspirations', 'inspirations must be a list'],
    ['gallery', 'gallery must be a list'],
  ])('refuses %s that is not a list', (key, message) => {
    expect(errorOf(sampleText((d) => (d[key] = { 0: 'x' })))).toBe(message);
    expect(errorOf(sampleText((d) => delete d[key]))).toBe(message);
  });

  it('refuses settings and social links that are not objects', () => {
    expect(errorOf(sampleText((d) => (d.siteSettings = [])))).toBe(
      'siteSettings must be an object',
    );
    expect(errorOf(sampleText((d) => (d.socialLinks = 'x')))).toBe('socialLinks must be an object');
  });

  it('counts every invalid product and says which field of which entry is wrong', () => {
    const refusal = refusalOf(
      sampleText((d) => {
        const products = d.products as Record<string, unknown>[];
        products.push({ ...products[6], id: 8, sku: 'EH-TEST-008', price: 'cheap' });
        products.push({ ...products[1], id: 9, sku: 'EH-TEST-009', name: '' });
        (products[3] as Record<string, unknown>).price = '12.5';
      }),
    );
    expect(refusal.problems).toEqual([
      { entry: 4, field: 'price', message: 'Please enter a valid price' },
      { entry: 8, field: 'price', message: 'Please enter a valid price' },
      { entry: 9, field: 'name', message: 'Product name is required' },
    ]);
    expect(refusal.details).toBe(
      [
        '3 of 9 products are invalid',
        'Entry 4, price: Please enter a valid price',
        'Entry 8, price: Please enter a valid price',
        'Entry 9, name: Product name is required',
      ].join('\n'),
    );
    expect(refusal.error).toBe(
      '3 of 9 products are invalid: Entry 4, price: Please enter a valid price; Entry 8, price: Please enter a valid price; Entry 9, name: Product name is required',
    );
  });

  it('lists every broken entry, not only the first, and shortens the alert line', () => {
    const refusal = refusalOf(
      sampleText((d) => {
        const products = d.products as Record<string, unknown>[];
        products[0]!.price = -5;
        products[2]!.relatedProductIds = ['two'];
        products.push({ ...products[1], id: 8, sku: 'EH-TEST-008', isNew: 'yes' });
        products.push({ ...products[1], id: 9.5, sku: 'EH-TEST-009' });
      }),
    );
    expect(refusal.problems.map((p) => p.entry)).toEqual([1, 3, 8, 9]);
    expect(refusal.details.split('\n')).toEqual([
      '4 of 9 products are invalid',
      'Entry 1, price: Please enter a valid price',
      'Entry 3, relatedProductIds.1: Use a list of product ids (whole numbers)',
      'Entry 8, isNew: Use true or false',
      'Entry 9, id: Use a whole number',
    ]);
    expect(refusal.error).toMatch(/^4 of 9 products are invalid: Entry 1, .+; and 1 more$/);
  });

  it('refuses fields over their upper bounds, naming the bound', () => {
    const refusal = refusalOf(
      sampleText((d) => {
        const products = d.products as Record<string, unknown>[];
        products[0]!.name = 'n'.repeat(121);
        products[1]!.price = 10_000_000;
        products[2]!.description = 'd'.repeat(5001);
      }),
    );
    expect(refusal.details.split('\n')).toEqual([
      '3 of 7 products are invalid',
      'Entry 1, name: Product name must be 120 characters or fewer',
      'Entry 2, price: Please enter a valid price',
      'Entry 3, description: Description must be 5000 characters or fewer',
    ]);
    expect(
      errorOf(
        sampleText((d) => {
          (d.siteSettings as Record<string, unknown>).siteName = 's'.repeat(41);
        }),
      ),
    ).toBe('siteSettings is invalid (first problem: Site name must be 40 characters or fewer)');
    const maxPrice = parseCatalogueDocument(
      sampleText((d) => {
        (d.products as Record<string, unknown>[])[0]!.price = 9_999_999.99;
      }),
    );
    expect(maxPrice.ok).toBe(true);
  });

  type Doc = Record<string, unknown>;
  type Entries = Record<string, unknown>[];
  it.each<[string, (d: Doc) => void, string | RegExp]>([
    [
      'a repairable entry as invalid rather than silently fixing it',
      (d) => ((d.products as Entries)[0]!.keywords = 'a, b'),
      '1 of 7 products is invalid: Entry 1, keywords: Use a list of words',
    ],
    [
      'a duplicate product id',
      (d) => (d.products as Entries).push({ ...(d.products as Entries)[2] }),
      '1 of 8 products is invalid: Entry 8, id: An earlier entry has the same id',
    ],
    [
      'a category without an id',
      (d) => (d.categories as unknown[]).push({ name: 'No id' }),
      /^1 of \d+ categories is invalid: Entry \d+, id: Use text that is not blank$/,
    ],
    [
      'categories without "all"',
      (d) => (d.categories = (d.categories as { id: string }[]).filter((c) => c.id !== 'all')),
      'categories must include "all" (All Products)',
    ],
    [
      'a slide with an unsafe link',
      (d) => ((d.sliderItems as Entries)[1]!.buttonLink = 'javascript:alert(1)'),
      '1 of 3 slider items is invalid: Entry 2, buttonLink: Use a site path such as /products/new or a full http:// or https:// address',
    ],
    [
      'a slider with no items',
      (d) => (d.sliderItems = []),
      'sliderItems: At least one slider item is required',
    ],
    [
      'an inspiration with an unknown room',
      (d) => ((d.inspirations as Entries)[0]!.category = 'garage'),
      /^1 of \d+ design inspirations? (is|are) invalid: Entry 1, category: Use one of the rooms living, bedroom, dining, office, bathroom$/,
    ],
    [
      'gallery entries that are not image addresses',
      (d) => (d.gallery as unknown[]).push('javascript:alert(1)', 42),
      '2 of 9 gallery images are invalid: Entry 8: Use an image of the catalogue (images/...), an http:// or https:// address or an image data URL; Entry 9: Use an image of the catalogue (images/...), an http:// or https:// address or an image data URL',
    ],
    [
      'site settings with a missing field',
      (d) => delete (d.siteSettings as Doc).companyName,
      'siteSettings is invalid (first problem: companyName must be text)',
    ],
    [
      'site settings with a non-text field',
      (d) => ((d.siteSettings as Doc).siteName = 5),
      'siteSettings is invalid (first problem: siteName must be text)',
    ],
    [
      'social links with a link missing',
      (d) => delete (d.socialLinks as Doc).tiktok,
      'socialLinks is invalid (first problem: tiktok must be text)',
    ],
    [
      'social links with a link that is not http(s)',
      (d) => ((d.socialLinks as Doc).youtube = 'javascript:alert(1)'),
      'socialLinks is invalid (first problem: Invalid URL for YouTube. Please include http:// or https://)',
    ],
  ])('refuses %s, saying why', (_what, mutate, error) => {
    expect(errorOf(sampleText(mutate))).toEqual(
      typeof error === 'string' ? error : expect.stringMatching(error),
    );
  });

  it('accepts a catalogue kept by hand, with no export date', () => {
    expect(parseCatalogueDocument(sampleText((d) => delete d.exportedAt)).ok).toBe(true);
  });

  it('refuses an export date that is not text', () => {
    expect(errorOf(sampleText((d) => (d.exportedAt = 5)))).toBe(
      'exportedAt must be the date the file was exported',
    );
  });

  it('reads version 1 files, and version 2 with catalogue image paths and fallback slides', () => {
    expect(parseCatalogueDocument(sampleText((d) => (d.version = 1))).ok).toBe(true);
    const published = readFileSync('catalogue/catalogue.json', 'utf8');
    const result = parseCatalogueDocument(published);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.document.products[0]!.images[0]).toMatch(/^images\/products\//);
      expect(result.document.fallbackSliderItems).toHaveLength(4);
    }
  });

  it('refuses image paths that leave the catalogue folder', () => {
    const result = parseCatalogueDocument(
      sampleText((d) => ((d.gallery as unknown[])[0] = 'images/../../etc/passwd')),
    );
    expect(result.ok).toBe(false);
  });

  it('reads a catalogue written before the trade fields with their defaults', () => {
    const result = parseCatalogueDocument(
      sampleText((d) => {
        for (const product of d.products as Record<string, unknown>[]) {
          for (const key of ['sku', 'moq', 'packSize', 'priceTiers', 'leadTimeDays', 'specs'])
            delete product[key];
        }
      }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.document.products[0]).toMatchObject({
      sku: '',
      moq: 1,
      packSize: 1,
      priceTiers: [],
      specs: [],
    });
    expect(result.document.products[0]!.leadTimeDays).toBeUndefined();
  });

  it('names the entry, field and reason of wrong trade fields', () => {
    const refusal = refusalOf(
      sampleText((d) => {
        const products = d.products as Record<string, unknown>[];
        products[0]!.moq = 0;
        products[1]!.priceTiers = [
          { minQuantity: 200, price: 229 },
          { minQuantity: 100, price: 214.5 },
        ];
        products[2]!.packSize = 2.5;
        products[3]!.priceTiers = [{ minQuantity: 58, price: 800 }];
        products[4]!.sku = 'eh-mir-001';
        products[5]!.specs = [{ label: '', value: '50 cm' }];
        products[6]!.leadTimeDays = 'soon';
      }),
    );
    expect(refusal.problems).toEqual([
      {
        entry: 1,
        field: 'moq',
        message: 'Minimum order must be a whole number from 1 to 99999',
      },
      {
        entry: 2,
        field: 'priceTiers',
        message: 'Price break quantities must increase and their prices must fall',
      },
      {
        entry: 3,
        field: 'packSize',
        message: 'Pack size must be a whole number from 1 to 99999',
      },
      {
        entry: 4,
        field: 'priceTiers',
        message: 'Every price break must be cheaper than the base price',
      },
      { entry: 5, field: 'sku', message: 'Another product already has the SKU eh-mir-001' },
      {
        entry: 6,
        field: 'specs.1.label',
        message: 'Each spec needs a label, such as Width',
      },
      {
        entry: 7,
        field: 'leadTimeDays',
        message: 'Lead time must be a whole number of days from 0 to 540',
      },
    ]);
  });
});
