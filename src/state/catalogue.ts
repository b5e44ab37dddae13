import { atom } from 'jotai';
import {
  enrichInspirations,
  popularCategories,
  productsOfCategory,
  productsOfTag,
} from '@/domain/catalogue';
import { STORAGE_KEYS } from '@/storage';
import { persistedAtom } from './storage';

const products = persistedAtom({ key: STORAGE_KEYS.products, label: 'products' });
const categories = persistedAtom({ key: STORAGE_KEYS.categories, label: 'categories' });
const sliderItems = persistedAtom({ key: STORAGE_KEYS.sliderItems, label: 'sliderItems' });
const inspirations = persistedAtom({ key: STORAGE_KEYS.inspirations, label: 'inspirations' });
const gallery = persistedAtom({ key: STORAGE_KEYS.gallery, label: 'gallery' });

export const productsAtom = products.valueAtom;
export const categoriesAtom = categories.valueAtom;
export const sliderItemsAtom = sliderItems.valueAtom;
export const inspirationsAtom = inspirations.valueAtom;
export const galleryAtom = gallery.valueAtom;

export const newProductsAtom = atom((get) => productsOfCategory(get(productsAtom), 'new'));
export const bestsellerProductsAtom = atom((get) =>
  productsOfCategory(get(productsAtom), 'bestsellers'),
);

/**
 * Inspirations whose products still exist, enriched for display
 * (docs/requirements.md#design-inspiration).
 */
export const enrichedInspirationsAtom = atom((get) =>
  enrichInspirations(get(inspirationsAtom), get(productsAtom)),
);

/** Footer chips: the first four subcategories across categories. */
export const popularCategoriesAtom = atom((get) => popularCategories(get(categoriesAtom)));

const byCategory = new Map<string, ReturnType<typeof makeCategoryAtom>>();
function makeCategoryAtom(categoryId: string) {
  return atom((get) => productsOfCategory(get(productsAtom), categoryId));
}
/** The products a category page lists (one derived atom per id, cached). */
export function productsOfCategoryAtom(categoryId: string) {
  let a = byCategory.get(categoryId);
  if (!a) {
    a = makeCategoryAtom(categoryId);
    byCategory.set(categoryId, a);
  }
  return a;
}

const byTag = new Map<string, ReturnType<typeof makeTagAtom>>();
function makeTagAtom(tag: string) {
  return atom((get) => productsOfTag(get(productsAtom), tag));
}
/** The products a tag page lists (one derived atom per tag, cached). */
export function productsOfTagAtom(tag: string) {
  const key = tag.toLowerCase();
  let a = byTag.get(key);
  if (!a) {
    a = makeTagAtom(tag);
    byTag.set(key, a);
  }
  return a;
}

/** The persisted catalogue entities, for the admin's read-modify-write actions. */
export const catalogueStores = { products, categories, sliderItems, inspirations, gallery };
