import { describe, expect, it } from 'vitest';
import { jsonLdSettings } from '@fixtures/structuredData';
import type { Product } from './types';
import { itemListJsonLd, listDescription } from './jsonLdLists';
import { productJsonLd, variesByProperty } from './jsonLdProduct';
import { breadcrumbJsonLd, categoryCrumbs } from './structuredData';

const settings = jsonLdSettings;

const product: Product = {
  id: 42,
  name: 'Oak Mirror',
  category: 'mirrors_wooden',
  price: 129.9,
  images: ['https://img.example/42.png', '/local/42b.png', 'data:image/png;base64,AAAA'],
  description: 'Solid oak frame',
  keywords: ['oak', 'mirror'],
  tags: ['Modern'],
  relatedProductIds: [],
  isNew: true,
  isBestseller: false,
  material: 'Solid oak, linen',
  size: { widthCm: 80, depthCm: 4, heightCm: 80, weightKg: 7.2 },
};

describe('productJsonLd', () => {
  const node = productJsonLd(
    product,
    settings,
    'https://shop.example/',
    'Wooden Mirrors',
    new Date('2024-03-15T12:00:00Z'),
  );

  it('describes the product with the required offer values', () => {
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oak Mirror',
      description: 'Solid oak frame',
      sku: 'ELH-42',
      brand: { '@type': 'Brand', name: 'ELIFEHOME' },
      category: 'Wooden Mirrors',
      keywords: 'oak, mirror',
      material: 'Solid oak, linen',
      offers: {
        '@type': 'Offer',
        price: '129.90',
        priceCurrency: 'USD',
        priceValidUntil: '2025-03-15',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: 'https://shop.example/products/42',
      },
    });
  });

  it('gives the product’s own size and weight in centimetres and kilograms', () => {
    expect(node).toMatchObject({
      width: { '@type': 'QuantitativeValue', value: 80, unitCode: 'CMT' },
      depth: { '@type': 'QuantitativeValue', value: 4, unitCode: 'CMT' },
      height: { '@type': 'QuantitativeValue', value: 80, unitCode: 'CMT' },
      weight: { '@type': 'QuantitativeValue', value: 7.2, unitCode: 'KGM' },
    });
  });

  it('leaves out a figure the product does not give', () => {
    const partial = { ...product, size: { heightCm: 180 } };
    const bare = productJsonLd(partial, settings, 'https://shop.example/', 'Mirrors', new Date());
    expect(bare).toMatchObject({ height: { value: 180, unitCode: 'CMT' } });
    for (const key of ['width', 'depth', 'weight']) expect(bare).not.toHaveProperty(key);
  });

  it('leaves material out when the product names none', () => {
    const { material: _material, ...plain } = product;
    const bare = productJsonLd(plain, settings, 'https://shop.example/', 'Mirrors', new Date());
    expect(bare).not.toHaveProperty('material');
  });

  it('lists absolute images only', () => {
    expect(node.image).toEqual([
      'https://img.example/42.png',
      'https://shop.example/local/42b.png',
    ]);
  });
});

describe('productJsonLd for a product sold in variants', () => {
  const mirror = {
    ...product,
    sku: 'EH-MIR-001',
    options: [
      { name: 'Size', values: ['60 cm', '80 cm'] },
      { name: 'Frame', values: ['Walnut', 'Oak'] },
    ],
    variants: [
      { sku: 'EH-MIR-001-60-WAL', options: { Size: '60 cm', Frame: 'Walnut' }, price: 99 },
      {
        sku: 'EH-MIR-001-60-OAK',
        options: { Size: '60 cm', Frame: 'Oak' },
        availability: 'discontinued' as const,
      },
      {
        sku: 'EH-MIR-001-80-OAK',
        options: { Size: '80 cm', Frame: 'Oak' },
        availability: 'made_to_order' as const,
        images: ['https://img.example/oak.png'],
      },
    ],
  };
  const node = productJsonLd(
    mirror,
    settings,
    'https://shop.example',
    'Wooden Mirrors',
    new Date('2024-03-15T12:00:00Z'),
  );

  it('is a ProductGroup that varies by size and material, with a Product per variant', () => {
    expect(node).toMatchObject({
      '@type': 'ProductGroup',
      name: 'Oak Mirror',
      productGroupID: 'EH-MIR-001',
      variesBy: ['https://schema.org/size', 'https://schema.org/material'],
    });
    const variants = node.hasVariant as Record<string, unknown>[];
    expect(variants.map((v) => v.sku)).toEqual([
      'EH-MIR-001-60-WAL',
      'EH-MIR-001-60-OAK',
      'EH-MIR-001-80-OAK',
    ]);
    expect(variants[0]).toMatchObject({
      '@type': 'Product',
      name: 'Oak Mirror (60 cm, Walnut)',
      size: '60 cm',
      material: 'Walnut',
      offers: {
        price: '99.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/42?variant=EH-MIR-001-60-WAL',
      },
    });
  });

  it('gives each variant its own price, pictures and availability', () => {
    const [, oak60, oak80] = node.hasVariant as Record<string, Record<string, unknown>>[];
    expect(oak60!.offers).toMatchObject({
      price: '129.90',
      availability: 'https://schema.org/Discontinued',
    });
    expect(oak80!.offers).toMatchObject({ availability: 'https://schema.org/MadeToOrder' });
    expect(oak80!.image).toEqual(['https://img.example/oak.png']);
  });

  it('names the group in each variant, and gives both values where two options are one property', () => {
    const variants = node.hasVariant as Record<string, unknown>[];
    expect(variants[0]!.inProductGroupWithID).toBe('EH-MIR-001');
    const twice = productJsonLd(
      {
        ...product,
        options: [
          { name: 'Frame', values: ['Oak'] },
          { name: 'Finish', values: ['Matte'] },
        ],
        variants: [{ sku: 'F-1', options: { Frame: 'Oak', Finish: 'Matte' } }],
      },
      settings,
      'https://shop.example',
      'Mirrors',
      new Date('2024-03-15T12:00:00Z'),
    );
    expect(twice.variesBy).toEqual(['https://schema.org/material']);
    expect((twice.hasVariant as Record<string, unknown>[])[0]!.material).toBe('Oak, Matte');
  });

  it('leaves out of variesBy an option schema.org has no property for', () => {
    expect(variesByProperty('Fabric')).toBe('material');
    expect(variesByProperty('Colour')).toBe('color');
    expect(variesByProperty('Pack')).toBeUndefined();
  });
});

