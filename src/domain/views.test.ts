import { variantMirror } from '@fixtures/variants';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '@fixtures/catalogue';
import type { Product } from './types';
import {
  catalogueTags,
  homeView,
  HOME_ROW_LIMIT,
  inspirationsView,
  listKey,
  listPageView,
  LIST_PAGE_SIZE,
  pageCount,
  productsOfList,
  productView,
  shellView,
  summarize,
} from './views';

const catalogue = sampleCatalogue();

/** n products in three categories, every third new and every fourth a bestseller. */
function manyProducts(n: number): Product[] {
  const base = catalogue.products[0]!;
  return Array.from({ length: n }, (_, i) => ({
    ...base,
    id: i + 1,
    name: `Product ${i + 1}`,
    category: ['mirrors_wooden', 'lighting', 'decor'][i % 3]!,
    isNew: i % 3 === 0,
    isBestseller: i % 4 === 0,
    tags: i % 2 ? ['Modern'] : ['Luxury'],
    keywords: [],
  }));
}

describe('views', () => {
  it('summarise a product for a card: first image only, no description', () => {
    const card = summarize(catalogue.products[0]!);
    expect(card.images).toHaveLength(1);
    expect(card).not.toHaveProperty('description');
  });

  it('summarise a product sold in variants by its lowest price and how many can be ordered', () => {
    const product = catalogue.products[1]!;
    const sold = { ...product, options: variantMirror.options, variants: variantMirror.variants };
    expect(summarize(sold)).toMatchObject({ price: 129.99, priceFrom: true, variantCount: 4 });
    expect(summarize(sold)).not.toHaveProperty('variants');
    expect(summarize(product)).not.toHaveProperty('variantCount');
  });

  it('give the shell the categories, the first four subcategories and the site data', () => {
    const shell = shellView(catalogue);
    expect(shell.categories).toBe(catalogue.categories);
    expect(shell.popularCategories).toHaveLength(4);
    expect(shell.siteSettings.siteName).toBe(catalogue.siteSettings.siteName);
  });

  it('cut home rows at the row limit but report each list total', () => {
    const home = homeView({ ...catalogue, products: manyProducts(100) });
    expect(home.latest).toHaveLength(HOME_ROW_LIMIT);
    expect(home.latestTotal).toBe(34);
    expect(home.latest.map((p) => p.id)).toEqual([100, 97, 94, 91, 88, 85, 82, 79, 76, 73, 70, 67]);
    expect(home.bestsellersTotal).toBe(25);
  });

  it('page a list by 24 with the total of the whole list', () => {
    const products = productsOfList(manyProducts(100), { kind: 'category', id: 'mirrors' });
    expect(products).toHaveLength(34);
    const second = listPageView(products, 2);
    expect(second).toMatchObject({ total: 34, page: 2 });
    expect(second.products).toHaveLength(34 - LIST_PAGE_SIZE);
    expect(pageCount(34)).toBe(2);
    expect(pageCount(0)).toBe(1);
  });

  it('name lists stably for file paths, tags without regard to case', () => {
    expect(listKey({ kind: 'category', id: 'mirrors_pu' })).toBe('category/mirrors_pu');
    expect(listKey({ kind: 'tag', tag: ' Modern ' })).toBe('tag/modern');
    expect(listKey({ kind: 'new' })).toBe('new');
  });

  it('give a product page its related products as cards, and nothing for an unknown id', () => {
    const view = productView(catalogue, 1)!;
    expect(view.product.id).toBe(1);
    expect(view.related.map((p) => p.id)).toEqual(catalogue.products[0]!.relatedProductIds);
    expect(productView(catalogue, 999)).toBeUndefined();
  });

  it('give the inspirations page exactly the products its hotspots open', () => {
    const view = inspirationsView(catalogue);
    const ids = view.inspirations.flatMap((i) => i.products.map((p) => p.productId));
    expect(view.products.map((p) => p.id).sort()).toEqual([...new Set(ids)].sort());
  });

  it('list every tag and keyword once, lowercased', () => {
    const tags = catalogueTags(catalogue.products);
    expect(tags).toContain('minimalist');
    expect(new Set(tags).size).toBe(tags.length);
  });
});
