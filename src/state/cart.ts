import { atom, type Getter } from 'jotai';
import type { CartLine, Product } from '@/domain/types';
import type { ProductView } from '@/domain/views';
import {
  addToCartLines,
  cartTotals,
  removeCartLine,
  repriceCartLines,
  setCartLineQuantity,
  type CartProduct,
  type CartRepricing,
} from '@/domain/cart';
import { STORAGE_KEYS } from '@/storage';
import { productsAtom } from './catalogue';
import { catalogueSourceAtom, publishedDataUrl } from './catalogueSource';
import { remoteDataAtom } from './remote';
import { persistedAtom, storageAtom } from './storage';

const cart = persistedAtom({ key: STORAGE_KEYS.cart, label: 'cart' });

export const cartAtom = cart.valueAtom;

/** Count, subtotal, tax, shipping and total (docs/requirements.md#limits), to the cent. */
export const cartTotalsAtom = atom((get) => cartTotals(get(cartAtom)));
export const cartCountAtom = atom((get) => get(cartTotalsAtom).count);

// Each change starts from the freshest stored cart, so two tabs adding at once keep both lines.
const fresh = (get: Getter) => cart.fresh(get);

/** Adds a quantity of a product (by default its minimum order) as a new line or to its line. */
export const addToCartAtom = atom(null, (get, set, product: CartProduct, quantity?: number) =>
  set(cartAtom, addToCartLines(fresh(get), product, quantity)),
);

export const removeFromCartAtom = atom(null, (get, set, id: number) =>
  set(cartAtom, removeCartLine(fresh(get), id)),
);

/** Sets a line's quantity; below 1 is ignored (docs/requirements.md#cart). */
export const setCartQuantityAtom = atom(
  null,
  (get, set, { id, quantity }: { id: number; quantity: number }) => {
    const current = fresh(get);
    const next = setCartLineQuantity(current, id, quantity);
    return next === current ? null : set(cartAtom, next);
  },
);

export const clearCartAtom = atom(null, (_get, set) => set(cartAtom, []));

/** What the last re-pricing changed, for the cart page to say (null when nothing did). */
export const cartRepricingAtom = atom<Omit<CartRepricing, 'lines'> | null>(null);
cartRepricingAtom.debugLabel = 'cartRepricing';

/**
 * Re-prices the cart against the published revision, once per revision: each line takes its
 * product's price, name and picture; a line whose product is gone is removed, and the cart page
 * says which and why. The products come from the working copy, or from each product's
 * published file.
 */
export const repriceCartAtom = atom(null, async (get, set, revision: string) => {
  const adapter = get(storageAtom);
  const lines = fresh(get);
  if (lines.length === 0 || adapter.getMark(STORAGE_KEYS.cart)?.revision === revision) return;
  const source = get(catalogueSourceAtom);
  const found = new Map<number, Product | undefined>();
  if (source.kind === 'local') {
    const products = get(productsAtom);
    for (const line of lines)
      found.set(
        line.id,
        products.find((p) => p.id === line.id),
      );
  } else {
    const remote = get(remoteDataAtom);
    const views = await Promise.all(
      lines.map((line) =>
        remote.get<ProductView | null>(publishedDataUrl(revision, `products/${line.id}.json`)),
      ),
    );
    lines.forEach((line, i) => found.set(line.id, views[i]?.product));
  }
  // Lines added meanwhile (another tab, a click) are kept as they are.
  const current = fresh(get);
  const result = repriceCartLines(current, (id) => {
    if (found.has(id)) return found.get(id);
    const line = current.find((l) => l.id === id)!;
    return lineAsProduct(line);
  });
  set(cartAtom, result.lines, { mark: { revision } });
  if (result.removed.length > 0 || result.repriced.length > 0) {
    set(cartRepricingAtom, { removed: result.removed, repriced: result.repriced });
  }
});

/** A line that was not looked up stands for itself. */
const lineAsProduct = ({ image, ...line }: CartLine) => ({
  ...line,
  images: image ? [image] : [],
});
