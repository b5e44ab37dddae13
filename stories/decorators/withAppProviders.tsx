import type { Decorator } from '@storybook/react-vite';
import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast as toastLibrary } from 'react-toastify/unstyled';
import { Toaster } from '@/components/organisms/Toaster';
import { RootLayout } from '@/app/RootLayout';
import { SiteLinks } from '@/app/SiteLinks';
import { storageAtom } from '@/state/storage';
import type { StorageKey } from '@/storage';
import { sampleStorage } from '@fixtures/catalogue';

/** Story parameters read by the global decorator. */
export interface AppStoryParameters {
  /** Raw values per storage key for this story's fresh memory adapter; missing keys are seeded. */
  storage?: Partial<Record<StorageKey, unknown>>;
  /** The URL the story's router starts at. */
  route?: string;
  /** A route pattern (e.g. '/products/:productId') so pages can read their params. */
  routePath?: string;
  /** Renders the story inside the real header and footer (page stories). */
  site?: boolean;
}

/** A fresh jotai store over a memory adapter, seeded from `parameters.storage`. */
export function createStoryStore(seed: AppStoryParameters['storage'] = {}) {
  const store = createStore();
  store.set(storageAtom, sampleStorage(seed));
  return store;
}

/** Router, fresh state and toasts around every story (docs/conventions.md#page-stories). */
export const withAppProviders: Decorator = (Story, context) => (
  <AppProviders params={context.parameters as AppStoryParameters}>
    <Story />
  </AppProviders>
);

function AppProviders({ params, children }: { params: AppStoryParameters; children: ReactNode }) {
  const [store] = useState(() => {
    // Toasts are global: one an earlier story raised after its region had gone (or one still
    // waiting its turn) would otherwise show in this story's region. Before anything of this
    // story has mounted, so its own toasts are left alone.
    toastLibrary.dismiss();
    return createStoryStore(params.storage);
  });
  const story = children;
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[params.route ?? '/']}>
        <SiteLinks>
          {params.site ? (
            <Routes>
              <Route element={<RootLayout />}>
                <Route path={params.routePath ?? '/'} element={story} />
                <Route path="*" element={<LeftTheStory landmark={false} />} />
              </Route>
            </Routes>
          ) : params.routePath ? (
            <Routes>
              <Route path={params.routePath} element={story} />
              <Route path="*" element={<LeftTheStory />} />
            </Routes>
          ) : (
            story
          )}
        </SiteLinks>
      </MemoryRouter>
      <Toaster eager />
    </Provider>
  );
}

/** Shown when a story's interaction navigates away, with the new address for play functions. */
function LeftTheStory({ landmark = true }: { landmark?: boolean }) {
  const { pathname, search } = useLocation();
  const note = <p data-testid="navigated-to">{pathname + search}</p>;
  // Inside the site layout the page's <main> already wraps this; a second one is an axe error.
  return landmark ? <main>{note}</main> : note;
}
