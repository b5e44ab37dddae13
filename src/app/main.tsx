import { startTransition } from 'react';
import { createRoot, hydrateRoot } from '@/app/reactDomClient';
import { createStore } from 'jotai';
import { BrowserRouter } from 'react-router';
import '@/styles/global.css';
import { preloadPage } from '@/app/routes';
import { AppTree } from '@/app/AppTree';
import { RECOVERED_ERRORS_GLOBAL, replayEarlyInput } from '@/app/earlyInput';
import { siteUrlAtom } from '@/state';
import { startCatalogue } from '@/app/startCatalogue';
import { whenPainted } from '@/pages/shared/whenNear';
import { delay } from '@/components/hooks/useLoadWhenIdle';

performance.mark('app-start');

/** The app's one jotai store; its storage atom defaults to the browser adapter. */
const appStore = createStore();
const html = document.documentElement;
appStore.set(siteUrlAtom, html.dataset.siteUrl ?? null);

// The landing page's code (with the parts its first render shows for what this browser stores,
// such as the cart's planner) and the catalogue data it shows download together; the first
// render waits for both (a stalled network gets the shell with a loading box after SLOW_PAGE_MS).
// Both begin in a task of their own: on a returning visit, reading the working copy (parsing,
// checking and repairing what the stores hold) is about as much work as evaluating the app's
// code, and two tasks of half the length block the page less than one.
const SLOW_PAGE_MS = 3000;
const ownTask = delay();
const catalogue = ownTask.then(() => startCatalogue(appStore, window.location.pathname));
const landingPage = Promise.race([
  ownTask.then(() => Promise.all([preloadPage(window.location.pathname, appStore), catalogue])),
  delay(SLOW_PAGE_MS),
]);

// Prerendered HTML (see prerender.tsx) shows the published catalogue at its own address. The
// head script (headScript.ts) marks it 'adopt' when this browser stores nothing of ours yet,
// so the app, reading the published files, renders exactly that; anything else (a returning
// visitor, drafts, the 404 page served for another address, unreadable storage) is
// discarded, unseen.
const container = document.getElementById('root')!;
const adopt = html.dataset.prerender === 'adopt' && container.firstElementChild !== null;
if (!adopt) {
  container.replaceChildren();
  delete html.dataset.prerender;
  // The static title and description are for clients without JavaScript, or describe the page
  // being discarded; each page renders its own (src/pages/shared/PageHead.tsx).
  document.querySelectorAll('[data-page-head]').forEach((node) => node.remove());
}

// Once the page is mounted (or adopted): what the visitor typed and pressed before the page
// was adopted is replayed (a press inside a part React has not hydrated yet makes React hydrate
// that part first), and start-up's work after the first render begins.
const app = (
  <AppTree
    store={appStore}
    router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    onMounted={() => {
      replayEarlyInput();
      // Once the page has painted and the browser is idle: the page has started, so images
      // fade in again as they come; the working copy stored, the cart re-priced. Its code,
      // fetched before then, would only hold the first paint back.
      whenPainted(() => {
        delete html.dataset.starting;
        void catalogue.then((afterFirstRender) => afterFirstRender());
      });
    }}
  />
);

/**
 * Errors React recovered from, hydration mismatches above all: React then throws the
 * prerendered markup away and renders the part again. Each is reported as React reports it by
 * default, and its message is kept on the window, where the end-to-end tests read it.
 */
const recovered: string[] = [];
(window as unknown as Record<string, unknown>)[RECOVERED_ERRORS_GLOBAL] = recovered;
const onRecoverableError = (error: unknown) => {
  recovered.push(error instanceof Error ? error.message : String(error));
  reportError(error);
};

// As a transition, React renders the first page, or hydrates it, in slices that yield to the
// browser; adopting, it hydrates the shell first and each Suspense boundary (HydrateLater, the
// routed page) after it, when the browser is free or the visitor reaches into it.
void landingPage.then(() =>
  startTransition(() => {
    if (adopt) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container, { onRecoverableError }).render(app);
  }),
);
