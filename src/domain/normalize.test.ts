import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blankProductDetails, tradeTerms } from '@fixtures/product';
import {
  CartLineSchema,
  CategorySchema,
  ProductSchema,
  SiteSettingsSchema,
  SliderItemSchema,
} from './schemas';
import type { Product, SiteSettings, SocialLinks } from './types';
import {
  MAX_LIST_ENTRIES,
  normalizeAuth,
  normalizeCart,
  normalizeCategories,
  normalizeGallery,
  normalizeInspirations,
  normalizeProducts,
  normalizeSiteSettings,
  normalizeSliderItems,
  normalizeSocialLinks,
} from './normalize';

const goodProduct: Product = {
  id: 1,
  name: 'Oak Mirror',
  category: 'mirrors',
  price: 129.99,
  images: ['https://img.example/1.png'],
  description: 'Solid oak',
  keywords: ['oak'],
  tags: ['Modern'],
  relatedProductIds: [2],
  isNew: true,
  isBestseller: false,
};

describe('list containers', () => {
  it.each([null, undefined, 42, 'text', { length: 1 }])('refuse %j', (raw) => {
    expect(normalizeProducts(raw)).toBeNull();
    expect(normalizeCategories(raw)).toBeNull();
    expect(normalizeSliderItems(raw)).toBeNull();
    expect(normalizeInspirations(raw)).toBeNull();
    expect(normalizeGallery(raw)).toBeNull();
    expect(normalizeCart(raw)).toBeNull();
  });
});

describe('normalizeProducts', () => {
  it('passes clean data through unrepaired', () => {
    expect(normalizeProducts([goodProduct])).toEqual({ value: [goodProduct], repaired: false });
  });

  it('converts numeric strings and comma strings', () => {
    const result = normalizeProducts([
      {
        ...goodProduct,
        id: '5',
        price: ' 19.5 ',
        keywords: 'a, b,,',
        tags: ['x', 3, '', null],
        relatedProductIds: ['7', 8, 'nine', 1.5],
        isNew: 'true',
        isBestseller: 'yes',
      },
    ]);
    expect(result?.repaired).toBe(true);
    expect(result?.value).toEqual([
      {
        ...goodProduct,
        id: 5,
        price: 19.5,
        keywords: ['a', 'b'],
        tags: ['x'],
        relatedProductIds: [7, 8],
        isNew: true,
        isBestseller: false,
      },
    ]);
  });

  it('drops entries without a usable id, name or price', () => {
    const result = normalizeProducts([
      { ...goodProduct, id: 'abc' },
      { ...goodProduct, id: 2.5 },
      { ...goodProduct, id: 3, name: '' },
      { ...goodProduct, id: 4, name: undefined },
      { ...goodProduct, id: 5, price: 'cheap' },
      { ...goodProduct, id: 6, price: -1 },
      { ...goodProduct, id: 7, price: null },
      null,
      42,
      'product',
      { ...goodProduct, id: 8 },
    ]);
    expect(result?.value.map((p) => p.id)).toEqual([8]);
    expect(result?.repaired).toBe(true);
  });

  it('fills defaults for missing optional fields and keeps image-less products', () => {
    const result = normalizeProducts([{ id: 9, name: 'Bare', price: 0, images: [null, '  '] }]);
    expect(result?.value).toEqual([
      {
        id: 9,
        name: 'Bare',
        category: 'all',
        price: 0,
        images: [],
        ...blankProductDetails(),
      },
    ]);
    expect(result?.repaired).toBe(true);
  });

  it('wraps a single image string', () => {
    const result = normalizeProducts([{ ...goodProduct, images: 'https://img.example/a.png' }]);
    expect(result?.value[0]?.images).toEqual(['https://img.example/a.png']);
  });

  it('keeps the first of duplicate ids', () => {
    const result = normalizeProducts([goodProduct, { ...goodProduct, name: 'Second' }]);
    expect(result?.value).toHaveLength(1);
    expect(result?.value[0]?.name).toBe('Oak Mirror');
    expect(result?.repaired).toBe(true);
  });

  it('caps huge lists', () => {
    const huge = Array.from({ length: MAX_LIST_ENTRIES + 5 }, (_, i) => ({
      ...goodProduct,
      id: i + 1,
    }));
    const result = normalizeProducts(huge);
    expect(result?.value).toHaveLength(MAX_LIST_ENTRIES);
    expect(result?.repaired).toBe(true);
  });
});

