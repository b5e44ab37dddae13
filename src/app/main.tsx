import { startTransition } from 'react';
import { createRoot, hydrateRoot } from '@/app/reactDomClient';
import { createStore } from 'jotai';
import { BrowserRouter } from 'react-router';
import '@/styles/global.css';
import { preloadPage } from '@/app/routes';
import { AppTree } from '@/app/AppTree';
import { replayEarlyInput } from '@/app/earlyInput';
import { setAdopting } from '@/pages/shared/useClientValue';
import { seedStoredDataAtom } from '@/state';

performance.mark('app-start');

/** The app's one jotai store; its storage atom defaults to the browser adapter. */
const appStore = createStore();

// The landing page's code downloads while storage is seeded; the first render waits for it
// (a stalled network gets the shell with a loading box after SLOW_PAGE_MS instead).
const SLOW_PAGE_MS = 3000;
const landingPage = Promise.race([
  preloadPage(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, SLOW_PAGE_MS)),
]);

// Prerendered HTML (see prerender.tsx) shows the sample catalogue at its own address. The
// head script (headScript.ts) marks it 'adopt' when this browser stores nothing of ours
// yet, so the app would render exactly that; anything else (a returning visitor, an edited
// catalogue, the fallback page served for another address, unreadable storage) is discarded,
// unseen.
const html = document.documentElement;
const container = document.getElementById('root')!;
const adopt = html.dataset.prerender === 'adopt' && container.firstElementChild !== null;
if (!adopt) {
  container.replaceChildren();
  delete html.dataset.prerender;
  // The static title and description are for clients without JavaScript; each page renders its
  // own, and a second <title> would win over React's.
  document.querySelectorAll('[data-static-head]').forEach((node) => node.remove());
}

// SPEC §1: the first load stores the sample data of every entity (the first page would read
// most of them anyway; the parsed values are cached for it).
appStore.set(seedStoredDataAtom);

// Once the page is mounted (or adopted): values only the browser knows follow as usual, and
// what the visitor typed and pressed before the page was adopted is replayed.
const app = (
  <AppTree
    store={appStore}
    router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    onMounted={() => {
      setAdopting(false);
      replayEarlyInput();
    }}
  />
);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a slow phone stays responsive meanwhile).
void landingPage.then(() =>
  startTransition(() => {
    setAdopting(adopt);
    if (adopt) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);
