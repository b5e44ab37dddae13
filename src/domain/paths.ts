/**
 * The site's addresses, one builder per route of the route table (src/app/routeTable.ts), so
 * no component spells a route by hand. Import as a namespace: `paths.product(id)`.
 * Ids and tags are encoded, so any stored value makes an address that routes back to it.
 */

export const home = '/';

export const category = (id: string) => `/products/category/${encodeURIComponent(id)}`;

export const newArrivals = '/products/new';

export const bestsellers = '/products/bestsellers';

export const tag = (name: string) => `/products/tag/${encodeURIComponent(name)}`;

export const product = (id: number) => `/products/${id}`;

/** A product page opened on one variant (docs/requirements.md#variants): shareable as it is. */
export const productVariant = (id: number, sku: string) =>
  `${product(id)}?variant=${encodeURIComponent(sku)}`;

/** The search page itself, before anything is typed. */
export const searchPage = '/search';

export const search = (query: string) => `${searchPage}?q=${encodeURIComponent(query)}`;

export const cart = '/cart';

/** Quick order: an order pasted or read from a CSV file, by SKU. */
export const quickOrder = '/quick-order';

export const designInspirations = '/design-inspirations';

export const about = '/about';

export const contact = '/contact';

/** The admin area's first screen. */
export const admin = '/admin/products';
