/**
 * What list and product pages tell search engines beyond the head every page has
 * (docs/requirements.md#structured-data): breadcrumbs, the list of products, a list's own
 * description. Apart from src/domain/jsonLd.ts so home's first download does not carry them.
 */
import type { Category } from './types';
import * as paths from './paths';
import { trimOrigin } from './seo';

const CONTEXT = 'https://schema.org';

/** One step of a breadcrumb trail: its name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/** The crumbs of the categories above and at `categoryId`, outermost first; none when unknown. */
export function categoryCrumbs(categories: readonly Category[], categoryId: string): Crumb[] {
  for (const category of categories) {
    const sub = category.subcategories?.find((s) => s.id === categoryId);
    const trail = category.id === categoryId ? [category] : sub ? [category, sub] : [];
    if (trail.length > 0) return trail.map((c) => ({ name: c.name, path: paths.category(c.id) }));
  }
  return [];
}

/** BreadcrumbList from home (named 'Home') through `trail` to this page, with absolute addresses. */
export function breadcrumbJsonLd(trail: readonly Crumb[], origin: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: paths.home }, ...trail].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: `${trimOrigin(origin)}${crumb.path}`,
    })),
  };
}

/** ItemList of the products a list page shows, in order, each by its page's address. */
export function itemListJsonLd(
  name: string,
  products: readonly { id: number; name: string }[],
  total: number,
  origin: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: product.name,
      url: `${trimOrigin(origin)}${paths.product(product.id)}`,
    })),
  };
}

/**
 * A list page's own description: its name, the site, how many products and the first few
 * names, so no two lists share one (PageHead cuts it to length).
 */
export function listDescription(
  title: string,
  siteName: string,
  total: number,
  names: readonly string[],
): string {
  if (total === 0) return `${title} at ${siteName}: no products are listed here yet.`;
  const count = total === 1 ? '1 product' : `${total} products`;
  const shown = names.slice(0, 3);
  return `${title} at ${siteName}: ${count}${shown.length > 0 ? `, including ${shown.join(', ')}` : ''}.`;
}
