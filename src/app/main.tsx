import { startTransition } from 'react';
import { createRoot, hydrateRoot } from '@/app/reactDomClient';
import { createStore } from 'jotai';
import { BrowserRouter } from 'react-router';
import '@/styles/global.css';
import { preloadPage } from '@/app/routes';
import { AppTree } from '@/app/AppTree';
import { replayEarlyInput } from '@/app/earlyInput';
import { partsHydrated, setAdopting } from '@/components/atoms/HydrateLater';
import { siteUrlAtom } from '@/state';
import { startCatalogue } from '@/app/startCatalogue';

performance.mark('app-start');

/** The app's one jotai store; its storage atom defaults to the browser adapter. */
const appStore = createStore();
const html = document.documentElement;
appStore.set(siteUrlAtom, html.dataset.siteUrl ?? null);

// The landing page's code and the catalogue data it shows download together; the first render
// waits for both (a stalled network gets the shell with a loading box after SLOW_PAGE_MS).
const SLOW_PAGE_MS = 3000;
const catalogue = startCatalogue(appStore, window.location.pathname);
const landingPage = Promise.race([
  Promise.all([preloadPage(window.location.pathname), catalogue]),
  new Promise((resolve) => setTimeout(resolve, SLOW_PAGE_MS)),
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
  // being discarded; each page writes its own (src/pages/shared/documentHead.ts).
  document.querySelectorAll('[data-page-head]').forEach((node) => node.remove());
}

// Once the page is mounted (or adopted): values only the browser knows follow as usual, and
// what the visitor typed and pressed before the page was adopted is replayed.
const app = (
  <AppTree
    store={appStore}
    router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    onMounted={() =>
      // Adopted HTML is hydrated part by part (HydrateLater): input waits for the last part.
      void partsHydrated().then(() => {
        setAdopting(false);
        replayEarlyInput();
        // Once the page is up: the working copy stored, the cart re-priced (when idle).
        void catalogue.then((afterFirstRender) => afterFirstRender());
      })
    }
  />
);
// As a transition, React (development) renders the first page in slices that yield to the
// browser. Preact (the site's build) renders at once, so an adopted page is hydrated part by
// part instead (HydrateLater).
void landingPage.then(() =>
  startTransition(() => {
    setAdopting(adopt);
    if (adopt) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);
