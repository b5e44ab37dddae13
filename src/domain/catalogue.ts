import { variantSearchText } from './variantBasics';
import type {
  Category,
  EnrichedHotspot,
  EnrichedInspiration,
  Inspiration,
  Product,
  RoomCategory,
  Subcategory,
} from './types';

/** The tags the sidebar offers as links to /products/tag/{tag}. */
export const POPULAR_TAGS = [
  'Minimalist',
  'Modern',
  'Scandinavian',
  'Luxury',
  'Industrial',
] as const;

/** A room filter chip on the design-inspirations page. */
export interface RoomFilter {
  value: 'all' | RoomCategory;
  label: string;
}

/**
 * The room filter chips, in the order they are shown (docs/requirements.md#design-inspirations).
 */
export const ROOM_FILTERS: readonly RoomFilter[] = [
  { value: 'all', label: 'All Rooms' },
  { value: 'living', label: 'Living Room' },
  { value: 'bedroom', label: 'Bedroom' },
  { value: 'dining', label: 'Dining Room' },
  { value: 'office', label: 'Home Office' },
  { value: 'bathroom', label: 'Bathroom' },
];

/**
 * The products a list route shows (docs/requirements.md#product-lists;
 * docs/decisions.md#d3-parent-categories-include-subcategories).
 */
export function productsOfCategory(products: readonly Product[], categoryId: string): Product[] {
  switch (categoryId) {
    case 'all':
      return [...products];
    case 'new':
      return products.filter((p) => p.isNew).sort((a, b) => b.id - a.id);
    case 'bestsellers':
      return products.filter((p) => p.isBestseller);
    default: {
      // A parent shows its subcategories' products too, whose ids are '{parent}_{sub}'.
      const prefix = `${categoryId}_`;
      return products.filter((p) => p.category === categoryId || p.category.startsWith(prefix));
    }
  }
}

/**
 * How many products each category and subcategory id lists, counted as its list route shows them
 * (productsOfCategory: a parent includes its subcategories' products).
 */
export function countProducts(
  categories: readonly Category[],
  products: readonly Product[],
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const category of categories) {
    counts[category.id] = productsOfCategory(products, category.id).length;
    for (const sub of category.subcategories ?? []) {
      counts[sub.id] = productsOfCategory(products, sub.id).length;
    }
  }
  return counts;
}

/** The products of a tag page: case-insensitive match on any tag or keyword. */
export function productsOfTag(products: readonly Product[], tag: string): Product[] {
  const wanted = tag.trim().toLowerCase();
  if (wanted === '') return [];
  const matches = (value: string) => value.trim().toLowerCase() === wanted;
  return products.filter((p) => p.tags.some(matches) || p.keywords.some(matches));
}

/** Looks up a category or subcategory name by id. */
export function findCategoryName(
  categories: readonly Category[],
  categoryId: string,
): string | undefined {
  for (const category of categories) {
    if (category.id === categoryId) return category.name;
  }
  for (const category of categories) {
    const sub = category.subcategories?.find((s) => s.id === categoryId);
    if (sub) return sub.name;
  }
  return undefined;
}

/** Every category's and subcategory's name by id, for looking many up. */
export function categoryNames(categories: readonly Category[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const category of categories) {
    names.set(category.id, category.name);
    for (const sub of category.subcategories ?? []) names.set(sub.id, sub.name);
  }
  return names;
}

/**
 * Header search (docs/decisions.md#d7-real-search): every term must appear somewhere in the
 * product.
 */
export function searchProducts(
  products: readonly Product[],
  categories: readonly Category[],
  query: string,
): Product[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  // A subcategory's product is found by its parent's name too ('furniture' finds tables).
  const names = new Map<string, string>();
  for (const category of categories) {
    names.set(category.id, category.name);
    for (const sub of category.subcategories ?? []) {
      names.set(sub.id, `${sub.name}\n${category.name}`);
    }
  }
  return products.filter((p) => {
    // The SKU too (docs/requirements.md#trade-terms): a buyer searches by the model number on their order.
    const haystack = [
      p.name,
      p.sku ?? '',
      p.description,
      ...p.keywords,
      ...p.tags,
      names.get(p.category) ?? '',
      // A variant by its SKU or an option value ('oak mirror'): docs/requirements.md#variants.
      variantSearchText(p),
    ]
      .join('\n')
      .toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}

/** The heading of a product list route. */
export function categoryListTitle(categoryId: string, categories: readonly Category[]): string {
  if (categoryId === 'all') return 'All Products';
  if (categoryId === 'new') return 'New Arrivals';
  if (categoryId === 'bestsellers') return 'Bestsellers';
  return findCategoryName(categories, categoryId) ?? categoryId;
}

/** The heading of a tag page: the tag with its first letter capitalised. */
export function tagTitle(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** Footer chips: the first `max` subcategories across all categories. */
export function popularCategories(categories: readonly Category[], max = 4): Subcategory[] {
  return categories.flatMap((c) => c.subcategories ?? []).slice(0, Math.max(0, max));
}

/** Header navigation order: 'all' (shown as HOME) first, then the rest as stored. */
export function navigationCategories(categories: readonly Category[]): Category[] {
  const all = categories.filter((c) => c.id === 'all');
  return [...all, ...categories.filter((c) => c.id !== 'all')];
}

/** The sidebar lists every category except 'all'. */
export function sidebarCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => c.id !== 'all');
}

/**
 * docs/requirements.md#design-inspiration: joins hotspots to live products and drops inspirations
 * left with none.
 */
export function enrichInspirations(
  inspirations: readonly Inspiration[],
  products: readonly Product[],
): EnrichedInspiration[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const result: EnrichedInspiration[] = [];
  for (const inspiration of inspirations) {
    const hotspots: EnrichedHotspot[] = [];
    for (const ref of inspiration.products) {
      const product = byId.get(ref.productId);
      if (!product) continue;
      hotspots.push({
        productId: ref.productId,
        position: { ...ref.position },
        id: product.id,
        name: product.name,
        price: product.price,
        image: product.images[0] ?? '',
        category: product.category,
      });
    }
    if (hotspots.length > 0) result.push({ ...inspiration, products: hotspots });
  }
  return result;
}

/** The chip label of a room, e.g. 'office' -> 'Home Office'. */
export function roomLabel(category: RoomCategory): string {
  return ROOM_FILTERS.find((f) => f.value === category)?.label ?? category;
}

/** The related products that still exist, in the admin's order, never the product itself. */
export function relatedProducts(product: Product, products: readonly Product[]): Product[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  const seen = new Set<number>([product.id]);
  const result: Product[] = [];
  for (const id of product.relatedProductIds) {
    const related = byId.get(id);
    if (!related || seen.has(id)) continue;
    seen.add(id);
    result.push(related);
  }
  return result;
}
