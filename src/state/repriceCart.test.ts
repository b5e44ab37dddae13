import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue, sampleStorage } from '@fixtures/catalogue';
import { createFaultyStorage, STORAGE_KEYS } from '@/storage';
import {
  cartAtom,
  cartRepricingAtom,
  cartTotalsAtom,
  catalogueSourceAtom,
  createRemoteData,
  remoteDataAtom,
  storageAtom,
} from './index';
import { repriceCartAtom } from './repriceCart';

type SampleProduct = ReturnType<typeof sampleCatalogue>['products'][number];
// Products sold as one item (the chair and the lamp); variants: src/domain/cart.test.ts.
const products = sampleCatalogue().products;
const chair = products.find((p) => p.id === 7) as SampleProduct;
const lamp = products.find((p) => p.id === 2) as SampleProduct;
const lines = [
  { id: chair.id, name: chair.name, price: 100, image: '', quantity: 60 },
  { id: 999, name: 'Retired Console', price: 80, image: '', quantity: 1 },
];

describe('re-pricing the cart against a revision', () => {
  it('takes prices from the published product files and removes lines whose product is gone', async () => {
    const store = createStore();
    store.set(storageAtom, sampleStorage({ [STORAGE_KEYS.cart]: lines }));
    store.set(catalogueSourceAtom, { kind: 'remote', revision: 'r9' });
    const asked: string[] = [];
    store.set(
      remoteDataAtom,
      createRemoteData(async (url) => {
        asked.push(url);
        return url.endsWith(`/products/${chair.id}.json`) ? { product: chair, related: [] } : null;
      }),
    );
    await store.set(repriceCartAtom, 'r9');
    expect(store.get(cartAtom)).toEqual([
      {
        ...lines[0],
        price: chair.price,
        image: chair.images[0],
        sku: chair.sku,
        moq: chair.moq,
        packSize: chair.packSize,
        priceTiers: chair.priceTiers,
        // and what the container planner and the quote read
        carton: chair.carton,
        hsCode: chair.hsCode,
        origin: chair.origin,
      },
    ]);
    expect(chair.carton).toMatchObject({ units: expect.any(Number) });
    expect(store.get(cartRepricingAtom)).toEqual({
      removed: [{ key: '999', id: 999, name: 'Retired Console', reason: 'gone' }],
      repriced: [
        { key: String(chair.id), id: chair.id, name: chair.name, from: 100, to: chair.price },
      ],
    });
    expect(asked).toEqual([
      `/catalogue/r/r9/products/${chair.id}.json`,
      '/catalogue/r/r9/products/999.json',
    ]);
    // Once per revision: a second call asks nothing.
    await store.set(repriceCartAtom, 'r9');
    expect(asked).toHaveLength(2);
  });

  it('reads the working copy when the screens do', async () => {
    const store = createStore();
    store.set(
      storageAtom,
      sampleStorage({
        [STORAGE_KEYS.cart]: [{ id: lamp.id, name: 'Old name', price: 1, image: '', quantity: 3 }],
      }),
    );
    await store.set(repriceCartAtom, 'r1');
    // The lamp's minimum order (100, packs of 2) now applies to the stored line.
    expect(store.get(cartAtom)[0]).toMatchObject({
      name: lamp.name,
      price: lamp.price,
      quantity: 100,
      sku: 'EH-LGT-002',
      moq: 100,
      packSize: 2,
      priceTiers: lamp.priceTiers,
    });
  });

  it('prices a line that reaches a price break at the break', async () => {
    const store = createStore();
    store.set(
      storageAtom,
      sampleStorage({
        [STORAGE_KEYS.cart]: [{ id: lamp.id, name: lamp.name, price: 1, image: '', quantity: 200 }],
      }),
    );
    await store.set(repriceCartAtom, 'r1');
    expect(store.get(cartTotalsAtom)).toMatchObject({ count: 200, subtotal: 45800 });
  });

  it('asks a visitor whose browser stores nothing to copy the cart only when re-pricing changed it', async () => {
    /** A store whose every browser store fails, reading the lamp's published file. */
    const storingNothing = (price: number) => {
      const faulty = createFaultyStorage({
        local: { accessThrows: true },
        session: { missing: true },
        cookiesOff: true,
      });
      const store = createStore();
      store.set(storageAtom, faulty.adapter);
      store.set(catalogueSourceAtom, { kind: 'remote', revision: 'r9' });
      store.set(
        remoteDataAtom,
        createRemoteData(async () => ({ product: lamp, related: [] })),
      );
      store.set(cartAtom, [{ ...lamp, image: '', name: lamp.name, price, quantity: 100 }]);
      return { store, prompts: faulty.prompts };
    };

    const unchanged = storingNothing(lamp.price);
    expect(unchanged.prompts).toHaveLength(1); // the visitor's own change
    await unchanged.store.set(repriceCartAtom, 'r9');
    expect(unchanged.store.get(cartRepricingAtom)).toBeNull();
    expect(unchanged.prompts).toHaveLength(1);
    expect(unchanged.store.get(cartAtom)).toMatchObject([{ id: lamp.id, quantity: 100 }]);

    const repriced = storingNothing(1);
    await repriced.store.set(repriceCartAtom, 'r9');
    expect(repriced.prompts).toHaveLength(2);
    expect(JSON.parse(repriced.prompts[1]!)).toMatchObject([{ id: lamp.id, price: lamp.price }]);
  });
});
