import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import {
  addLinesToCartAtom,
  addToCartAtom,
  cartAtom,
  cartRepricingAtom,
  cartTotalsAtom,
  clearCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from '../cart';

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

/**
 * Adds one of a product to the cart. It reads nothing, so a page that offers 'Add to Cart'
 * does not render again when the cart changes; only what shows the cart does.
 */
export function useAddToCart() {
  return useSetAtom(addToCartAtom);
}

/** Adds several lines in one step (the bulk order grid); reads nothing, like useAddToCart. */
export function useAddLinesToCart() {
  return useSetAtom(addLinesToCartAtom);
}