describe('normalizeCategories', () => {
  it('keeps valid categories and reports nothing', () => {
    const raw = [
      { id: 'all', name: 'All Products' },
      { id: 'mirrors', name: 'Mirrors', subcategories: [{ id: 'mirrors_pu', name: 'PU' }] },
    ];
    expect(normalizeCategories(raw)).toEqual({ value: raw, repaired: false });
  });

  it('falls back to the id for a missing name and drops bad subcategories', () => {
    const result = normalizeCategories([
      { id: 'all', name: 'All Products' },
      { id: 'decor' },
      {
        id: 'mirrors',
        name: 'Mirrors',
        subcategories: [{ id: 'mirrors_pu', name: 'PU' }, { id: 5, name: 'x' }, null, { id: 'y' }],
      },
      { id: 'lighting', name: 'Lighting', subcategories: 'none' },
      { name: 'No id' },
      { id: 12, name: 'Numeric id' },
      'furniture',
    ]);
    expect(result?.value).toEqual([
      { id: 'all', name: 'All Products' },
      { id: 'decor', name: 'decor' },
      { id: 'mirrors', name: 'Mirrors', subcategories: [{ id: 'mirrors_pu', name: 'PU' }] },
      { id: 'lighting', name: 'Lighting' },
    ]);
    expect(result?.repaired).toBe(true);
  });

  it("inserts 'all' at the start when it is missing", () => {
    const result = normalizeCategories([{ id: 'decor', name: 'Decor' }]);
    expect(result?.value[0]).toEqual({ id: 'all', name: 'All Products' });
    expect(result?.value).toHaveLength(2);
    expect(result?.repaired).toBe(true);
    expect(normalizeCategories([])?.value).toEqual([{ id: 'all', name: 'All Products' }]);
  });
});

describe('normalizeSliderItems', () => {
  const item = {
    id: '1',
    imageUrl: 'https://img.example/s.png',
    caption: 'Mirror',
    buttonText: 'Shop Now',
    buttonLink: '/products/category/mirrors',
  };

  it('keeps valid items unrepaired', () => {
    expect(normalizeSliderItems([item])).toEqual({ value: [item], repaired: false });
  });

  it('defaults the button, converts numeric ids and replaces unsafe links', () => {
    const result = normalizeSliderItems([
      { id: 1700000000000, imageUrl: item.imageUrl, caption: 'A' },
      { ...item, id: 'b', buttonLink: 'javascript:alert(1)' },
      { ...item, id: 'c', buttonLink: '//evil.example' },
    ]);
    expect(result?.value).toEqual([
      {
        id: '1700000000000',
        imageUrl: item.imageUrl,
        caption: 'A',
        buttonText: 'Shop Now',
        buttonLink: '/',
      },
      { ...item, id: 'b', buttonLink: '/' },
      { ...item, id: 'c', buttonLink: '/' },
    ]);
    expect(result?.repaired).toBe(true);
  });

  it('drops items without an image, caption or id, and returns an empty list as is', () => {
    const result = normalizeSliderItems([
      { ...item, imageUrl: 5 },
      { ...item, caption: null },
      { ...item, id: undefined },
      [],
    ]);
    expect(result).toEqual({ value: [], repaired: true });
    expect(normalizeSliderItems([])).toEqual({ value: [], repaired: false });
  });
});

