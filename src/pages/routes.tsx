import { ScrollRestoration, type RouteObject } from 'react-router';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorPage } from './shell/RouteErrorPage';

/** A page module loaded on first visit, so each route ships only its own code. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** Every route of SPEC §2 (plus /contact and /search from DECISIONS.md). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <RootLayout />
        <ScrollRestoration />
      </>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: page(() => import('./HomePage'), 'HomePage') },
          {
            path: 'products/category/:categoryId',
            lazy: page(() => import('./ProductListPage'), 'CategoryListPage'),
          },
          {
            path: 'products/new',
            lazy: page(() => import('./ProductListPage'), 'NewArrivalsPage'),
          },
          {
            path: 'products/bestsellers',
            lazy: page(() => import('./ProductListPage'), 'BestsellersPage'),
          },
          {
            path: 'products/tag/:tag',
            lazy: page(() => import('./ProductListPage'), 'TagListPage'),
          },
          {
            path: 'products/:productId',
            lazy: page(() => import('./ProductDetailPage'), 'ProductDetailPage'),
          },
          { path: 'search', lazy: page(() => import('./ProductListPage'), 'SearchPage') },
          { path: 'cart', lazy: page(() => import('./CartPage'), 'CartPage') },
          {
            path: 'design-inspirations',
            lazy: page(() => import('./DesignInspirationsPage'), 'DesignInspirationsPage'),
          },
          { path: 'about', lazy: page(() => import('./AboutPage'), 'AboutPage') },
          { path: 'contact', lazy: page(() => import('./ContactPage'), 'ContactPage') },
          { path: 'slider', lazy: page(() => import('./ComingSoonPage'), 'SliderComingSoonPage') },
          {
            path: 'case-studies',
            lazy: page(() => import('./ComingSoonPage'), 'CaseStudiesComingSoonPage'),
          },
          // The whole admin area is one lazy chunk that visitors never download.
          { path: 'admin/*', lazy: page(() => import('./admin'), 'AdminRoutes') },
          { path: '*', lazy: page(() => import('./NotFoundPage'), 'NotFoundPage') },
        ],
      },
    ],
  },
];
