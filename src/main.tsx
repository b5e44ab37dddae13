import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Provider } from 'jotai';
import '@/styles/global.css';
import { AppRoutes } from '@/pages/routes';
import { appStore } from '@/pages/shell/appStore';
import { Toaster } from '@/components/organisms/Toaster';
import { seedStoredDataAtom } from '@/state';

performance.mark('app-start');

// index.html carries a title and description for clients without JavaScript; each page
// renders its own, and a second <title> would win over React's, so the static pair goes.
document.querySelectorAll('[data-static-head]').forEach((node) => node.remove());

// SPEC §1: the first load stores the sample data of every entity (the first page would read
// most of them anyway; the parsed values are cached for it).
appStore.set(seedStoredDataAtom);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
