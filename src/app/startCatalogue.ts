import { startTransition } from 'react';
import type { createStore } from 'jotai';
import type { CatalogueContent } from '@/domain/views';
import {
  catalogueSourceAtom,
  loadPublishedAtom,
  planCatalogue,
  publishedDataUrl,
  publishedRevisionAtom,
  remoteDataAtom,
  repriceCartAtom,
  seedWorkingCopy,
  storageAtom,
} from '@/state';
import { CATALOGUE_KEYS, type StorageKey } from '@/storage';
import { pageDataFiles } from './pageData';

type Store = ReturnType<typeof createStore>;

/** Runs `work` when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(work: () => void, timeout = 3000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 200);
}

/**
 * While the screens read the published files, watches this browser's working copy: once the
 * owner edits it (in the admin, here or in another tab) the screens read it instead, so the
 * owner's edits show at once. Storing the published revision itself changes nothing on screen,
 * so it is not a reason to switch: only a key holding a draft is.
 */
function followWorkingCopy(store: Store) {
  const adapter = store.get(storageAtom);
  const stops: (() => void)[] = [];
  const check = (key: StorageKey) => {
    if (store.get(catalogueSourceAtom).kind === 'remote') {
      const mark = adapter.getMark(key);
      if (mark !== null && mark?.changed !== true) return;
      // Every screen re-renders from storage: as a transition, in slices the browser can
      // interrupt, rather than in one long task.
      startTransition(() => store.set(catalogueSourceAtom, { kind: 'local' }));
    }
    stops.forEach((stop) => stop());
  };
  for (const key of CATALOGUE_KEYS) stops.push(adapter.subscribe(key, () => check(key)));
}

/**
 * Stores the published revision as the working copy, one entity per idle moment, so a large
 * catalogue never holds the main thread for long.
 */
function seedWhenIdle(store: Store, revision: string, content: CatalogueContent): Promise<void> {
  const adapter = store.get(storageAtom);
  return new Promise((resolve) => {
    const next = (index: number) => {
      const key = CATALOGUE_KEYS[index];
      if (key === undefined) return resolve();
      whenIdle(() => {
        try {
          seedWorkingCopy(adapter, revision, content, [key]);
        } catch (error) {
          console.warn('The published catalogue was not stored in this browser', error);
        }
        next(index + 1);
      });
    };
    next(0);
  });
}

/**
 * Start-up's part for the catalogue (docs/publishing.md#the-browsers-working-copy): decides
 * whether the screens read this browser's working copy or the published files, and fetches
 * what the landing page needs before the first render. Resolves with what to do once the page
 * is up: store the published revision as the working copy, and re-price the cart.
 */
export async function startCatalogue(store: Store, pathname: string): Promise<() => void> {
  const revision = document.documentElement.dataset.revision;
  if (!revision) return () => undefined;
  store.set(publishedRevisionAtom, revision);
  const adapter = store.get(storageAtom);
  const plan = planCatalogue(adapter, revision);
  const remote = store.get(remoteDataAtom);

  if (plan.source === 'remote') {
    store.set(catalogueSourceAtom, { kind: 'remote', revision });
    await Promise.all(
      pageDataFiles(pathname).map((file) => remote.preload(publishedDataUrl(revision, file))),
    );
  } else if (plan.needsPublished) {
    // Drafts lacking an entity (or holding one that cannot be read), or untouched copies of an
    // older revision beside them: the published revision fills the rest before anything shows.
    try {
      const content = await store.set(loadPublishedAtom, revision);
      seedWorkingCopy(adapter, revision, content);
    } catch (error) {
      console.error('The published catalogue could not be loaded', error);
    }
  }

  if (plan.source === 'remote') followWorkingCopy(store);

  return () =>
    whenIdle(() => {
      void (async () => {
        if (plan.seed) {
          try {
            await seedWhenIdle(store, revision, await store.set(loadPublishedAtom, revision));
          } catch (error) {
            console.warn('The published catalogue was not stored in this browser', error);
          }
        }
        await store.set(repriceCartAtom, revision);
      })();
    });
}
