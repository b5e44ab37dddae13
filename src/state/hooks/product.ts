import { atom } from 'jotai';
import { productView, type ProductView, type ShellView } from '@/domain/views';
import { productsAtom } from '../catalogue';
import { useSiteSettings } from './screens';
import { family, useSourced } from './sourced';

const productViewAtom = family((id) =>
  atom((get) => productView({ products: get(productsAtom) }, Number(id)) ?? null),
);

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
