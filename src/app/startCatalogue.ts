import type { createStore } from 'jotai';
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
import { CATALOGUE_KEYS } from '@/storage';
import { pageDataFiles } from './pageData';

type Store = ReturnType<typeof createStore>;

/** Runs `work` when the browser is idle (at the latest after `timeout` ms). */
function whenIdle(work: () => void, timeout = 3000) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 200);
}

/**
 * While the screens read the published files, watches this browser's working copy: once it
 * holds the catalogue (stored when idle, or edited in the admin, here or in another tab) the
 * screens read it instead, so the owner's edits show at once.
 */
function followWorkingCopy(store: Store, revision: string) {
  const adapter = store.get(storageAtom);
  const stops: (() => void)[] = [];
  const check = () => {
    if (store.get(catalogueSourceAtom).kind === 'local') return stops.forEach((stop) => stop());
    if (planCatalogue(adapter, revision).source !== 'local') return;
    stops.forEach((stop) => stop());
    store.set(catalogueSourceAtom, { kind: 'local' });
  };
  for (const key of CATALOGUE_KEYS) stops.push(adapter.subscribe(key, check));
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

  if (plan.source === 'remote') followWorkingCopy(store, revision);

  return () =>
    whenIdle(() => {
      void (async () => {
        if (plan.seed) {
          try {
            seedWorkingCopy(adapter, revision, await store.set(loadPublishedAtom, revision));
          } catch (error) {
            console.warn('The published catalogue was not stored in this browser', error);
          }
        }
        await store.set(repriceCartAtom, revision);
      })();
    });
}
