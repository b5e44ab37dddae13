/**
 * The cart's verbs beyond adding one product: the cart page's (quantity, remove, clear) and the
 * order grid's several lines at once. Not in the state index, so that they load with the pages
 * that use them rather than with every page's first download; pages import them by path.
 */
import { atom } from 'jotai';
import {
  addToCartLines,
  removeCartLine,
  setCartLineQuantity,
  type CartProduct,
} from '@/domain/cart';
import { cartAtom, freshCart } from './cart';

/** Takes a line out, named by its lineKey (a product, or one variant of it). */
export const removeFromCartAtom = atom(null, (get, set, key: string) =>
  set(cartAtom, removeCartLine(freshCart(get), key)),
);

/** Adds several lines in one write (the bulk order grid, quick order). */
export const addLinesToCartAtom = atom(
  null,
  (get, set, items: readonly { product: CartProduct; quantity: number }[]) =>
    set(
      cartAtom,
      items.reduce(
        (lines, item) => addToCartLines(lines, item.product, item.quantity),
        freshCart(get),
      ),
    ),
);

/** Sets a line's quantity; below 1 is ignored (docs/requirements.md#cart). */
export const setCartQuantityAtom = atom(
  null,
  (get, set, { key, quantity }: { key: string; quantity: number }) => {
    const current = freshCart(get);
    const next = setCartLineQuantity(current, key, quantity);
    return next === current ? null : set(cartAtom, next);
  },
);

export const clearCartAtom = atom(null, (_get, set) => set(cartAtom, []));
