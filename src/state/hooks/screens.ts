import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  categoryListTitle,
  findCategoryName,
  relatedProducts,
  searchProducts,
} from '@/domain/catalogue';
import { isAdminAtom } from '../auth';
import { cartCountAtom } from '../cart';
import {
  bestsellerProductsAtom,
  categoriesAtom,
  enrichedInspirationsAtom,
  newProductsAtom,
  popularCategoriesAtom,
  productsAtom,
  productsByIdAtom,
  productsOfCategoryAtom,
  productsOfTagAtom,
  sliderItemsAtom,
} from '../catalogue';
import { siteSettingsAtom, socialLinksAtom } from '../site';

// One hook per screen: a page asks for what it shows and gets plain values, so pages never
// read atoms themselves, and a screen's data can change source without touching the page.

/** The site settings every page's head and the contact screens read. */
export function useSiteSettings() {
  return useAtomValue(siteSettingsAtom);
}

/** The header around every page: brand, menu, the cart's count, the admin shortcut. */
export function useHeader() {
  return {
    settings: useAtomValue(siteSettingsAtom),
    categories: useAtomValue(categoriesAtom),
    cartCount: useAtomValue(cartCountAtom),
    isAdmin: useAtomValue(isAdminAtom),
  };
}

/** The footer around every page: contact details, follow links, popular categories. */
export function useFooter() {
  return {
    settings: useAtomValue(siteSettingsAtom),
    socialLinks: useAtomValue(socialLinksAtom),
    popularCategories: useAtomValue(popularCategoriesAtom),
  };
}

/** Home: slides, the category sidebar, the latest and bestselling rows, inspirations. */
export function useHomeScreen() {
  return {
    sliderItems: useAtomValue(sliderItemsAtom),
    categories: useAtomValue(categoriesAtom),
    latest: useAtomValue(newProductsAtom),
    bestsellers: useAtomValue(bestsellerProductsAtom),
    inspirations: useAtomValue(enrichedInspirationsAtom),
    settings: useAtomValue(siteSettingsAtom),
    socialLinks: useAtomValue(socialLinksAtom),
  };
}

/** A category's list (subcategories included) and its title. */
export function useCategoryList(categoryId: string) {
  const categories = useAtomValue(categoriesAtom);
  return {
    title: categoryListTitle(categoryId, categories),
    products: useAtomValue(productsOfCategoryAtom(categoryId)),
  };
}

/** The fixed lists: new arrivals (newest first) and bestsellers. */
export function useFixedList(list: 'new' | 'bestsellers') {
  return useAtomValue(productsOfCategoryAtom(list));
}

/** Products with a tag or keyword, matched without regard to case. */
export function useTagList(tag: string) {
  return useAtomValue(productsOfTagAtom(tag));
}

/** Products whose name, description, keywords, tags or category name match `query`. */
export function useSearch(query: string) {
  const products = useAtomValue(productsAtom);
  const categories = useAtomValue(categoriesAtom);
  return useMemo(() => searchProducts(products, categories, query), [products, categories, query]);
}

/** A product, its related products and the settings its page needs; undefined when unknown. */
export function useProductScreen(id: number | undefined) {
  const byId = useAtomValue(productsByIdAtom);
  const products = useAtomValue(productsAtom);
  const settings = useAtomValue(siteSettingsAtom);
  const product = id === undefined ? undefined : byId.get(id);
  const related = useMemo(
    () => (product ? relatedProducts(product, products) : []),
    [product, products],
  );
  return { product, related, settings };
}

/** Design inspirations with their products, and a product lookup for the quick view. */
export function useInspirationsScreen() {
  return {
    inspirations: useAtomValue(enrichedInspirationsAtom),
    productsById: useAtomValue(productsByIdAtom),
  };
}

/** The About page: company texts and the follow links. */
export function useAboutScreen() {
  return {
    settings: useAtomValue(siteSettingsAtom),
    socialLinks: useAtomValue(socialLinksAtom),
  };
}

/** Category id -> display name (subcategories included), falling back to the id. */
export function useCategoryName() {
  const categories = useAtomValue(categoriesAtom);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of categories) {
      map.set(c.id, c.name);
      for (const s of c.subcategories ?? []) map.set(s.id, s.name);
    }
    return map;
  }, [categories]);
  return useCallback(
    (id: string) => names.get(id) ?? findCategoryName(categories, id) ?? id,
    [names, categories],
  );
}
