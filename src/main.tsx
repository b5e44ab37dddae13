import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Provider } from 'jotai';
import '@/styles/global.css';
import { AppRoutes, preloadPage } from '@/pages/routes';
import { appStore } from '@/pages/shell/appStore';
import { Toaster } from '@/components/organisms/Toaster';
import { seedStoredDataAtom } from '@/state';

performance.mark('app-start');

// The landing page's code downloads while storage is seeded; the first paint waits for it
// (a stalled network gets the shell with a loading box after SLOW_PAGE_MS instead).
const SLOW_PAGE_MS = 3000;
const landingPage = Promise.race([
  preloadPage(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, SLOW_PAGE_MS)),
]);

// index.html carries a title and description for clients without JavaScript; each page
// renders its own, and a second <title> would win over React's, so the static pair goes.
document.querySelectorAll('[data-static-head]').forEach((node) => node.remove());

// SPEC §1: the first load stores the sample data of every entity (the first page would read
// most of them anyway; the parsed values are cached for it).
appStore.set(seedStoredDataAtom);

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (a slow phone stays responsive meanwhile).
void landingPage.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={appStore}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toaster />
        </Provider>
      </StrictMode>,
    ),
  ),
);
