import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom, createStore } from 'jotai';
import { sampleCatalogue } from '@fixtures/catalogue';
import { catalogueSourceAtom, createRemoteData, remoteDataAtom, storageAtom } from '@/state';
import { CATALOGUE_KEYS, createMemoryStorage, STORAGE_KEYS } from '@/storage';
import { startCatalogue } from './startCatalogue';

/** The revisions the cart was re-priced against, as start-up asked for them. */
const repriced = vi.hoisted(() => [] as string[]);
vi.mock('@/state/repriceCart', () => ({
  repriceCartAtom: atom(null, (_get, _set, revision: string) => {
    repriced.push(revision);
  }),
}));

const content = sampleCatalogue();

/** A first visit: nothing stored, the published files served from memory. */
function firstVisit() {
  const store = createStore();
  const adapter = createMemoryStorage();
  store.set(storageAtom, adapter);
  const fetched: string[] = [];
  store.set(
    remoteDataAtom,
    createRemoteData(async (url) => {
      fetched.push(url);
      return url.endsWith('catalogue.json') ? content : {};
    }),
  );
  return { store, adapter, fetched };
}

describe('startCatalogue on a first visit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.dataset.revision = 'r1';
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.revision;
  });

  it('reads the published files, then stores them one entity per idle moment', async () => {
    const { store, adapter, fetched } = firstVisit();
    const afterFirstRender = await startCatalogue(store, '/');
    expect(store.get(catalogueSourceAtom)).toEqual({ kind: 'remote', revision: 'r1' });
    expect(fetched).toContain('/catalogue/r/r1/home.json');

    await afterFirstRender();
    await vi.advanceTimersByTimeAsync(200 * 2);
    // One idle moment fetched the catalogue, the next stored the first entity only.
    const storedAfterTwo = CATALOGUE_KEYS.filter((key) => adapter.getMark(key) !== undefined);
    expect(storedAfterTwo.length).toBeLessThan(CATALOGUE_KEYS.length);

    await vi.advanceTimersByTimeAsync(200 * (CATALOGUE_KEYS.length + 2));
    for (const key of CATALOGUE_KEYS)
      expect(adapter.getMark(key)).toEqual({ revision: 'r1', changed: false });
    expect(adapter.getItem(STORAGE_KEYS.products).value).toEqual(content.products);
    // The stored copy equals what the screens show: they keep reading it from the files,
    // with no re-render of the whole page.
    expect(store.get(catalogueSourceAtom).kind).toBe('remote');
  });

  it('switches the screens to the working copy as soon as it holds a draft', async () => {
    const { store, adapter } = firstVisit();
    const afterFirstRender = await startCatalogue(store, '/');
    await afterFirstRender();
    adapter.setItem(STORAGE_KEYS.products, content.products.slice(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get(catalogueSourceAtom)).toEqual({ kind: 'local' });
  });

  it('switches too for a draft written while the page was loading', async () => {
    const { store, adapter } = firstVisit();
    const afterFirstRender = await startCatalogue(store, '/');
    adapter.setItem(STORAGE_KEYS.categories, content.categories);
    expect(store.get(catalogueSourceAtom).kind).toBe('remote');
    await afterFirstRender();
    expect(store.get(catalogueSourceAtom)).toEqual({ kind: 'local' });
  });
});

describe('startCatalogue for a returning buyer with a cart', () => {
  const line = { id: 1, name: 'Oak mirror', price: 189.99, image: '', quantity: 2 };
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.dataset.revision = 'r1';
    repriced.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.revision;
  });

  it('re-prices a cart not yet priced against this revision, once the page is up', async () => {
    const { store, adapter } = firstVisit();
    adapter.setItem(STORAGE_KEYS.cart, [line], { mark: { revision: 'r0' } });
    const afterFirstRender = await startCatalogue(store, '/');
    await afterFirstRender();
    await vi.advanceTimersByTimeAsync(200);
    expect(repriced).toEqual(['r1']);
  });

  it('leaves a cart priced against this revision alone, without loading the re-pricing', async () => {
    const { store, adapter } = firstVisit();
    adapter.setItem(STORAGE_KEYS.cart, [line], { mark: { revision: 'r1' } });
    const afterFirstRender = await startCatalogue(store, '/');
    await afterFirstRender();
    await vi.advanceTimersByTimeAsync(200 * (CATALOGUE_KEYS.length + 4));
    expect(repriced).toEqual([]);
  });
});
