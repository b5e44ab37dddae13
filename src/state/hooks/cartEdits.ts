/**
 * The cart page's and the order grid's hooks (see ../cartEdits.ts): imported by path, not from
 * the state index, so that they load with those pages only.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cartAtom, cartRepricingAtom, cartTotalsAtom } from '../cart';
import type { AppStore } from '../storage';
import {
  addLinesToCartAtom,
  clearCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from '../cartEdits';

/** Whether the stored cart holds lines, read before the cart page's first render. */
export const cartHasLines = (store: AppStore): boolean => store.get(cartAtom).length > 0;

/** The cart as the cart screen needs it: lines, totals and the verbs. */
export function useCart() {
  const lines = useAtomValue(cartAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const setQuantityAtom = useSetAtom(setCartQuantityAtom);
  const clear = useSetAtom(clearCartAtom);
  const setQuantity = useCallback(
    (key: string, quantity: number) => setQuantityAtom({ key, quantity }),
    [setQuantityAtom],
  );
  const changes = useAtomValue(cartRepricingAtom);
  const setChanges = useSetAtom(cartRepricingAtom);
  const dismissChanges = useCallback(() => setChanges(null), [setChanges]);
  return { lines, totals, remove, setQuantity, clear, changes, dismissChanges };
}

/** Adds several lines in one step (the bulk order grid); reads nothing, like useAddToCart. */
export function useAddLinesToCart() {
  return useSetAtom(addLinesToCartAtom);
}
