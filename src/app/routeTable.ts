/**
 * Every route of docs/requirements.md#routes, in match order, and
 * the page module (`src/pages/<dir>`) and export each one renders.
 *
 * Plain data with no imports: the router builds its lazy pages from it, and the build reads it
 * to write the preload hints that let a landing page's code download beside the entry.
 */
export const ROUTE_TABLE = [
  ['/', 'pages/HomePage', 'HomePage'],
  ['/products/category/:categoryId', 'pages/ProductListPage', 'CategoryListPage'],
  ['/products/new', 'pages/ProductListPage', 'NewArrivalsPage'],
  ['/products/bestsellers', 'pages/ProductListPage', 'BestsellersPage'],
  ['/products/tag/:tag', 'pages/ProductListPage', 'TagListPage'],
  ['/products/:productId', 'pages/ProductDetailPage', 'ProductDetailPage'],
  ['/search', 'pages/ProductListPage', 'SearchPage'],
  ['/cart', 'pages/CartPage', 'CartPage'],
  ['/quick-order', 'pages/QuickOrderPage', 'QuickOrderPage'],
  ['/design-inspirations', 'pages/DesignInspirationsPage', 'DesignInspirationsPage'],
  ['/about', 'pages/AboutPage', 'AboutPage'],
  ['/contact', 'pages/ContactPage', 'ContactPage'],
  ['/slider', 'pages/ComingSoonPage', 'SliderComingSoonPage'],
  ['/case-studies', 'pages/ComingSoonPage', 'CaseStudiesComingSoonPage'],
  // The whole admin area is one lazy chunk that visitors never download.
  ['/admin/*', 'admin', 'AdminRoutes'],
  ['*', 'pages/NotFoundPage', 'NotFoundPage'],
] as const satisfies ReadonlyArray<readonly [path: string, module: string, name: string]>;

/**
 * The route pattern as a regular expression source (`:param` is one segment, `*` the rest),
 * for code that cannot use the router's matcher: the preload hints run before any module.
 */
export function routePatternSource(path: string): string {
  if (path === '*') return '^/';
  if (path === '/') return '^/$';
  const body = path
    .replace(/\/\*$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return path.endsWith('/*') ? `^${body}(?:/.*)?$` : `^${body || '/'}/?$`;
}
