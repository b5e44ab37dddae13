import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, sampleStorage, storeWith } from '@fixtures/catalogue';
import { STORAGE_KEYS } from '@/storage';
import { cartAtom } from './cart';
import { addQuickOrderLines } from '@/domain/quickOrder';
import {
  QUICK_ORDER_TEXT_KEY,
  quickOrderTextAtom,
  readQuickOrderText,
  updateCartAtom,
} from './quickOrder';

const [mirror, lamp] = SAMPLE_PRODUCTS;

afterEach(() => sessionStorage.clear());

describe('quick order state', () => {
  it('keeps the text in session storage, and forgets it when cleared', () => {
    const store = storeWith();
    expect(store.get(quickOrderTextAtom)).toBeNull();
    store.set(quickOrderTextAtom, 'EH-MIR-001, 24');
    expect(store.get(quickOrderTextAtom)).toBe('EH-MIR-001, 24');
    expect(sessionStorage.getItem(QUICK_ORDER_TEXT_KEY)).toBe('EH-MIR-001, 24');
    // Another page load of the session reads it back.
    expect(readQuickOrderText()).toBe('EH-MIR-001, 24');
    store.set(quickOrderTextAtom, '');
    expect(sessionStorage.getItem(QUICK_ORDER_TEXT_KEY)).toBeNull();
  });

  it('adds every ready line to the stored cart in one write', () => {
    const adapter = sampleStorage({
      [STORAGE_KEYS.cart]: [{ id: 1, name: mirror!.name, price: 189.99, image: '', quantity: 50 }],
    });
    const store = storeWith(adapter);
    let writes = 0;
    adapter.subscribe(STORAGE_KEYS.cart, () => (writes += 1));
    store.set(updateCartAtom, (lines) =>
      addQuickOrderLines(lines, [
        { product: mirror!, quantity: 50 },
        { product: lamp!, quantity: 102 },
      ]),
    );
    expect(store.get(cartAtom).map((l) => [l.id, l.quantity])).toEqual([
      [1, 100],
      [2, 102],
    ]);
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toHaveLength(2);
    expect(writes).toBe(1);
  });

  it('writes nothing when no line is ready', () => {
    const adapter = sampleStorage({ [STORAGE_KEYS.cart]: [] });
    const store = storeWith(adapter);
    let writes = 0;
    adapter.subscribe(STORAGE_KEYS.cart, () => (writes += 1));
    store.set(updateCartAtom, (lines) => addQuickOrderLines(lines, []));
    expect(store.get(cartAtom)).toEqual([]);
    expect(writes).toBe(0);
  });
});
