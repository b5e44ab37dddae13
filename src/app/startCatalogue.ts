import {
  type AppStore,
  catalogueSourceAtom,
  loadPublishedAtom,
  planCatalogue,
  publishedDataUrl,
  publishedRevisionAtom,
  remoteDataAtom,
  seedWorkingCopy,
  storageAtom,
} from '@/state';
import { pageDataFiles } from './pageData';

/**
 * Start-up's part for the catalogue (docs/publishing.md#the-browsers-working-copy): decides
 * whether the screens read this browser's working copy or the published files, and fetches
 * what the landing page needs before the first render. Resolves with what to do once the page
 * is up (afterFirstRender.ts): store the published revision as the working copy, follow it, and
 * re-price the cart.
 */
export async function startCatalogue(store: AppStore, pathname: string): Promise<() => void> {
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

  // What follows the first render loads with it, apart from the first download.
  return async () => (await import('./afterFirstRender')).afterFirstRender(store, revision, plan);
}
