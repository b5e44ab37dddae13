import { atom } from 'jotai';
import type { CatalogueContent } from '@/domain/views';
import {
  CATALOGUE_KEYS,
  STORAGE_KEYS,
  type StorageAdapter,
  type StorageKey,
  type StoredValues,
} from '@/storage';
import { remoteDataAtom } from './remote';
import { storageAtom } from './storage';

/**
 * Where the screens read the catalogue from: this browser's working copy in storage ('local'),
 * or the published revision's data files ('remote'), which hold exactly what each page shows.
 * Stories, tests and the build's prerender use 'local'; the browser decides at start-up.
 */
export type CatalogueSource = { kind: 'local' } | { kind: 'remote'; revision: string };

export const catalogueSourceAtom = atom<CatalogueSource>({ kind: 'local' });
catalogueSourceAtom.debugLabel = 'catalogueSource';

/** The published revision's files live under this path; the revision names it. */
export function publishedDataUrl(revision: string, file: string): string {
  return `/catalogue/r/${revision}/${file}`;
}

/** The entity each catalogue key holds in a catalogue document. */
const ENTITY_OF: Record<string, keyof CatalogueContent> = {
  [STORAGE_KEYS.products]: 'products',
  [STORAGE_KEYS.categories]: 'categories',
  [STORAGE_KEYS.sliderItems]: 'sliderItems',
  [STORAGE_KEYS.inspirations]: 'inspirations',
  [STORAGE_KEYS.siteSettings]: 'siteSettings',
  [STORAGE_KEYS.socialLinks]: 'socialLinks',
  [STORAGE_KEYS.gallery]: 'gallery',
};

/** The published catalogue as the adapter's per-key values. */
export function valuesByKey(content: CatalogueContent): { [K in StorageKey]?: StoredValues[K] } {
  return Object.fromEntries(CATALOGUE_KEYS.map((key) => [key, content[ENTITY_OF[key]!]]));
}

/** The published catalogue as the site serves it, with the slides shown when others fail. */
export type PublishedContent = CatalogueContent & {
  fallbackSliderItems?: CatalogueContent['sliderItems'] | undefined;
};

/** What the adapter seeds from and falls back to, for a revision's content. */
export function publishedFor(revision: string, content: PublishedContent) {
  return {
    revision,
    values: valuesByKey(content),
    fallbackSliderItems: content.fallbackSliderItems,
  };
}

/** What start-up does with the catalogue, from what this browser holds. */
export interface CataloguePlan {
  source: CatalogueSource['kind'];
  /**
   * The whole published revision is needed before the first render: the working copy holds
   * drafts but lacks some entity, or holds one that cannot be read.
   */
  needsPublished: boolean;
  /** Keys holding an untouched copy of another revision: replaced by the published one. */
  outdated: StorageKey[];
  /** After the first render, store the published revision as this browser's working copy. */
  seed: boolean;
}

/**
 * Decides where the screens read from (docs/publishing.md#the-browsers-working-copy):
 * - drafts (a key changed here, or holding data without a revision mark): the working copy is
 *   kept and shown; anything it lacks comes from the published revision;
 * - an untouched copy of exactly this revision: read from storage;
 * - otherwise (a first visit, an older revision): read the published files, and store them as
 *   the working copy once the page is up.
 */
export function planCatalogue(adapter: StorageAdapter, revision: string): CataloguePlan {
  const states = CATALOGUE_KEYS.map((key) => ({
    key,
    mark: adapter.getMark(key),
    usable: adapter.isUsable(key),
  }));
  const drafts = states.some(({ mark }) => mark === null || mark?.changed === true);
  const outdated = states
    .filter(({ mark }) => mark && !mark.changed && mark.revision !== revision)
    .map(({ key }) => key);
  if (drafts) {
    const lacking = states.some(({ mark, usable }) => mark === undefined || !usable);
    return {
      source: 'local',
      needsPublished: lacking || outdated.length > 0,
      outdated,
      seed: false,
    };
  }
  const current = states.every(
    ({ mark, usable }) => mark && !mark.changed && mark.revision === revision && usable,
  );
  if (current) return { source: 'local', needsPublished: false, outdated: [], seed: false };
  return { source: 'remote', needsPublished: false, outdated, seed: true };
}

/**
 * Stores the published revision as the working copy where it may: keys holding nothing, and
 * untouched copies of another revision. Drafts are never overwritten. Quiet: when storage is too
 * small for the catalogue nobody is prompted; the published files keep serving the pages.
 * `keys` limits it to some entities (start-up stores one at a time). Returns the keys stored.
 */
export function seedWorkingCopy(
  adapter: StorageAdapter,
  revision: string,
  content: CatalogueContent,
  keys: readonly StorageKey[] = CATALOGUE_KEYS,
): StorageKey[] {
  const stored: StorageKey[] = [];
  const values = valuesByKey(content);
  for (const key of keys) {
    const mark = adapter.getMark(key);
    const replaceable = mark === undefined || (mark && !mark.changed && mark.revision !== revision);
    if (!replaceable) continue;
    const target = adapter.setItem(key, values[key] as StoredValues[typeof key], {
      quiet: true,
      mark: { revision },
    });
    if (target === 'local') stored.push(key);
  }
  return stored;
}

/** The revision this page was built with (the HTML names it); null in stories and tests. */
export const publishedRevisionAtom = atom<string | null>(null);
publishedRevisionAtom.debugLabel = 'publishedRevision';

/**
 * Fetches the published revision's whole catalogue (cached forever by the browser: the
 * revision is in its path) and makes it what the working copy seeds from and falls back to.
 */
export const loadPublishedAtom = atom(null, async (get, _set, revision: string) => {
  const content = await get(remoteDataAtom).get<PublishedContent>(
    publishedDataUrl(revision, 'catalogue.json'),
  );
  get(storageAtom).setPublished(publishedFor(revision, content));
  return content;
});

/** Stores the published revision as the working copy where nothing would be lost. */
export const storePublishedAtom = atom(null, async (get, set, revision: string) => {
  const content = await set(loadPublishedAtom, revision);
  return seedWorkingCopy(get(storageAtom), revision, content);
});

/**
 * Switches the screens to the working copy, storing the published revision first where the
 * browser holds none (the admin edits the working copy, so it always needs it).
 */
export const switchToWorkingCopyAtom = atom(null, async (get, set) => {
  const source = get(catalogueSourceAtom);
  if (source.kind === 'local') return;
  await set(storePublishedAtom, source.revision);
  set(catalogueSourceAtom, { kind: 'local' });
});
