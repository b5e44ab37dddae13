import { atom, useAtomValue } from 'jotai';
import { use, useState } from 'react';
import { categoryListTitle, findCategoryName, tagTitle } from '@/domain/catalogue';
import {
  listKey,
  LIST_PAGE_SIZE,
  productsOfList,
  summarize,
  type ListPageView,
  type ProductList,
  type ProductSummary,
  type ShellView,
} from '@/domain/views';
import { productsAtom } from '../catalogue';
import { catalogueSourceAtom, publishedDataUrl } from '../catalogueSource';
import { remoteDataAtom } from '../remote';
import { useShellView } from './screens';
import { family, NOTHING } from './sourced';

const listProductsAtom = family((key) =>
  atom((get) => productsOfList(get(productsAtom), listFromKey(key))),
);
function listFromKey(key: string): ProductList {
  const [kind, ...rest] = key.split('/');
  const value = rest.join('/');
  if (kind === 'category') return { kind, id: value };
  if (kind === 'tag') return { kind, tag: value };
  return { kind: kind === 'new' ? 'new' : 'bestsellers' };
}

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
