import { atom, useAtomValue, useSetAtom, type Atom } from 'jotai';
import { use, useCallback, useEffect, useMemo, useState } from 'react';
import {
  categoryListTitle,
  categoryNames,
  findCategoryName,
  searchProducts,
  tagTitle,
} from '@/domain/catalogue';
import type { Product } from '@/domain/types';
import {
  homeView,
  inspirationsView,
  listKey,
  LIST_PAGE_SIZE,
  productsOfList,
  productView,
  shellView,
  summarize,
  type CatalogueContent,
  type HomeView,
  type InspirationsView,
  type ListPageView,
  type ProductList,
  type ProductSummary,
  type ProductView,
  type ShellView,
} from '@/domain/views';
import { isAdminAtom } from '../auth';
import { cartCountAtom } from '../cart';
import {
  categoriesAtom,
  galleryAtom,
  inspirationsAtom,
  productsAtom,
  sliderItemsAtom,
} from '../catalogue';
import { catalogueSourceAtom, publishedDataUrl, switchToWorkingCopyAtom } from '../catalogueSource';
import { remoteDataAtom } from '../remote';
import { siteSettingsAtom, siteUrlAtom, socialLinksAtom } from '../site';

// One hook per screen: a page asks for what it shows and gets plain values. The values come
// from this browser's working copy, or from the published revision's files, which hold the same
// views precomputed (src/domain/views.ts); a page cannot tell which.

const NOTHING = atom(null);

const shellViewAtom = atom((get) =>
  shellView({
    categories: get(categoriesAtom),
    siteSettings: get(siteSettingsAtom),
    socialLinks: get(socialLinksAtom),
  }),
);
const homeViewAtom = atom((get) =>
  homeView({
    products: get(productsAtom),
    sliderItems: get(sliderItemsAtom),
    inspirations: get(inspirationsAtom),
  }),
);
const inspirationsViewAtom = atom((get) =>
  inspirationsView({ products: get(productsAtom), inspirations: get(inspirationsAtom) }),
);

/** The whole catalogue as one value (search reads it; so does the admin's export). */
export const catalogueContentAtom = atom((get): CatalogueContent => ({
  products: get(productsAtom),
  categories: get(categoriesAtom),
  sliderItems: get(sliderItemsAtom),
  inspirations: get(inspirationsAtom),
  siteSettings: get(siteSettingsAtom),
  socialLinks: get(socialLinksAtom),
  gallery: get(galleryAtom),
}));

/** One derived atom per key, kept: a page switching back to a list finds it computed. */
function family<T>(make: (key: string) => Atom<T>) {
  const atoms = new Map<string, Atom<T>>();
  return (key: string) => {
    let found = atoms.get(key);
    if (!found) {
      found = make(key);
      atoms.set(key, found);
    }
    return found;
  };
}

const listProductsAtom = family((key) =>
  atom((get) => productsOfList(get(productsAtom), listFromKey(key))),
);
const productViewAtom = family((id) =>
  atom((get) => productView({ products: get(productsAtom) }, Number(id)) ?? null),
);

function listFromKey(key: string): ProductList {
  const [kind, ...rest] = key.split('/');
  const value = rest.join('/');
  if (kind === 'category') return { kind, id: value };
  if (kind === 'tag') return { kind, tag: value };
  return { kind: kind === 'new' ? 'new' : 'bestsellers' };
}

/**
 * A view from the working copy, or its published file read with React's `use` (the page waits
 * for it under Suspense; start-up loads the landing page's files before the first render).
 */
export function useSourced<T>(local: Atom<T>, file: string): T;
export function useSourced<T>(local: Atom<T> | null, file: string | null): T | null;
export function useSourced<T>(local: Atom<T> | null, file: string | null): T | null {
  const source = useAtomValue(catalogueSourceAtom);
  const remote = useAtomValue(remoteDataAtom);
  const value = useAtomValue(source.kind === 'local' && local ? local : NOTHING);
  if (source.kind === 'local') return value as T | null;
  return file === null ? null : use(remote.get<T>(publishedDataUrl(source.revision, file)));
}

/** The menu, contact details and follow links around every page. */
export function useShellView(): ShellView {
  return useSourced(shellViewAtom, 'shell.json');
}

/** The site settings every page's head and the contact screens read. */
export function useSiteSettings() {
  return useShellView().siteSettings;
}

/** The site's public address from the build (no trailing slash); null where none was named. */
export function useSiteUrl() {
  return useAtomValue(siteUrlAtom);
}

/** The header around every page: brand, menu, the cart's count, the admin shortcut. */
export function useHeader() {
  const { siteSettings, categories } = useShellView();
  return {
    settings: siteSettings,
    categories,
    cartCount: useAtomValue(cartCountAtom),
    isAdmin: useAtomValue(isAdminAtom),
  };
}

/** The footer around every page: contact details, follow links, popular categories. */
export function useFooter() {
  const { siteSettings, socialLinks, popularCategories } = useShellView();
  return { settings: siteSettings, socialLinks, popularCategories };
}

/** Home: slides, the category sidebar, the latest and bestselling rows, inspirations. */
export function useHomeScreen(): HomeView & Pick<ShellView, 'categories'> & ShellExtras {
  const shell = useShellView();
  const home = useSourced(homeViewAtom, 'home.json');
  return { ...home, categories: shell.categories, ...shellExtras(shell) };
}

interface ShellExtras {
  settings: ShellView['siteSettings'];
  socialLinks: ShellView['socialLinks'];
}

