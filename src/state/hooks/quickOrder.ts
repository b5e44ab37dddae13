import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { quickOrderTextAtom, readQuickOrderText, updateCartAtom } from '../quickOrder';
import { catalogueContentAtom } from './screens';
import { useSourced } from './sourced';

// The quick order page's state (docs/requirements.md#quick-order). Imported by path, not through
// the '@/state' index, so only the quick order page's chunk carries it.

/**
 * The order's text, kept for the browser session, and the catalogue's products to find SKUs
 * in. The saved text is read once the page is mounted (prerendered HTML holds none), so a page
 * left and returned to within the app shows it at once, and a reloaded one a moment later.
 */
export function useQuickOrder() {
  const [saved, setText] = useAtom(quickOrderTextAtom);
  useEffect(() => {
    if (saved === null) setText(readQuickOrderText());
  }, [saved, setText]);
  const { products } = useSourced(catalogueContentAtom, 'catalogue.json');
  const updateCart = useSetAtom(updateCartAtom);
  return { text: saved ?? '', setText, products, updateCart };
}
