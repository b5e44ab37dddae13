import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '@fixtures/catalogue';
import { createMemoryStorage, META_KEY, STORAGE_KEYS } from '@/storage';
import { planCatalogue, seedWorkingCopy, valuesByKey } from './catalogueSource';

const content = sampleCatalogue();

/** An adapter holding an untouched copy of `revision` for every catalogue key. */
function seededWith(revision: string) {
  const adapter = createMemoryStorage();
  seedWorkingCopy(adapter, revision, content);
  return adapter;
}

describe('planCatalogue', () => {
  it('reads the published files on a first visit, and stores them afterwards', () => {
    expect(planCatalogue(createMemoryStorage(), 'r1')).toEqual({
      source: 'remote',
      needsPublished: false,
      outdated: [],
      seed: true,
    });
  });

  it('reads storage when it holds an untouched copy of this very revision', () => {
    expect(planCatalogue(seededWith('r1'), 'r1')).toMatchObject({
      source: 'local',
      needsPublished: false,
      seed: false,
    });
  });

  it('reads the published files when storage holds an untouched older revision', () => {
    const plan = planCatalogue(seededWith('r1'), 'r2');
    expect(plan.source).toBe('remote');
    expect(plan.outdated).toHaveLength(7);
  });

  it('keeps and shows drafts, filling what they lack from the published revision', () => {
    const adapter = seededWith('r1');
    adapter.setItem(STORAGE_KEYS.products, content.products.slice(1));
    const plan = planCatalogue(adapter, 'r2');
    expect(plan.source).toBe('local');
    // The untouched keys of r1 are replaced by r2, so the whole of r2 is needed first.
    expect(plan.needsPublished).toBe(true);
    expect(plan.outdated).not.toContain(STORAGE_KEYS.products);
  });

  it('treats data written by hand (no mark) as drafts', () => {
    const adapter = createMemoryStorage({ [STORAGE_KEYS.products]: content.products.slice(0, 2) });
    expect(planCatalogue(adapter, 'r1')).toMatchObject({ source: 'local', needsPublished: true });
  });
});

describe('seedWorkingCopy', () => {
  it('stores every entity with the revision mark, plain under its own key', () => {
    const adapter = createMemoryStorage();
    expect(seedWorkingCopy(adapter, 'r1', content)).toHaveLength(7);
    expect(adapter.getItem(STORAGE_KEYS.products).value).toEqual(content.products);
    expect(adapter.getMark(STORAGE_KEYS.siteSettings)).toEqual({ revision: 'r1', changed: false });
    expect(adapter.peekRaw(META_KEY)).toContain('"revision":"r1"');
  });

  it('replaces untouched older copies but never drafts', () => {
    const adapter = seededWith('r1');
    adapter.setItem(STORAGE_KEYS.categories, content.categories.slice(0, 2));
    const next = { ...content, products: content.products.slice(0, 3) };
    const stored = seedWorkingCopy(adapter, 'r2', next);
    expect(stored).not.toContain(STORAGE_KEYS.categories);
    expect(adapter.getItem(STORAGE_KEYS.products).value).toHaveLength(3);
    expect(adapter.getItem(STORAGE_KEYS.categories).value).toHaveLength(2);
  });

  it('gives every catalogue key its entity', () => {
    expect(Object.keys(valuesByKey(content))).toHaveLength(7);
  });
});
