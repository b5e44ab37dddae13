import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import {
  LIST_PAGE_SIZE,
  listKey,
  productsOfList,
  summarize,
  type ListPageView,
  type ProductList,
  type ProductSummary,
} from '@/domain/views';
import { productsAtom } from '../catalogue';
import { catalogueSourceAtom, publishedDataUrl } from '../catalogueSource';
import { remoteDataAtom } from '../remote';

/** A list key as a file path: each segment encoded, the separator kept (as the build writes it). */
const NOTHING = atom(null);

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * Every product of a list, not only the cards its page shows so far (a printed line sheet
 * lists them all): from the working copy, or from each of the list's published pages. Apart
 * from ./screens.ts so only the line sheet's chunk carries it.
 */
export function useLoadListProducts(): (list: ProductList) => Promise<ProductSummary[]> {
  const source = useAtomValue(catalogueSourceAtom);
  const remote = useAtomValue(remoteDataAtom);
  const products = useAtomValue(source.kind === 'local' ? productsAtom : NOTHING);
  return useCallback(
    async (list: ProductList) => {
      if (source.kind === 'local') return productsOfList(products ?? [], list).map(summarize);
      const page = (n: number) =>
        remote.get<ListPageView | null>(
          publishedDataUrl(source.revision, `lists/${encodeKey(listKey(list))}/${n}.json`),
        );
      const first = await page(1);
      if (!first) return [];
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(first.total / LIST_PAGE_SIZE) - 1 }, (_, i) => page(i + 2)),
      );
      return [first, ...rest].flatMap((view) => view?.products ?? []);
    },
    [source, remote, products],
  );
}