describe('normalizeInspirations', () => {
  const inspiration = {
    id: 'living-1',
    title: 'Calm living room',
    description: 'Soft light',
    backgroundImage: 'https://img.example/room.png',
    category: 'living',
    products: [{ productId: 1, position: { x: 30, y: 60 } }],
  };

  it('keeps valid entries unrepaired', () => {
    expect(normalizeInspirations([inspiration])).toEqual({
      value: [inspiration],
      repaired: false,
    });
  });

  it('drops unknown rooms and entries missing a title or image', () => {
    const result = normalizeInspirations([
      { ...inspiration, id: 'a', category: 'garage' },
      { ...inspiration, id: 'b', title: 7 },
      { ...inspiration, id: 'c', backgroundImage: '' },
      { ...inspiration, id: 'd' },
    ]);
    expect(result?.value.map((i) => i.id)).toEqual(['d']);
    expect(result?.repaired).toBe(true);
  });

  it('clamps positions, converts ids and drops broken hotspots', () => {
    const result = normalizeInspirations([
      {
        ...inspiration,
        description: undefined,
        products: [
          { productId: '2', position: { x: -5, y: 140 } },
          { productId: 'x', position: { x: 1, y: 1 } },
          { productId: 3 },
          { productId: 4, position: { x: 'left', y: 2 } },
        ],
      },
    ]);
    expect(result?.value[0]?.description).toBe('');
    expect(result?.value[0]?.products).toEqual([{ productId: 2, position: { x: 0, y: 100 } }]);
    expect(result?.repaired).toBe(true);
  });
});

const defaultLinks: SocialLinks = {
  facebook: 'https://facebook.com/default',
  twitter: 'https://twitter.com/default',
  instagram: 'https://instagram.com/default',
  pinterest: 'https://pinterest.com/default',
  linkedin: 'https://linkedin.com/default',
  youtube: 'https://youtube.com/default',
  tiktok: 'https://tiktok.com/default',
};

describe('normalizeSocialLinks', () => {
  it('merges stored values over the defaults without calling it a repair', () => {
    const result = normalizeSocialLinks(
      { facebook: 'https://facebook.com/mine', twitter: '' },
      defaultLinks,
    );
    expect(result).toEqual({
      value: { ...defaultLinks, facebook: 'https://facebook.com/mine', twitter: '' },
      repaired: false,
    });
  });

  it('replaces unsafe or wrongly typed values with the default', () => {
    const result = normalizeSocialLinks(
      { facebook: 'javascript:alert(1)', youtube: 42, tiktok: '/local', linkedin: null },
      defaultLinks,
    );
    expect(result).toEqual({ value: defaultLinks, repaired: true });
  });

  it('refuses a value that is not an object', () => {
    expect(normalizeSocialLinks(['x'], defaultLinks)).toBeNull();
    expect(normalizeSocialLinks('x', defaultLinks)).toBeNull();
  });
});

const defaultSettings: SiteSettings = {
  siteName: 'ELIFEHOME',
  companyName: 'eLife Home Co.',
  contactEmail: 'sales@elifehome.example',
  contactPhone: '+1 212 555 0100',
  address: 'New York',
  siteDescription: 'd',
  siteKeywords: 'k',
  logoUrl: '',
  socialLinks: defaultLinks,
  metaDescription: 'm',
  metaKeywords: 'mk',
  siteTitle: 't',
  companySearchDescription: 'c',
  aboutDescription: 'a',
  advantages: '',
  contactPerson: 'p',
  additionalEmail: '',
  contactFormMessage: 'f',
  formEndpoint: '',
  portOfLoading: 'Ningbo, China',
  incoterms: ['FOB'],
  priceIncoterm: 'FOB',
  containerTypes: [{ name: "20' GP", usableM3: 28, payloadKg: 28180 }],
};

describe('normalizeSiteSettings', () => {
  it('keeps a complete stored object', () => {
    const stored = { ...defaultSettings, siteName: 'My Shop' };
    expect(normalizeSiteSettings(stored, defaultSettings)).toEqual({
      value: stored,
      repaired: false,
    });
  });

  it('uses defaults for wrong types and drops unknown keys', () => {
    const result = normalizeSiteSettings(
      { ...defaultSettings, siteName: 42, address: null, extra: 'x', socialLinks: 'bad' },
      defaultSettings,
    );
    expect(result?.value).toEqual(defaultSettings);
    expect(result?.value).not.toHaveProperty('extra');
    expect(result?.repaired).toBe(true);
  });

  it('repairs nested social links', () => {
    const result = normalizeSiteSettings(
      { ...defaultSettings, socialLinks: { facebook: 'data:text/html,x' } },
      defaultSettings,
    );
    expect(result?.value.socialLinks.facebook).toBe(defaultLinks.facebook);
    expect(result?.repaired).toBe(true);
  });

  it('refuses non-objects', () => {
    expect(normalizeSiteSettings(null, defaultSettings)).toBeNull();
    expect(normalizeSiteSettings([], defaultSettings)).toBeNull();
  });
});

