import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '@fixtures/catalogue';
import { createMemoryStorage, STORAGE_KEYS } from '@/storage';
import { productsAtom } from './catalogue';
import { seedWorkingCopy } from './catalogueSource';
import { workingCopyHasDrafts } from './drafts';
import { discardDraftsAtom, markPublishedAtom } from './publishing';
import { createRemoteData, remoteDataAtom } from './remote';
import { storageAtom } from './storage';

const content = sampleCatalogue();

/** A store over a working copy of revision r1 with one draft, the published files served. */
function ownerStore() {
  const adapter = createMemoryStorage();
  seedWorkingCopy(adapter, 'r1', content);
  const store = createStore();
  store.set(storageAtom, adapter);
  store.set(
    remoteDataAtom,
    createRemoteData(async (url) => {
      if (url === '/catalogue/r/r1/catalogue.json') return structuredClone(content);
      throw new Error(`unexpected ${url}`);
    }),
  );
  store.set(productsAtom, content.products.slice(1));
  return { adapter, store };
}

describe('drafts', () => {
  it('are seen from the marks: an edit here, nothing in an untouched copy', () => {
    const { adapter } = ownerStore();
    expect(workingCopyHasDrafts(adapter)).toBe(true);
    const clean = createMemoryStorage();
    seedWorkingCopy(clean, 'r1', content);
    expect(workingCopyHasDrafts(clean)).toBe(false);
  });

  it('are thrown away by Discard: the published revision is back, marked untouched', async () => {
    const { adapter, store } = ownerStore();
    await store.set(discardDraftsAtom, 'r1');
    expect(store.get(productsAtom)).toEqual(content.products);
    expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r1', changed: false });
    expect(workingCopyHasDrafts(adapter)).toBe(false);
  });

  it('are kept as they are but marked published after a publish', () => {
    const { adapter, store } = ownerStore();
    store.set(markPublishedAtom, 'r1');
    expect(store.get(productsAtom)).toEqual(content.products.slice(1));
    expect(workingCopyHasDrafts(adapter)).toBe(false);
  });
});
