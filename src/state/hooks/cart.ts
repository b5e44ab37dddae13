import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import {
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
    (id: number, quantity: number) => setQuantityAtom({ id, quantity }),
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