describe('normalizeGallery', () => {
  it('keeps safe image sources once, in order', () => {
    const result = normalizeGallery([
      'https://img.example/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://img.example/a.png',
      'javascript:alert(1)',
      '',
      7,
      null,
    ]);
    expect(result).toEqual({
      value: ['https://img.example/a.png', 'data:image/png;base64,iVBORw0KGgo='],
      repaired: true,
    });
    expect(normalizeGallery(['https://img.example/b.png'])?.repaired).toBe(false);
  });
});

describe('normalizeCart', () => {
  const line = {
    id: 1,
    name: 'Oak Mirror',
    price: 129.99,
    image: 'https://img/1.png',
    quantity: 2,
  };

  it('keeps valid lines unrepaired', () => {
    expect(normalizeCart([line])).toEqual({ value: [line], repaired: false });
  });

  it('repairs quantities and images, drops bad lines and merges duplicates', () => {
    const result = normalizeCart([
      { ...line, quantity: 0 },
      { ...line, id: '2', quantity: 'many', image: undefined },
      { ...line, id: 1, quantity: 3 },
      { ...line, id: 3, price: -1 },
      { ...line, id: 4, price: 'free' },
      { ...line, id: 5, name: null },
      { ...line, id: 6, quantity: 2.5 },
      null,
    ]);
    expect(result?.value).toEqual([
      { ...line, quantity: 4 },
      { ...line, id: 2, quantity: 1, image: '' },
      { ...line, id: 6, quantity: 1 },
    ]);
    expect(result?.repaired).toBe(true);
  });

  it('keeps a line per variant and merges two lines of one variant whatever the case', () => {
    const oak = { ...line, variant: 'EH-MIR-001-80-OAK', variantLabel: 'Size: 80 cm, Frame: Oak' };
    const walnut = { ...line, variant: 'EH-MIR-001-80-WAL', variantLabel: 'Size: 80 cm' };
    const result = normalizeCart([line, oak, walnut, { ...oak, variant: 'eh-mir-001-80-oak' }]);
    expect(result?.value).toEqual([line, { ...oak, quantity: 4 }, walnut]);
    expect(result?.repaired).toBe(true);
  });
});

describe('normalizeAuth', () => {
  it('accepts only literal true', () => {
    expect(normalizeAuth({ isAuthenticated: true, isAdmin: false })).toEqual({
      value: { isAuthenticated: true, isAdmin: false },
      repaired: false,
    });
    expect(normalizeAuth({ isAuthenticated: 'true', isAdmin: 1 })).toEqual({
      value: { isAuthenticated: false, isAdmin: false },
      repaired: true,
    });
    expect(normalizeAuth(null)).toBeNull();
    expect(normalizeAuth(true)).toBeNull();
  });
});

describe('upper bounds', () => {
  it('cuts names back to their limit and drops prices over the maximum', () => {
    const result = normalizeProducts([
      { ...goodProduct, name: 'n'.repeat(121) },
      { ...goodProduct, id: 2, price: 10_000_000 },
      { ...goodProduct, id: 3, price: 9_999_999.99, name: `${'n'.repeat(119)}😀` },
    ]);
    expect(result?.repaired).toBe(true);
    expect(result?.value.map((p) => p.id)).toEqual([1, 3]);
    expect(result?.value[0]?.name).toBe('n'.repeat(120));
    // An emoji is never cut in half: the name ends before it.
    expect(result?.value[1]?.name).toBe('n'.repeat(119));
    const categories = normalizeCategories([
      { id: 'all', name: 'All Products' },
      { id: 'c', name: 'c'.repeat(121), subcategories: [{ id: 'c_s', name: 's'.repeat(121) }] },
    ]);
    expect(categories?.value[1]).toEqual({
      id: 'c',
      name: 'c'.repeat(120),
      subcategories: [{ id: 'c_s', name: 's'.repeat(120) }],
    });
    expect(categories?.repaired).toBe(true);
  });

  it('cuts the site name for the header and drops cart lines over the maximum price', () => {
    const settings = normalizeSiteSettings(
      { ...defaultSettings, siteName: 's'.repeat(41) },
      defaultSettings,
    );
    expect(settings).toEqual({
      value: { ...defaultSettings, siteName: 's'.repeat(40) },
      repaired: true,
    });
    const cart = normalizeCart([
      { id: 1, name: 'x', price: 10_000_000, image: '', quantity: 1 },
      { id: 2, name: 'y', price: 5, image: '', quantity: 1 },
    ]);
    expect(cart?.value.map((line) => line.id)).toEqual([2]);
  });
});

