import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RootLayout } from './shell/RootLayout';
import { RouteErrorBoundary } from './shell/RouteErrorPage';
import { useScrollRestoration } from './shell/useScrollRestoration';
import styles from './shell/page.module.css';

/**
 * A page module loaded on first visit, so each route ships only its own code. Declarative
 * routes keep the data router (about 17 KB gzip) out of every visitor's first download.
 */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const HomePage = page(() => import('./HomePage'), 'HomePage');
const CategoryListPage = page(() => import('./ProductListPage'), 'CategoryListPage');
const NewArrivalsPage = page(() => import('./ProductListPage'), 'NewArrivalsPage');
const BestsellersPage = page(() => import('./ProductListPage'), 'BestsellersPage');
const TagListPage = page(() => import('./ProductListPage'), 'TagListPage');
const SearchPage = page(() => import('./ProductListPage'), 'SearchPage');
const ProductDetailPage = page(() => import('./ProductDetailPage'), 'ProductDetailPage');
const CartPage = page(() => import('./CartPage'), 'CartPage');
const DesignInspirationsPage = page(
  () => import('./DesignInspirationsPage'),
  'DesignInspirationsPage',
);
const AboutPage = page(() => import('./AboutPage'), 'AboutPage');
const ContactPage = page(() => import('./ContactPage'), 'ContactPage');
const SliderComingSoonPage = page(() => import('./ComingSoonPage'), 'SliderComingSoonPage');
const CaseStudiesComingSoonPage = page(
  () => import('./ComingSoonPage'),
  'CaseStudiesComingSoonPage',
);
// The whole admin area is one lazy chunk that visitors never download.
const AdminRoutes = page(() => import('./admin'), 'AdminRoutes');
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');

/** While a page's code loads on first visit: a screen-high blank keeps the footer still. */
function PageLoading() {
  return <div className={styles.loading} aria-busy="true" />;
}

/** The routed page, with its error boundary (reset per address) and loading state. */
function RoutedPage() {
  const location = useLocation();
  useScrollRestoration();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<HomePage />} />
          <Route path="products/category/:categoryId" element={<CategoryListPage />} />
          <Route path="products/new" element={<NewArrivalsPage />} />
          <Route path="products/bestsellers" element={<BestsellersPage />} />
          <Route path="products/tag/:tag" element={<TagListPage />} />
          <Route path="products/:productId" element={<ProductDetailPage />} />
          <Route path="search" element={<SearchPage />} />
          <Route path="cart" element={<CartPage />} />
          <Route path="design-inspirations" element={<DesignInspirationsPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="slider" element={<SliderComingSoonPage />} />
          <Route path="case-studies" element={<CaseStudiesComingSoonPage />} />
          <Route path="admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of SPEC §2 (plus /contact and /search from DECISIONS.md) inside the site shell. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <RootLayout>
        <RoutedPage />
      </RootLayout>
    </RouteErrorBoundary>
  );
}
