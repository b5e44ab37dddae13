import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, sampleStorage, storeWith } from '@fixtures/catalogue';
import { createFaultyStorage, STORAGE_KEYS } from '@/storage';
import {
  addToCartAtom,
  authAtom,
  bestsellerProductsAtom,
  cartAtom,
  cartCountAtom,
  cartTotalsAtom,
  categoriesAtom,
  enrichedInspirationsAtom,
  isAdminAtom,
  loginAtom,
  logoutAtom,
  newProductsAtom,
  popularCategoriesAtom,
  productsAtom,
  productsOfCategoryAtom,
  productsOfTagAtom,
  sliderItemsAtom,
} from './index';
import { clearCartAtom, removeFromCartAtom, setCartQuantityAtom } from './cartEdits';

const mirror = SAMPLE_PRODUCTS[0]!;
const lamp = SAMPLE_PRODUCTS[1]!;

describe('persisted atoms', () => {
  it('show stored data on the first read', () => {
    const store = storeWith(sampleStorage({ [STORAGE_KEYS.products]: [mirror] }));
    expect(store.get(productsAtom)).toEqual([mirror]);
  });

  it('seed sample data when storage is empty', () => {
    const store = storeWith();
    expect(store.get(productsAtom)).toHaveLength(7);
    expect(store.get(categoriesAtom)[0]!.id).toBe('all');
    expect(store.get(sliderItemsAtom)).toHaveLength(3);
  });

  it('follow a change made through another store (another tab or screen) while mounted', () => {
    const events = new EventTarget();
    const adapter = sampleStorage({}, events);
    const visitor = storeWith(adapter);
    const admin = storeWith(adapter);
    const seen: number[] = [];
    const unsubscribe = visitor.sub(productsAtom, () =>
      seen.push(visitor.get(productsAtom).length),
    );
    expect(visitor.get(productsAtom)).toHaveLength(7);
    admin.set(
      productsAtom,
      admin.get(productsAtom).filter((p) => p.id !== 1),
    );
    expect(visitor.get(productsAtom)).toHaveLength(6);
    expect(seen).toContain(6);
    unsubscribe();
  });
});

describe('cart', () => {
  it('adds, increments, steps, removes and clears with totals to the cent', () => {
    const store = storeWith();
    // Each add is the product's minimum order (docs/requirements.md#trade-terms): 50 mirrors, 100 lamps.
    store.set(addToCartAtom, mirror);
    store.set(addToCartAtom, mirror);
    store.set(addToCartAtom, lamp);
    expect(store.get(cartAtom).map((l) => [l.id, l.quantity])).toEqual([
      [mirror.id, 100],
      [lamp.id, 100],
    ]);
    expect(store.get(cartCountAtom)).toBe(200);
    // The mirror has no price breaks; 100 lamps pay the base price (the first break is 200).
    const subtotal = Math.round((mirror.price * 100 + lamp.price * 100) * 100) / 100;
    expect(store.get(cartTotalsAtom)).toMatchObject({
      subtotal,
      tax: Math.round(subtotal * 10) / 100,
      shipping: 0,
      total: Math.round(subtotal * 110) / 100,
    });
    store.set(setCartQuantityAtom, { key: String(lamp.id), quantity: 0 });
    expect(store.get(cartAtom)[1]!.quantity).toBe(100);
    // Below the minimum snaps up to it; an odd count to the nearest pack of 2.
    store.set(setCartQuantityAtom, { key: String(lamp.id), quantity: 4 });
    expect(store.get(cartAtom)[1]!.quantity).toBe(100);
    store.set(setCartQuantityAtom, { key: String(lamp.id), quantity: 201 });
    expect(store.get(cartAtom)[1]!.quantity).toBe(202);
    expect(store.get(cartTotalsAtom).subtotal).toBe(
      Math.round((mirror.price * 100 + 229 * 202) * 100) / 100,
    );
    store.set(removeFromCartAtom, String(mirror.id));
    expect(store.get(cartAtom).map((l) => l.id)).toEqual([lamp.id]);
    store.set(clearCartAtom);
    expect(store.get(cartAtom)).toEqual([]);
  });

  it('keeps lines added in two tabs at once (read-modify-write on the freshest copy)', () => {
    const adapter = sampleStorage();
    const tabA = storeWith(adapter);
    const tabB = storeWith(adapter);
    tabA.get(cartAtom);
    tabB.get(cartAtom); // B read the empty cart before A added
    tabA.set(addToCartAtom, mirror);
    tabB.set(addToCartAtom, lamp);
    expect(adapter.getItem(STORAGE_KEYS.cart).value.map((l) => l.id)).toEqual([mirror.id, lamp.id]);
  });

  it('still works for the session when storage refuses every write', () => {
    const { adapter } = createFaultyStorage({
      local: { accessThrows: true },
      session: { missing: true },
      cookiesOff: true,
    });
    const store = storeWith(adapter);
    store.set(addToCartAtom, mirror);
    expect(store.get(cartCountAtom)).toBe(50);
  });
});

describe('catalogue', () => {
  it('derives new (id descending), bestsellers, category (with subcategories) and tag lists', () => {
    const store = storeWith();
    const ids = store.get(newProductsAtom).map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(store.get(bestsellerProductsAtom).every((p) => p.isBestseller)).toBe(true);
    const mirrors = store.get(productsOfCategoryAtom('mirrors'));
    expect(mirrors.length).toBeGreaterThan(0);
    expect(
      mirrors.every((p) => p.category === 'mirrors' || p.category.startsWith('mirrors_')),
    ).toBe(true);
    expect(productsOfCategoryAtom('mirrors')).toBe(productsOfCategoryAtom('mirrors'));
    expect(store.get(productsOfTagAtom('modern')).length).toBeGreaterThan(0);
  });

  it('keeps inspirations whose products exist and drops the rest', () => {
    const store = storeWith(
      sampleStorage({
        [STORAGE_KEYS.products]: [mirror],
        [STORAGE_KEYS.inspirations]: [
          {
            id: 'a',
            title: 'Hall',
            description: '',
            backgroundImage: 'https://example.com/a.jpg',
            category: 'living',
            products: [{ productId: mirror.id, position: { x: 10, y: 20 } }],
          },
          {
            id: 'b',
            title: 'Gone',
            description: '',
            backgroundImage: 'https://example.com/b.jpg',
            category: 'bedroom',
            products: [{ productId: 999, position: { x: 10, y: 20 } }],
          },
        ],
      }),
    );
    const list = store.get(enrichedInspirationsAtom);
    expect(list.map((i) => i.id)).toEqual(['a']);
    expect(list[0]!.products[0]).toMatchObject({ name: mirror.name, price: mirror.price });
  });

  it('lists at most four popular subcategories for the footer', () => {
    const store = storeWith();
    expect(store.get(popularCategoriesAtom)).toHaveLength(4);
  });
});

describe('auth', () => {
  it('starts logged out, logs in as given, logs out clearing both flags', () => {
    const store = storeWith();
    expect(store.get(authAtom)).toEqual({ isAuthenticated: false, isAdmin: false });
    store.set(loginAtom);
    expect(store.get(authAtom)).toEqual({ isAuthenticated: true, isAdmin: false });
    expect(store.get(isAdminAtom)).toBe(false);
    store.set(loginAtom, { isAdmin: true });
    expect(store.get(isAdminAtom)).toBe(true);
    store.set(logoutAtom);
    expect(store.get(authAtom)).toEqual({ isAuthenticated: false, isAdmin: false });
  });
});