describe('agreement with the schemas', () => {
  it('every repaired value passes its entity schema', () => {
    const products = normalizeProducts([
      { ...goodProduct, id: '5', price: ' 19.5 ', keywords: 'a, b', isNew: 'true' },
      { id: 9, name: 'Bare', price: 0, images: [null, '  '] },
    ]);
    expect(v.is(v.array(ProductSchema), products?.value)).toBe(true);
    const categories = normalizeCategories([{ id: 'decor' }, { id: 'm', subcategories: 'x' }]);
    expect(v.is(v.array(CategorySchema), categories?.value)).toBe(true);
    const slider = normalizeSliderItems([{ id: 17, imageUrl: 'https://img/s.png', caption: '' }]);
    expect(v.is(v.array(SliderItemSchema), slider?.value)).toBe(true);
    const settings = normalizeSiteSettings({ siteName: 4 }, defaultSettings);
    expect(v.is(SiteSettingsSchema, settings?.value)).toBe(true);
    const cart = normalizeCart([{ id: '3', name: 'c', price: '2', quantity: 'x' }]);
    expect(v.is(v.array(CartLineSchema), cart?.value)).toBe(true);
  });
});

describe('trade fields (docs/requirements.md#trade-terms)', () => {
  const trade = {
    ...tradeTerms('EH-MIR-001', 20, 6, [50, 99], [200, 89]),
    leadTimeDays: 30,
    specs: [{ label: 'Width', value: '120 cm' }],
  };

  it('keeps valid trade fields as stored, and leaves a product without them as it was', () => {
    expect(normalizeProducts([{ ...goodProduct, ...trade }])).toEqual({
      value: [{ ...goodProduct, ...trade }],
      repaired: false,
    });
    expect(normalizeProducts([goodProduct])).toEqual({ value: [goodProduct], repaired: false });
  });

  it('defaults wrong values and drops broken price breaks and specs', () => {
    const result = normalizeProducts([
      {
        ...goodProduct,
        sku: 42,
        moq: 0,
        packSize: 'six',
        leadTimeDays: -3,
        priceTiers: [
          { minQuantity: 50, price: 99 },
          { minQuantity: 40, price: 90 },
          { minQuantity: 100, price: 150 },
          { minQuantity: 200, price: 89 },
          'cheap',
        ],
        specs: [{ label: 'Width', value: '120 cm' }, { label: '', value: 'x' }, 'Depth'],
      },
    ]);
    expect(result?.repaired).toBe(true);
    expect(result?.value[0]).toEqual({
      ...goodProduct,
      ...tradeTerms('', 1, 1, [50, 99], [200, 89]),
      specs: [{ label: 'Width', value: '120 cm' }],
    });
    expect(v.is(v.array(ProductSchema), result?.value)).toBe(true);
  });

  it('keeps a cart line’s terms, defaults wrong ones and drops what a line does not carry', () => {
    const cart = normalizeCart([
      { id: 1, name: 'Mirror', price: 129.99, image: '', quantity: 24, ...trade, moq: 'x' },
    ]);
    // A line is priced and stepped by its SKU, minimum, pack and breaks; the product's lead time
    // and specs are not the cart's (docs/requirements.md#cart-line).
    const { leadTimeDays: _lead, specs: _specs, ...terms } = trade;
    expect(cart?.value).toEqual([
      { id: 1, name: 'Mirror', price: 129.99, image: '', quantity: 24, ...terms, moq: 1 },
    ]);
    expect(cart?.repaired).toBe(true);
    expect(v.is(v.array(CartLineSchema), cart?.value)).toBe(true);
  });
});
