import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { Toaster } from '@/components/organisms/Toaster';
import { AppRoutes } from './routes';
import { SiteLinks } from './SiteLinks';

type JotaiStore = NonNullable<Parameters<typeof Provider>[0]['store']>;

export interface AppTreeProps {
  /** The jotai store the pages read and write. */
  store: JotaiStore;
  /** Wraps the routes in a router: the browser's, or a fixed address when prerendering. */
  router: (routes: ReactNode) => ReactNode;
  /** Called once the first page has mounted (or adopted its prerendered HTML). */
  onMounted?: () => void;
}

/**
 * The whole site as one tree. The browser entry and the build's prerender both render this,
 * so prerendered HTML and the hydration that adopts it come from the same components.
 */
export function AppTree({ store, router, onMounted }: AppTreeProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {router(
          <SiteLinks>
            <AppRoutes onPageMounted={onMounted} />
          </SiteLinks>,
        )}
        <Toaster />
      </Provider>
    </StrictMode>
  );
}