/** An entry of a BreadcrumbList (its `item`) or an ItemList (its `url`), as expected. */
const listItem = (position: number, name: string, link: { item: string } | { url: string }) => ({
  '@type': 'ListItem',
  position,
  name,
  ...link,
});

describe('breadcrumbJsonLd', () => {
  it('starts at Home and numbers the steps from 1 with absolute addresses', () => {
    const node = breadcrumbJsonLd(
      [
        { name: 'Mirrors', path: '/products/category/mirrors' },
        { name: 'Oak Mirror', path: '/products/42' },
      ],
      'https://shop.example/',
    );
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        listItem(1, 'Home', { item: 'https://shop.example/' }),
        listItem(2, 'Mirrors', { item: 'https://shop.example/products/category/mirrors' }),
        listItem(3, 'Oak Mirror', { item: 'https://shop.example/products/42' }),
      ],
    });
  });
});

describe('itemListJsonLd', () => {
  it('lists the shown products in order by their page address, with the list’s total', () => {
    const node = itemListJsonLd(
      'Mirrors',
      [
        { id: 42, name: 'Oak Mirror' },
        { id: 7, name: 'Brass Mirror' },
      ],
      30,
      'https://shop.example',
    );
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Mirrors',
      numberOfItems: 30,
      itemListElement: [
        listItem(1, 'Oak Mirror', { url: 'https://shop.example/products/42' }),
        listItem(2, 'Brass Mirror', { url: 'https://shop.example/products/7' }),
      ],
    });
  });
});

describe('listDescription', () => {
  it('names the list, the site, the count and the first three products', () => {
    expect(listDescription('Mirrors', 'ELIFEHOME', 5, ['A', 'B', 'C', 'D'])).toBe(
      'Mirrors at ELIFEHOME: 5 products, including A, B, C.',
    );
    expect(listDescription('Oak', 'ELIFEHOME', 1, ['A'])).toBe(
      'Oak at ELIFEHOME: 1 product, including A.',
    );
  });

  it('says so when the list is empty', () => {
    expect(listDescription('Lamps', 'ELIFEHOME', 0, [])).toBe(
      'Lamps at ELIFEHOME: no products are listed here yet.',
    );
  });
});

describe('categoryCrumbs', () => {
  const categories = [
    { id: 'all', name: 'All Products' },
    {
      id: 'mirrors',
      name: 'Mirrors',
      subcategories: [{ id: 'mirrors_oak', name: 'Oak Mirrors' }],
    },
  ];

  it('gives the category, or the category and its subcategory, outermost first', () => {
    expect(categoryCrumbs(categories, 'mirrors')).toEqual([
      { name: 'Mirrors', path: '/products/category/mirrors' },
    ]);
    expect(categoryCrumbs(categories, 'mirrors_oak')).toEqual([
      { name: 'Mirrors', path: '/products/category/mirrors' },
      { name: 'Oak Mirrors', path: '/products/category/mirrors_oak' },
    ]);
  });

  it('is empty for an unknown id', () => {
    expect(categoryCrumbs(categories, 'lamps')).toEqual([]);
  });
});
