import { startTransition } from 'react';
import type { CatalogueContent } from '@/domain/views';
import {
  type AppStore,
  cartAtom,
  catalogueSourceAtom,
  loadPublishedAtom,
  seedWorkingCopy,
  storageAtom,
  type CataloguePlan,
} from '@/state';
import { CATALOGUE_KEYS, META_KEY, STORAGE_KEYS, type StorageKey } from '@/storage';
import { hydratedParts, wantWaitingParts } from '@/pages/shared/whenNear';
import { whenIdle } from '@/components/hooks/useLoadWhenIdle';

/** How long start-up's work after the first render waits for the browser to be idle, at most. */
const IDLE_WAIT_MS = 3000;

/** How long data that has changed waits for the parts still to hydrate, at most. */
const PARTS_PATIENCE_MS = 10_000;

/**
 * Sends for the code of the parts still waiting for the visitor (src/pages/shared/laterPart.tsx)
 * and resolves once each part on the page has hydrated, or has left it. Hydrated with other data
 * than its HTML shows, a part would not match its markup, and React would throw the markup away
 * with an error.
 */
function partsHydrated(): Promise<void> {
  wantWaitingParts();
  const giveUpAt = performance.now() + PARTS_PATIENCE_MS;
  return new Promise((resolve) => {
    const check = () => {
      const parts = [...document.querySelectorAll<HTMLElement>('[data-part]')];
      if (parts.every((part) => hydratedParts.has(part.dataset.part!))) resolve();
      else if (performance.now() > giveUpAt) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * While the screens read the published files, watches this browser's working copy: once the
 * owner edits it (in the admin, here or in another tab) the screens read it instead, so the
 * owner's edits show at once. Storing the published revision itself changes nothing on screen,
 * so it is not a reason to switch: only a key holding a draft is.
 */
function followWorkingCopy(store: AppStore) {
  const adapter = store.get(storageAtom);
  const isDraft = (key: StorageKey) => {
    const mark = adapter.getMark(key);
    return mark === null || mark?.changed === true;
  };
  const stops: (() => void)[] = [];
  const check = () => {
    if (store.get(catalogueSourceAtom).kind === 'remote') {
      if (!CATALOGUE_KEYS.some(isDraft)) return;
      // Every screen re-renders from storage, as a transition: in slices the browser can
      // interrupt rather than in one long task. Parts still waiting for their code hydrate first,
      // from the data their HTML shows.
      void partsHydrated().then(() =>
        startTransition(() => store.set(catalogueSourceAtom, { kind: 'local' })),
      );
    }
    stops.forEach((stop) => stop());
  };
  for (const key of CATALOGUE_KEYS) stops.push(adapter.subscribe(key, check));
  // Another tab writes a value before its mark: the mark's own change is the one to read.
  const onMark = (event: StorageEvent) => {
    if (event.key === META_KEY) check();
  };
  window.addEventListener('storage', onMark);
  stops.push(() => window.removeEventListener('storage', onMark));
  // A draft written before this started (another tab, while the page loaded) counts too.
  check();
}

/**
 * Stores the published revision as the working copy, one entity per idle moment, so a large
 * catalogue never holds the main thread for long.
 */
function seedWhenIdle(store: AppStore, revision: string, content: CatalogueContent): Promise<void> {
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
      }, IDLE_WAIT_MS);
    };
    next(0);
  });
}

/**
 * Start-up's part once the page is up (docs/publishing.md#the-browsers-working-copy): follow
 * the working copy while the screens read the published files, re-price the cart, then store
 * the published revision as the working copy, one entity per idle moment.
 */
export function afterFirstRender(store: AppStore, revision: string, plan: CataloguePlan) {
  if (plan.source === 'remote') followWorkingCopy(store);
  whenIdle(() => {
    void (async () => {
      // The cart first: its lines show what it learns (prices, SKUs); the stored copy shows nothing.
      // Its code (re-pricing, the variants it resolves) loads only for a cart with lines not yet
      // re-priced against this revision: not in the state index, nor for a visitor whose cart is
      // empty, nor for the usual returning buyer, whose cart was re-priced on an earlier visit.
      const cartMark = store.get(storageAtom).getMark(STORAGE_KEYS.cart);
      if (store.get(cartAtom).length > 0 && cartMark?.revision !== revision) {
        const { repriceCartAtom } = await import('@/state/repriceCart');
        await store.set(repriceCartAtom, revision);
      }
      if (plan.seed) {
        try {
          await seedWhenIdle(store, revision, await store.set(loadPublishedAtom, revision));
        } catch (error) {
          console.warn('The published catalogue was not stored in this browser', error);
        }
      }
    })();
  }, IDLE_WAIT_MS);
}
