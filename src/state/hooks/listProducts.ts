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
  type ProductView,
} from '@/domain/views';
import type { ResolvedVariant } from '@/domain/variantBasics';
import { resolvedVariants } from '@/domain/variantResolve';
import { productsAtom } from '../catalogue';
import { catalogueSourceAtom, publishedDataUrl } from '../catalogueSource';
import { remoteDataAtom } from '../remote';

/** A list key as a file path: each segment encoded, the separator kept (as the build writes it). */
const NOTHING = atom(null);

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** A product of a printed list, with its variants when it is sold in them. */
export type ListSheetProduct = ProductSummary & { variants?: ResolvedVariant[] };

/**
 * Every product of a list, not only the cards its page shows so far (a printed line sheet
 * lists them all): from the working copy, or from each of the list's published pages; a product
 * sold in variants with each variant (docs/requirements.md#variants), from its own file. Apart
 * from ./screens.ts so only the line sheet's chunk carries it. Products at hand (search results)
 * are given their variants the same way.
 */
export function useLoadListProducts(): (
  list: ProductList | ProductSummary[],
) => Promise<ListSheetProduct[]> {
  const source = useAtomValue(catalogueSourceAtom);
  const remote = useAtomValue(remoteDataAtom);
  const products = useAtomValue(source.kind === 'local' ? productsAtom : NOTHING);
  return useCallback(
    async (list: ProductList | ProductSummary[]) => {
      const full = async (id: number) =>
        source.kind === 'local'
          ? products?.find((p) => p.id === id)
          : (
              await remote.get<ProductView | null>(
                publishedDataUrl(source.revision, `products/${id}.json`),
              )
            )?.product;
      const withVariants = (summaries: ProductSummary[]) =>
        Promise.all(
          summaries.map(async (summary): Promise<ListSheetProduct> => {
            const product = summary.variantCount ? await full(summary.id) : undefined;
            return product ? { ...summary, variants: resolvedVariants(product) } : summary;
          }),
        );
      if (Array.isArray(list)) return withVariants(list);
      if (source.kind === 'local')
        return withVariants(productsOfList(products ?? [], list).map(summarize));
      const page = (n: number) =>
        remote.get<ListPageView | null>(
          publishedDataUrl(source.revision, `lists/${encodeKey(listKey(list))}/${n}.json`),
        );
      const first = await page(1);
      if (!first) return [];
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(first.total / LIST_PAGE_SIZE) - 1 }, (_, i) => page(i + 2)),
      );
      return withVariants([first, ...rest].flatMap((view) => view?.products ?? []));
    },
    [source, remote, products],
  );
}
