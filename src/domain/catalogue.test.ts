import { variantMirror } from '@fixtures/variants';
import { describe, expect, it } from 'vitest';
import { blankProductDetails } from '@fixtures/product';
import type { Category, Inspiration, Product } from './types';
import { DEFAULT_ADVANTAGES, parseAdvantages } from './advantages';
import { QUICK_VIEW_DESCRIPTION_MAX, truncateText } from './text';
import {
  POPULAR_TAGS,
  ROOM_FILTERS,
  categoryListTitle,
  categoryNames,
  enrichInspirations,
  findCategoryName,
  navigationCategories,
  popularCategories,
  countProducts,
  productsOfCategory,
  productsOfTag,
  relatedProducts,
  roomLabel,
  searchProducts,
  sidebarCategories,
  tagTitle,
} from './catalogue';

function product(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Product ${overrides.id}`,
    category: 'decor',
    price: 10,
    images: [`https://img.example/${overrides.id}.png`],
    ...blankProductDetails(),
    ...overrides,
  };
}

const products: Product[] = [
  product({ id: 1, name: 'Oak Mirror', category: 'mirrors_wooden', isNew: true, tags: ['Modern'] }),
  product({ id: 2, name: 'Floor Lamp', category: 'lighting', isBestseller: true }),
  product({ id: 3, name: 'Round Mirror', category: 'mirrors', isNew: true, isBestseller: true }),
  product({ id: 4, name: 'Dining Table', category: 'furniture_tables', keywords: ['oak'] }),
  product({ id: 5, name: 'Mirrors Poster', category: 'mirrorsx', isNew: true }),
];

/** A category, with subcategories when [id, name] pairs are given. */
function category(id: string, name: string, ...subcategories: [string, string][]): Category {
  if (subcategories.length === 0) return { id, name };
  return {
    id,
    name,
    subcategories: subcategories.map(([subId, subName]) => ({ id: subId, name: subName })),
  };
}

const categories: Category[] = [
  category('all', 'All Products'),
  category(
    'mirrors',
    'Mirrors',
    ['mirrors_wooden', 'Wooden Mirrors'],
    ['mirrors_pu', 'PU Mirrors'],
    ['mirrors_metal_frame', 'Metal Frame Mirrors'],
  ),
  category(
    'furniture',
    'Furniture',
    ['furniture_tables', 'Tables'],
    ['furniture_bedroom', 'Bedroom'],
  ),
  category('lighting', 'Lighting'),
];

const ids = (list: readonly Product[]) => list.map((p) => p.id);

