/**
 * Every route of SPEC §2 (plus /contact and /search from DECISIONS.md), in match order, and
 * the page module (`src/pages/<dir>`) and export each one renders.
 *
 * Plain data with no imports: the router builds its lazy pages from it, and the build reads it
 * to write the preload hints that let a landing page's code download beside the entry.
 */
export const ROUTE_TABLE = [
  ['/', 'HomePage', 'HomePage'],
  ['/products/category/:categoryId', 'ProductListPage', 'CategoryListPage'],
  ['/products/new', 'ProductListPage', 'NewArrivalsPage'],
  ['/products/bestsellers', 'ProductListPage', 'BestsellersPage'],
  ['/products/tag/:tag', 'ProductListPage', 'TagListPage'],
  ['/products/:productId', 'ProductDetailPage', 'ProductDetailPage'],
  ['/search', 'ProductListPage', 'SearchPage'],
  ['/cart', 'CartPage', 'CartPage'],
  ['/design-inspirations', 'DesignInspirationsPage', 'DesignInspirationsPage'],
  ['/about', 'AboutPage', 'AboutPage'],
  ['/contact', 'ContactPage', 'ContactPage'],
  ['/slider', 'ComingSoonPage', 'SliderComingSoonPage'],
  ['/case-studies', 'ComingSoonPage', 'CaseStudiesComingSoonPage'],
  // The whole admin area is one lazy chunk that visitors never download.
  ['/admin/*', 'admin', 'AdminRoutes'],
  ['*', 'NotFoundPage', 'NotFoundPage'],
] as const satisfies ReadonlyArray<readonly [path: string, dir: string, name: string]>;

export type PageDir = (typeof ROUTE_TABLE)[number][1];

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
