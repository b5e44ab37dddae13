import { describe, expect, it } from 'vitest';
import { jsonLdSettings } from '@fixtures/structuredData';
import type { Product } from './types';
import { itemListJsonLd, listDescription } from './jsonLdLists';
import { productJsonLd } from './jsonLdProduct';
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
