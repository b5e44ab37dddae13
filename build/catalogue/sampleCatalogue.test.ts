// The sample catalogue the repository publishes (catalogue/): what a new site starts with.
import { existsSync, readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import {
  FALLBACK_SLIDER_ITEMS,
  SAMPLE_CATEGORIES,
  SAMPLE_GALLERY,
  SAMPLE_INSPIRATIONS,
  SAMPLE_PRODUCTS,
  SAMPLE_SITE_SETTINGS,
  SAMPLE_SLIDER_ITEMS,
  SAMPLE_SOCIAL_LINKS,
  sampleCatalogue,
} from '../../stories/fixtures/catalogue.ts';
import { catalogueImages } from '../../src/domain/catalogueImages.ts';
import {
  hasVariants,
  optionDisplay,
  valueImage,
  variantIssues,
} from '../../src/domain/variants.ts';

const ALLOWED_TAGS = ['Minimalist', 'Modern', 'Scandinavian', 'Luxury', 'Industrial'];
const PHONE_PATTERN = /^\+?[0-9\s\-()]{8,20}$/;

const productIds = new Set(SAMPLE_PRODUCTS.map((p) => p.id));
const categoryIds = new Set(
  SAMPLE_CATEGORIES.flatMap((c) => [c.id, ...(c.subcategories ?? []).map((s) => s.id)]),
);

describe('SAMPLE_PRODUCTS', () => {
  it('has the seven default products', () => {
    expect(SAMPLE_PRODUCTS).toHaveLength(7);
  });

  it('prices range from 129.99 to 899.99', () => {
    const prices = SAMPLE_PRODUCTS.map((p) => p.price);
    expect(Math.min(...prices)).toBe(129.99);
    expect(Math.max(...prices)).toBe(899.99);
  });

  it('sells at least a third of the products in variants, with pictures for option values', () => {
    const sold = SAMPLE_PRODUCTS.filter((p) => hasVariants(p));
    expect(sold.length * 3).toBeGreaterThanOrEqual(SAMPLE_PRODUCTS.length);
    for (const p of sold) expect(variantIssues(p), p.name).toEqual([]);
    // The frames, fabrics and finishes each show their own pictures: two values at least.
    const pictured = sold.flatMap((p) =>
      (p.options ?? []).flatMap((option) =>
        option.values.filter((value) => valueImage(p, option.name, value) !== undefined),
      ),
    );
    expect(pictured.length).toBeGreaterThanOrEqual(2);
    const swatches = sold.flatMap((p) =>
      (p.options ?? []).filter((option) => optionDisplay(p, option) === 'swatch'),
    );
    expect(swatches.map((option) => option.name).sort()).toEqual(['Fabric', 'Finish', 'Frame']);
    for (const image of sold.flatMap((p) => p.variants!.flatMap((v) => v.images ?? [])))
      expect(existsSync(`catalogue/${image.replace('/catalogue/source/', '')}`), image).toBe(true);
  });

  it('has unique integer ids', () => {
    for (const p of SAMPLE_PRODUCTS) expect(Number.isInteger(p.id)).toBe(true);
    expect(productIds.size).toBe(SAMPLE_PRODUCTS.length);
  });

  it('gives every product 2-4 images', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.images.length, p.name).toBeGreaterThanOrEqual(2);
      expect(p.images.length, p.name).toBeLessThanOrEqual(4);
      for (const url of p.images) expect(url).toMatch(/^\/catalogue\/source\/images\//);
    }
  });

  it('tags every product only with the five offered tags, and uses each tag', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.tags.length, p.name).toBeGreaterThanOrEqual(1);
      for (const tag of p.tags) expect(ALLOWED_TAGS).toContain(tag);
    }
    const used = new Set(SAMPLE_PRODUCTS.flatMap((p) => p.tags));
    for (const tag of ALLOWED_TAGS) expect(used.has(tag), tag).toBe(true);
  });

  it('has 4-6 keywords and trade-buyer copy per product', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.keywords.length, p.name).toBeGreaterThanOrEqual(4);
      expect(p.keywords.length, p.name).toBeLessThanOrEqual(6);
      expect(p.description.length, p.name).toBeGreaterThanOrEqual(250);
      expect(p.description.length, p.name).toBeLessThanOrEqual(600);
      expect(p.description.toLowerCase()).not.toContain('lorem');
    }
  });

  it('relates only to other existing products', () => {
    for (const p of SAMPLE_PRODUCTS) {
      expect(p.relatedProductIds.length, p.name).toBeGreaterThanOrEqual(2);
      for (const id of p.relatedProductIds) {
        expect(productIds.has(id), `${p.id} -> ${id}`).toBe(true);
        expect(id).not.toBe(p.id);
      }
    }
  });

  it('places every product in an existing category or subcategory', () => {
    for (const p of SAMPLE_PRODUCTS) expect(categoryIds.has(p.category), p.category).toBe(true);
  });

  it('fills both the new and the bestseller lists with at least three products', () => {
    expect(SAMPLE_PRODUCTS.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(3);
    expect(SAMPLE_PRODUCTS.filter((p) => p.isBestseller).length).toBeGreaterThanOrEqual(3);
  });
});

