import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import type { AppStore as Store } from '@/state';
import { landing } from './landing';
import { ROUTE_TABLE } from './routeTable';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorPage';
import { useScrollRestoration } from './useScrollRestoration';
import styles from './app.module.css';

/**
 * A routed page whose code loads on first visit; `preload` fetches it ahead of rendering (and,
 * given the store, the parts its first render needs: see `preloadPage`).
 */
type PageComponent = ComponentType & { preload: (store?: Store) => Promise<unknown> };

/**
 * A page module loaded on first visit, so each route ships only its own code. Declarative
 * routes keep the data router out of every visitor's first download.
 *
 * Once preloaded, the page renders at once instead of suspending: the address a visitor lands
 * on is fetched while the entry seeds storage, so the first paint is the page itself, not a
 * loading box (no layout shift, and no wait for React's fallback throttle).
 */
const page = (load: () => Promise<Record<string, unknown>>, name: string) => {
  let module: Record<string, unknown> | undefined;
  let pending: Promise<Record<string, unknown>> | undefined;
  const loadModule = () =>
    (pending ??= load().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        pending = undefined; // a later visit tries again
        throw error;
      },
    ));
  const pageOf = (loaded: Record<string, unknown> | undefined) =>
    loaded?.[name] as ComponentType | undefined;
  const preload = async (store?: Store) => {
    const landingParts = (await loadModule()).loadLandingParts as LoadLandingParts | undefined;
    if (store && landingParts) await landingParts(store);
  };
  const Lazy = lazy(async () => ({ default: pageOf(await loadModule())! }));
  function Page() {
    // Chosen once per mount: switching from <Lazy> to the loaded page would remount it.
    const [Loaded] = useState(() => pageOf(module));
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, { preload }) as PageComponent;
};

/**
 * Every page module the route table names, by its path under src/: one lazy chunk each, the
 * whole admin area being one. A glob of literal patterns, so the build splits them; a unit test
 * holds it and the table to the same modules.
 */
export const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(
  ['./pages/*/index.ts', './admin/index.ts'],
  { base: '/src' },
);

const ROUTES = ROUTE_TABLE.map(
  ([path, dir, name]) => [path, page(PAGE_MODULES[`./${dir}/index.ts`]!, name)] as const,
);

/** The router's route for each row of the table, made once, each as a list of one. */
const ROUTE_LISTS: RouteObject[][] = ROUTES.map(([path, Page]) => [{ path, element: <Page /> }]);

/**
 * The routed page: the table's route for the current address. Handed that one route (see
 * landing.ts), the router matches it alone rather than flattening and ranking the whole table on
 * every render, about a fifth of the work of adopting home in a profile.
 */
function RoutedPageElement() {
  const { pathname } = useLocation();
  return useRoutes(ROUTE_LISTS[landing(pathname).row] ?? []);
}

/**
 * A page module's `loadLandingParts(store)`: loads the code of the parts its first render shows
 * for what this browser stores (the cart's container planner, for a cart with lines), so a
 * visitor landing on it sees them in the first paint rather than after a second load.
 */
type LoadLandingParts = (store: Store) => Promise<unknown> | undefined;

/**
 * Starts loading the code of the page at `pathname`, with the parts its first render needs when
 * given the store (the page a visitor lands on); resolves when it is ready (or has failed: the
 * page's own error boundary reports that when it renders).
 */
export function preloadPage(pathname: string, store?: Store): Promise<void> {
  const match = ROUTES[landing(pathname).row];
  return (match?.[1].preload(store) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** While a page's code loads on a later visit: a screen-high blank keeps the footer still. */
function PageLoading() {
  return <div className={styles.loading} aria-busy="true" />;
}

/** Raises `onMounted` once its boundary's content has mounted, or been hydrated. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return null;
}

/** The routed page, with its error boundary (reset per address) and loading state. */
function RoutedPage({ onPageMounted }: AppRoutesProps) {
  const location = useLocation();
  useScrollRestoration();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <RoutedPageElement />
        {/* Inside the boundary: hydration reaches it only once the page itself is adopted. */}
        {onPageMounted && <Mounted onMounted={onPageMounted} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

export interface AppRoutesProps {
  /** Called when a routed page has mounted, or been adopted from prerendered HTML. */
  onPageMounted?: () => void;
}

/** Every route inside the site shell, each page behind its own error boundary. */
export function AppRoutes({ onPageMounted }: AppRoutesProps) {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        <RoutedPage onPageMounted={onPageMounted} />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
