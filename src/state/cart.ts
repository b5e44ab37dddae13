import { atom, type Getter } from 'jotai';
import type { Product } from '@/domain/types';
import { addToCartLines, cartTotals, removeCartLine, setCartLineQuantity } from '@/domain/cart';
import { STORAGE_KEYS } from '@/storage';
import { persistedAtom } from './storage';

const cart = persistedAtom({ key: STORAGE_KEYS.cart, label: 'cart' });

export const cartAtom = cart.valueAtom;

/** Count, subtotal, tax, shipping and total (SPEC §9), to the cent. */
export const cartTotalsAtom = atom((get) => cartTotals(get(cartAtom)));
export const cartCountAtom = atom((get) => get(cartTotalsAtom).count);

// Each change starts from the freshest stored cart, so two tabs adding at once keep both lines.
const fresh = (get: Getter) => cart.fresh(get);

/** Adds one of a product (a new line, or quantity + 1). */
export const addToCartAtom = atom(
  null,
  (get, set, product: Pick<Product, 'id' | 'name' | 'price' | 'images'>) =>
    set(cartAtom, addToCartLines(fresh(get), product)),
);

export const removeFromCartAtom = atom(null, (get, set, id: number) =>
  set(cartAtom, removeCartLine(fresh(get), id)),
);

/** Sets a line's quantity; below 1 is ignored (SPEC §4). */
export const setCartQuantityAtom = atom(
  null,
  (get, set, { id, quantity }: { id: number; quantity: number }) => {
    const current = fresh(get);
    const next = setCartLineQuantity(current, id, quantity);
    return next === current ? null : set(cartAtom, next);
  },
);

export const clearCartAtom = atom(null, (_get, set) => set(cartAtom, []));
