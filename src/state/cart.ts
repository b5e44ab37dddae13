import { atom, type Getter } from 'jotai';
import type { ProductView } from '@/domain/views';
import {
  addToCartLines,
  cartTotals,
  removeCartLine,
  repriceCartLines,
  setCartLineQuantity,
  type CartProduct,
  type CartRepricing,
  type RepriceSource,
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

/** Takes a line out, named by its lineKey (a product, or one variant of it). */
export const removeFromCartAtom = atom(null, (get, set, key: string) =>
  set(cartAtom, removeCartLine(fresh(get), key)),
);

/** Adds several lines in one write (the bulk order grid, quick order). */
export const addLinesToCartAtom = atom(
  null,
  (get, set, items: readonly { product: CartProduct; quantity: number }[]) =>
    set(
      cartAtom,
      items.reduce((lines, item) => addToCartLines(lines, item.product, item.quantity), fresh(get)),
    ),
);

/** Sets a line's quantity; below 1 is ignored (docs/requirements.md#cart). */
export const setCartQuantityAtom = atom(
  null,
  (get, set, { key, quantity }: { key: string; quantity: number }) => {
    const current = fresh(get);
    const next = setCartLineQuantity(current, key, quantity);
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
  const found = new Map<number, RepriceSource | undefined>();
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
  const result = repriceCartLines(current, (id) => (found.has(id) ? found.get(id) : null));
  set(cartAtom, result.lines, { mark: { revision } });
  if (result.removed.length > 0 || result.repriced.length > 0) {
    set(cartRepricingAtom, { removed: result.removed, repriced: result.repriced });
  }
});