const shellExtras = (shell: ShellView): ShellExtras => ({
  settings: shell.siteSettings,
  socialLinks: shell.socialLinks,
});

/** A product list as its page shows it: the cards so far, the total, and 'Show more'. */
export interface ProductListScreen {
  /** False when the list does not exist (an unknown category, a tag no product carries). */
  found: boolean;
  title: string;
  total: number;
  products: ProductSummary[];
  showMore: () => void;
  loadingMore: boolean;
}

/** A product list: a category (subcategories included), new arrivals, bestsellers or a tag. */
export function useProductList(list: ProductList): ProductListScreen {
  const source = useAtomValue(catalogueSourceAtom);
  const remote = useAtomValue(remoteDataAtom);
  const { categories } = useShellView();
  const key = listKey(list);
  const local = useAtomValue(source.kind === 'local' ? listProductsAtom(key) : NOTHING);
  const [visible, setVisible] = useState(LIST_PAGE_SIZE);
  const [more, setMore] = useState<ProductSummary[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);

  let found: boolean;
  let total: number;
  let products: ProductSummary[];
  let showMore: () => void;
  if (source.kind === 'local') {
    const all = local ?? [];
    total = all.length;
    products = all.slice(0, visible).map(summarize);
    showMore = () => setVisible((n) => n + LIST_PAGE_SIZE);
    found = listExists(list, categories, total);
  } else {
    const first = use(
      remote.get<ListPageView | null>(
        publishedDataUrl(source.revision, `lists/${encodeKey(key)}/1.json`),
      ),
    );
    total = first?.total ?? 0;
    products = [...(first?.products ?? []), ...more];
    found = first !== null && listExists(list, categories, total);
    showMore = () => {
      if (loadingMore || products.length >= total) return;
      const page = Math.floor(products.length / LIST_PAGE_SIZE) + 1;
      setLoadingMore(true);
      remote
        .get<ListPageView | null>(
          publishedDataUrl(source.revision, `lists/${encodeKey(key)}/${page}.json`),
        )
        .then((next) => setMore((shown) => [...shown, ...(next?.products ?? [])]))
        .catch((error: unknown) => console.error('Could not load more products', error))
        .finally(() => setLoadingMore(false));
    };
  }
  const title =
    list.kind === 'category'
      ? categoryListTitle(list.id, categories)
      : list.kind === 'tag'
        ? tagTitle(list.tag)
        : categoryListTitle(list.kind, categories);
  return { found, title, total, products, showMore, loadingMore };
}

/** A list key as a file path: each segment encoded, the separator kept. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** A category list exists when the category does; a tag list when some product carries the tag. */
function listExists(list: ProductList, categories: ShellView['categories'], total: number) {
  if (list.kind === 'tag') return total > 0;
  if (list.kind !== 'category' || list.id === 'all') return true;
  return findCategoryName(categories, list.id) !== undefined;
}

/** Products whose name, description, keywords, tags or category name match `query`. */
export function useSearch(query: string): ProductSummary[] {
  const content = useSourced(catalogueContentAtom, 'catalogue.json');
  return useMemo(
    () => searchProducts(content.products, content.categories, query).map(summarize),
    [content, query],
  );
}

/** A product and its related products; null when there is no such product. */
export function useProductScreen(id: number | undefined): {
  view: ProductView | null;
  settings: ShellView['siteSettings'];
} {
  const settings = useSiteSettings();
  const view = useSourced<ProductView | null>(
    id === undefined ? null : productViewAtom(String(id)),
    id === undefined ? null : `products/${id}.json`,
  );
  return { view, settings };
}

/** Design inspirations with their products, and a product lookup for the quick view. */
export function useInspirationsScreen(): InspirationsView & {
  productsById: Map<number, Product>;
} {
  const view = useSourced(inspirationsViewAtom, 'inspirations.json');
  const productsById = useMemo(() => new Map(view.products.map((p) => [p.id, p])), [view.products]);
  return { ...view, productsById };
}

/** The About page: company texts and the follow links. */
export function useAboutScreen() {
  const { siteSettings, socialLinks } = useShellView();
  return { settings: siteSettings, socialLinks };
}

/** Category id -> display name (subcategories included), falling back to the id. */
export function useCategoryName() {
  const { categories } = useShellView();
  const names = useMemo(() => categoryNames(categories), [categories]);
  return useCallback(
    (id: string) => names.get(id) ?? findCategoryName(categories, id) ?? id,
    [names, categories],
  );
}

export type WorkingCopyState = 'ready' | 'loading' | 'failed';

/**
 * The admin edits this browser's working copy. On a visit that reads the published files (a
 * first visit, say) the published revision is stored as the working copy before any editor
 * shows, so nothing is edited against an empty catalogue. `retry` tries again after a failure.
 */
export function useWorkingCopy(): { state: WorkingCopyState; retry: () => void } {
  const source = useAtomValue(catalogueSourceAtom);
  const switchToWorkingCopy = useSetAtom(switchToWorkingCopyAtom);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  useEffect(() => {
    if (source.kind === 'local') return;
    switchToWorkingCopy().catch((error: unknown) => {
      console.error('The published catalogue could not be stored as the working copy', error);
      setFailedAttempt(attempt);
    });
  }, [source, attempt, switchToWorkingCopy]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (source.kind === 'local') return { state: 'ready', retry };
  return { state: failedAttempt === attempt ? 'failed' : 'loading', retry };
}
