/** What a product list page tells search engines (docs/requirements.md#structured-data). */
import { CONTEXT } from './jsonLd';
import * as paths from './paths';
import { trimOrigin } from './seo';

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