describe('productsOfCategory', () => {
  it("'all' keeps every product in stored order", () => {
    expect(ids(productsOfCategory(products, 'all'))).toEqual([1, 2, 3, 4, 5]);
  });

  it("'new' sorts new products by id descending", () => {
    expect(ids(productsOfCategory(products, 'new'))).toEqual([5, 3, 1]);
  });

  it("'bestsellers' keeps stored order", () => {
    expect(ids(productsOfCategory(products, 'bestsellers'))).toEqual([2, 3]);
  });

  it('a parent includes its subcategories but not ids that merely share a prefix', () => {
    expect(ids(productsOfCategory(products, 'mirrors'))).toEqual([1, 3]);
    expect(ids(productsOfCategory(products, 'mirrors_wooden'))).toEqual([1]);
    expect(ids(productsOfCategory(products, 'furniture'))).toEqual([4]);
    expect(productsOfCategory(products, 'nothing')).toEqual([]);
  });

  it('does not reorder the input', () => {
    const input = [...products];
    productsOfCategory(input, 'new');
    expect(ids(input)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('countProducts', () => {
  it('counts each category and subcategory as its list route shows it', () => {
    expect(countProducts([...categories, category('rugs', 'Rugs')], products)).toEqual({
      all: 5,
      mirrors: 2,
      mirrors_wooden: 1,
      mirrors_pu: 0,
      mirrors_metal_frame: 0,
      furniture: 1,
      furniture_tables: 1,
      furniture_bedroom: 0,
      lighting: 1,
      rugs: 0,
    });
  });
});

describe('productsOfTag', () => {
  it('matches tags and keywords case-insensitively', () => {
    expect(ids(productsOfTag(products, 'modern'))).toEqual([1]);
    expect(ids(productsOfTag(products, ' OAK '))).toEqual([4]);
  });

  it('needs the whole tag, not a part of it', () => {
    expect(productsOfTag(products, 'mod')).toEqual([]);
    expect(productsOfTag(products, '')).toEqual([]);
  });
});

describe('searchProducts', () => {
  it('finds a product by its SKU, whatever the case (docs/requirements.md#trade-terms)', () => {
    const withSkus = [
      product({ id: 1, name: 'Oak Mirror', sku: 'EH-MIR-001' }),
      product({ id: 2, name: 'Floor Lamp', sku: 'EH-LGT-002' }),
    ];
    expect(ids(searchProducts(withSkus, categories, 'eh-lgt-002'))).toEqual([2]);
    expect(ids(searchProducts(withSkus, categories, 'EH-'))).toEqual([1, 2]);
  });

  it('finds a product by a variant’s SKU or option value (docs/requirements.md#variants)', () => {
    const walnut = product({ id: 1, name: 'Walnut Wall Mirror' });
    const sold = {
      ...walnut,
      options: variantMirror.options,
      variants: variantMirror.variants,
    };
    const lamp = product({ id: 2, name: 'Floor Lamp' });
    expect(ids(searchProducts([sold, lamp], categories, 'oak mirror'))).toEqual([1]);
    expect(ids(searchProducts([walnut, lamp], categories, 'oak mirror'))).toEqual([]);
    expect(ids(searchProducts([sold, lamp], categories, 'eh-mir-001-100-wal'))).toEqual([1]);
  });

  it('requires every term somewhere in the product', () => {
    expect(ids(searchProducts(products, categories, 'mirror'))).toEqual([1, 3, 5]);
    expect(ids(searchProducts(products, categories, 'ROUND   mirror'))).toEqual([3]);
    expect(searchProducts(products, categories, 'round lamp')).toEqual([]);
  });

  it('searches keywords, tags and category names, parent included', () => {
    expect(ids(searchProducts(products, categories, 'oak'))).toEqual([1, 4]);
    expect(ids(searchProducts(products, categories, 'furniture'))).toEqual([4]);
    expect(ids(searchProducts(products, categories, 'wooden'))).toEqual([1]);
    expect(ids(searchProducts(products, categories, 'modern'))).toEqual([1]);
  });

  it('returns nothing for an empty query', () => {
    expect(searchProducts(products, categories, '   ')).toEqual([]);
  });
});

describe('names and titles', () => {
  it('finds category and subcategory names', () => {
    expect(findCategoryName(categories, 'lighting')).toBe('Lighting');
    expect(findCategoryName(categories, 'mirrors_pu')).toBe('PU Mirrors');
    expect(findCategoryName(categories, 'missing')).toBeUndefined();
  });

  it('maps every category and subcategory id to its name', () => {
    const names = categoryNames(categories);
    expect(names.get('mirrors')).toBe('Mirrors');
    expect(names.get('furniture_bedroom')).toBe('Bedroom');
    expect(names.get('missing')).toBeUndefined();
    expect(names.size).toBe(9);
  });

  it('titles the product list routes', () => {
    expect(categoryListTitle('all', categories)).toBe('All Products');
    expect(categoryListTitle('new', categories)).toBe('New Arrivals');
    expect(categoryListTitle('bestsellers', categories)).toBe('Bestsellers');
    expect(categoryListTitle('furniture_tables', categories)).toBe('Tables');
    expect(categoryListTitle('unknown_id', categories)).toBe('unknown_id');
  });

  it('capitalises tag titles', () => {
    expect(tagTitle('minimalist')).toBe('Minimalist');
    expect(tagTitle('Luxury')).toBe('Luxury');
    expect(tagTitle('')).toBe('');
    expect(POPULAR_TAGS).toEqual(['Minimalist', 'Modern', 'Scandinavian', 'Luxury', 'Industrial']);
  });
});

describe('category lists', () => {
  it('popularCategories takes the first subcategories across categories', () => {
    expect(popularCategories(categories).map((s) => s.id)).toEqual([
      'mirrors_wooden',
      'mirrors_pu',
      'mirrors_metal_frame',
      'furniture_tables',
    ]);
    expect(popularCategories(categories, 2)).toHaveLength(2);
    expect(popularCategories([category('all', 'All')])).toEqual([]);
  });

  it("navigationCategories puts 'all' first", () => {
    const shuffled = [categories[1]!, categories[0]!, categories[2]!];
    expect(navigationCategories(shuffled).map((c) => c.id)).toEqual([
      'all',
      'mirrors',
      'furniture',
    ]);
  });

  it("sidebarCategories leaves out 'all'", () => {
    expect(sidebarCategories(categories).map((c) => c.id)).toEqual([
      'mirrors',
      'furniture',
      'lighting',
    ]);
  });
});

describe('enrichInspirations', () => {
  const base: Omit<Inspiration, 'id' | 'products'> = {
    title: 'Calm living room',
    description: 'Soft light',
    backgroundImage: 'https://img.example/room.png',
    category: 'living',
  };

  it('joins hotspots to products and drops hotspots of missing products', () => {
    const [only] = enrichInspirations(
      [
        {
          ...base,
          id: 'a',
          products: [
            { productId: 2, position: { x: 10, y: 20 } },
            { productId: 99, position: { x: 50, y: 50 } },
          ],
        },
      ],
      products,
    );
    expect(only?.products).toEqual([
      {
        productId: 2,
        position: { x: 10, y: 20 },
        id: 2,
        name: 'Floor Lamp',
        price: 10,
        image: 'https://img.example/2.png',
        category: 'lighting',
      },
    ]);
    expect(only?.title).toBe('Calm living room');
  });

  it('drops inspirations with no live product and uses an empty image when none', () => {
    const noImage = [product({ id: 7, images: [] })];
    const result = enrichInspirations(
      [
        { ...base, id: 'gone', products: [{ productId: 1, position: { x: 0, y: 0 } }] },
        { ...base, id: 'empty', products: [] },
        { ...base, id: 'kept', products: [{ productId: 7, position: { x: 0, y: 0 } }] },
      ],
      noImage,
    );
    expect(result.map((i) => i.id)).toEqual(['kept']);
    expect(result[0]?.products[0]?.image).toBe('');
  });
});

describe('rooms', () => {
  it('lists the filter chips in order and labels rooms', () => {
    expect(ROOM_FILTERS.map((f) => f.label)).toEqual([
      'All Rooms',
      'Living Room',
      'Bedroom',
      'Dining Room',
      'Home Office',
      'Bathroom',
    ]);
    expect(roomLabel('office')).toBe('Home Office');
    expect(roomLabel('dining')).toBe('Dining Room');
  });
});

describe('truncateText', () => {
  it('leaves short text alone', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('exactly10!', 10)).toBe('exactly10!');
  });

  it('backs up to a word break near the end', () => {
    expect(truncateText('The quick brown fox jumps', 12)).toBe('The quick…');
  });

  it('keeps a cut that already falls between words', () => {
    expect(truncateText('The quick brown fox', 9)).toBe('The quick…');
  });

  it('cuts mid-word when the last break is too far back', () => {
    const text = `Hi ${'a'.repeat(40)}`;
    expect(truncateText(text, 30)).toBe(`Hi ${'a'.repeat(27)}…`);
  });

  it('limits quick-view descriptions to 150 characters plus the ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = truncateText(text, QUICK_VIEW_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(QUICK_VIEW_DESCRIPTION_MAX + 1);
    expect(cut).not.toMatch(/\s…$/);
  });

  it('does not split an emoji', () => {
    expect(truncateText('ab😀cd', 3)).toBe('ab…');
  });
});

describe('relatedProducts', () => {
  it('keeps existing products in the given order, without itself or repeats', () => {
    const self = product({ id: 3, relatedProductIds: [4, 3, 99, 1, 4] });
    expect(ids(relatedProducts(self, products))).toEqual([4, 1]);
  });
});

describe('parseAdvantages', () => {
  it('splits the setting and keeps at most four', () => {
    expect(parseAdvantages('A, B ,, C, D, E')).toEqual(['A', 'B', 'C', 'D']);
    expect(parseAdvantages('Only one')).toEqual(['Only one']);
  });

  it('falls back to the four defaults', () => {
    expect(parseAdvantages('  , ')).toEqual([...DEFAULT_ADVANTAGES]);
    expect(parseAdvantages('')).toEqual([
      'Global Export Expertise',
      'Diverse Product Range',
      'Quality Assurance',
      'Reliable Partnership',
    ]);
  });
});
