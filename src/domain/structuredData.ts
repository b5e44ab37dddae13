/**
 * Breadcrumbs for list and product pages (docs/requirements.md#structured-data). The product
 * node (jsonLdProduct.ts) and the list's (jsonLdLists.ts) live apart, so each page downloads
 * only its own, and home none of them.
 */
import type { Category } from './types';
import { CONTEXT } from './jsonLd';
import * as paths from './paths';
import { trimOrigin } from './seo';

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