describe('SAMPLE_CATEGORIES', () => {
  it("includes 'all' first", () => {
    expect(SAMPLE_CATEGORIES[0]).toEqual({ id: 'all', name: 'All Products' });
  });

  it('lists the default categories in order', () => {
    expect(SAMPLE_CATEGORIES.map((c) => c.id)).toEqual([
      'all',
      'mirrors',
      'furniture',
      'fireplace',
      'lighting',
      'decor',
    ]);
  });

  it("derives subcategory ids from the parent id plus '_'", () => {
    for (const c of SAMPLE_CATEGORIES) {
      for (const s of c.subcategories ?? []) expect(s.id.startsWith(`${c.id}_`), s.id).toBe(true);
    }
  });
});

describe('slider items', () => {
  it('seeds three items linking to mirrors, lighting and tables', () => {
    expect(SAMPLE_SLIDER_ITEMS).toHaveLength(3);
    expect(SAMPLE_SLIDER_ITEMS.map((s) => s.buttonLink)).toEqual([
      '/products/category/mirrors',
      '/products/category/lighting',
      '/products/category/furniture_tables',
    ]);
    for (const s of SAMPLE_SLIDER_ITEMS) expect(s.buttonText).toBe('Shop Now');
  });

  it("falls back to four slides linking to '/'", () => {
    expect(FALLBACK_SLIDER_ITEMS).toHaveLength(4);
    for (const s of FALLBACK_SLIDER_ITEMS) {
      expect(s.buttonLink).toBe('/');
      expect(s.buttonText).toBe('Shop Now');
    }
  });
});

describe('SAMPLE_INSPIRATIONS', () => {
  it('covers all five rooms', () => {
    const rooms = new Set(SAMPLE_INSPIRATIONS.map((i) => i.category));
    expect([...rooms].sort()).toEqual(['bathroom', 'bedroom', 'dining', 'living', 'office']);
  });

  it('points every hotspot at an existing product inside the image', () => {
    for (const inspiration of SAMPLE_INSPIRATIONS) {
      expect(inspiration.products.length).toBeGreaterThanOrEqual(1);
      for (const hotspot of inspiration.products) {
        expect(productIds.has(hotspot.productId), inspiration.id).toBe(true);
        for (const v of [hotspot.position.x, hotspot.position.y]) {
          expect(v).toBeGreaterThanOrEqual(10);
          expect(v).toBeLessThanOrEqual(90);
        }
      }
    }
  });
});

describe('gallery and social links', () => {
  it('seeds seven gallery images', () => {
    expect(SAMPLE_GALLERY).toHaveLength(7);
    expect(new Set(SAMPLE_GALLERY).size).toBe(7);
  });

  it('has all seven social links over https', () => {
    const links = Object.values(SAMPLE_SOCIAL_LINKS);
    expect(Object.keys(SAMPLE_SOCIAL_LINKS).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'tiktok',
      'twitter',
      'youtube',
    ]);
    for (const url of links) expect(url).toMatch(/^https:\/\//);
  });
});

describe('SAMPLE_SITE_SETTINGS', () => {
  it("names the site 'ELIFEHOME'", () => {
    expect(SAMPLE_SITE_SETTINGS.siteName).toBe('ELIFEHOME');
  });

  it('mentions over 10 years of experience', () => {
    expect(SAMPLE_SITE_SETTINGS.aboutDescription).toContain('over 10 years');
    expect(SAMPLE_SITE_SETTINGS.siteDescription).toContain('over 10 years');
  });

  it('keeps title and descriptions within their limits', () => {
    expect(SAMPLE_SITE_SETTINGS.siteTitle.length).toBeLessThanOrEqual(60);
    expect(SAMPLE_SITE_SETTINGS.metaDescription.length).toBeLessThanOrEqual(160);
    expect(SAMPLE_SITE_SETTINGS.siteDescription.length).toBeLessThanOrEqual(160);
  });

  it('has a valid phone and a New York address', () => {
    expect(SAMPLE_SITE_SETTINGS.contactPhone).toMatch(PHONE_PATTERN);
    expect(SAMPLE_SITE_SETTINGS.address).toContain('New York');
  });

  it('lists the four default advantages and reuses the social links', () => {
    expect(SAMPLE_SITE_SETTINGS.advantages.split(',').map((a) => a.trim())).toEqual([
      'Global Export Expertise',
      'Diverse Product Range',
      'Quality Assurance',
      'Reliable Partnership',
    ]);
    expect(SAMPLE_SITE_SETTINGS.socialLinks).toEqual(SAMPLE_SOCIAL_LINKS);
  });
});

describe('the catalogue folder', () => {
  it('holds a file for every image the catalogue names, and no image on another host', () => {
    const document = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8'));
    const names = catalogueImages(document);
    expect(names.length).toBeGreaterThanOrEqual(39);
    for (const name of names) {
      expect(name).toMatch(/^images\//);
      expect(existsSync(`catalogue/${name}`), name).toBe(true);
    }
  });
});

describe('sampleCatalogue', () => {
  it('returns deep copies that callers can mutate safely', () => {
    const catalogue = sampleCatalogue();
    expect(catalogue.products).toEqual(SAMPLE_PRODUCTS);
    expect(catalogue.products).not.toBe(SAMPLE_PRODUCTS);
    catalogue.products[0]!.name = 'Changed';
    catalogue.siteSettings.socialLinks.facebook = 'https://example.com';
    expect(SAMPLE_PRODUCTS[0]!.name).not.toBe('Changed');
    expect(SAMPLE_SOCIAL_LINKS.facebook).toBe('https://www.facebook.com/elifehome');
  });
});
