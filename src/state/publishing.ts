import { atom } from 'jotai';
import type { StorageKey, StoredValues } from '@/storage';
import { catalogueStores } from './catalogue';
import { loadPublishedAtom, publishedDataUrl, valuesByKey } from './catalogueSource';
import { remoteDataAtom } from './remote';
import { siteStores } from './site';
import type { PersistedEntity } from './storage';

// The owner's drafts against the published revision (docs/publishing.md#drafts-and-publishing):
// throwing them away, and marking them published (whether there are any: drafts.ts).

const ENTITIES = Object.values({
  ...catalogueStores,
  ...siteStores,
}) as PersistedEntity<StorageKey>[];

/** The image names of a published revision: folder path -> the address the site uses. */
export const loadPublishedImagesAtom = atom(null, (get, _set, revision: string) =>
  get(remoteDataAtom).get<Record<string, string>>(publishedDataUrl(revision, 'images.json')),
);

/**
 * Throws the drafts away: every catalogue key gets the published revision's value again,
 * marked as an untouched copy of it. Answers the keys that could not be stored in full.
 */
export const discardDraftsAtom = atom(null, async (_get, set, revision: string) => {
  const content = await set(loadPublishedAtom, revision);
  const values = valuesByKey(content);
  const refused: StorageKey[] = [];
  for (const entity of ENTITIES) {
    const value = values[entity.key] as StoredValues[StorageKey] | undefined;
    if (value === undefined) continue;
    const target = set(entity.valueAtom, value, { mark: { revision } });
    if (target === 'manual') refused.push(entity.key);
  }
  return refused;
});
discardDraftsAtom.debugLabel = 'discardDrafts';

/**
 * After a publish: the working copy as it is now is what the repository holds, so every key is
 * marked as an untouched copy (of the revision this page was built with, so the screens keep
 * reading it until the host has built the new one, which then replaces it).
 */
export const markPublishedAtom = atom(null, (get, set, revision: string) => {
  for (const entity of ENTITIES) {
    set(entity.valueAtom, entity.fresh(get), { mark: { revision } });
  }
});
markPublishedAtom.debugLabel = 'markPublished';
