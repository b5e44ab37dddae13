import { useMemo } from 'react';
import { searchProducts } from '@/domain/catalogue';
import { summarize, type ProductSummary } from '@/domain/views';
import { catalogueContentAtom } from './screens';
import { useSourced } from './sourced';

/** Products whose name, description, keywords, tags or category name match `query`. */
export function useSearch(query: string): ProductSummary[] {
  const content = useSourced(catalogueContentAtom, 'catalogue.json');
  return useMemo(
    () => searchProducts(content.products, content.categories, query).map(summarize),
    [content, query],
  );
}
