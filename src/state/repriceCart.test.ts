import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue, sampleStorage } from '@fixtures/catalogue';
import { STORAGE_KEYS } from '@/storage';
import {
  cartAtom,
  cartRepricingAtom,
  cartTotalsAtom,
  catalogueSourceAtom,
  createRemoteData,
  remoteDataAtom,
  repriceCartAtom,
  storageAtom,
} from './index';

const [mirror, lamp] = sampleCatalogue().products as [
  ReturnType<typeof sampleCatalogue>['products'][number],
  ReturnType<typeof sampleCatalogue>['products'][number],
];
const lines = [
  { id: mirror.id, name: mirror.name, price: 100, image: '', quantity: 60 },
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
        return url.endsWith(`/products/${mirror.id}.json`)
          ? { product: mirror, related: [] }
          : null;
      }),
    );
    await store.set(repriceCartAtom, 'r9');
    expect(store.get(cartAtom)).toEqual([
      {
        ...lines[0],
        price: mirror.price,
        image: mirror.images[0],
        sku: mirror.sku,
        moq: mirror.moq,
        packSize: mirror.packSize,
        priceTiers: mirror.priceTiers,
        // and what the container planner and the quote read
        carton: mirror.carton,
        hsCode: mirror.hsCode,
        origin: mirror.origin,
      },
    ]);
    expect(mirror.carton).toMatchObject({ lengthCm: 88, units: 1 });
    expect(store.get(cartRepricingAtom)).toEqual({
      removed: [{ id: 999, name: 'Retired Console' }],
      repriced: [{ id: mirror.id, name: mirror.name, from: 100, to: mirror.price }],
    });
    expect(asked).toEqual([
      `/catalogue/r/r9/products/${mirror.id}.json`,
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
});
