import { atom, type Getter } from 'jotai';
import { addToCartLines, cartTotals, type CartProduct } from '@/domain/cart';
import { STORAGE_KEYS } from '@/storage';
import type { CartRepricing } from '@/domain/cartRepricing';
import { persistedAtom } from './storage';

const cart = persistedAtom({ key: STORAGE_KEYS.cart, label: 'cart' });

export const cartAtom = cart.valueAtom;

/** Count, subtotal, tax, shipping and total (docs/requirements.md#limits), to the cent. */
export const cartTotalsAtom = atom((get) => cartTotals(get(cartAtom)));
export const cartCountAtom = atom((get) => get(cartTotalsAtom).count);

// Each change starts from the freshest stored cart, so two tabs adding at once keep both lines.
export const freshCart = (get: Getter) => cart.fresh(get);

/** Adds a quantity of a product (by default its minimum order) as a new line or to its line. */
export const addToCartAtom = atom(null, (get, set, product: CartProduct, quantity?: number) =>
  set(cartAtom, addToCartLines(freshCart(get), product, quantity)),
);

/** What the last re-pricing changed, for the cart page to say (null when nothing did). */
export const cartRepricingAtom = atom<Omit<CartRepricing, 'lines'> | null>(null);
cartRepricingAtom.debugLabel = 'cartRepricing';
