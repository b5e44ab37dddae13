// The limits the storefront's read of stored data enforces (see normalize.ts). They live apart
// from ./limits.ts because a module both the storefront and the admin import ships whole to every
// visitor: keep this one to what the read needs.

/** No stored or imported list is read past this many entries, so a giant array cannot hang a page. */
export const MAX_LIST_ENTRIES = 20000;

/** The dearest price a product can have, in dollars. */
export const PRICE_MAX = 9_999_999.99;

/** Names people read in a line: products, categories, subcategories, titles. */
export const NAME_MAX = 120;

/** The site name, short enough for the header to show it in one line. */
export const SITE_NAME_MAX = 40;

/** The one category that must always exist (no schema code: the storefront's read uses it). */
export const ALL_CATEGORY = { id: 'all', name: 'All Products' } as const;

/**
 * The most of one product a single order line can ask for (trade quantities: minimum orders,
 * pack sizes, price breaks, cart lines). A 10-digit quantity is a typo, not an order.
 */
export const QUANTITY_MAX = 99_999;

/** How long a SKU may be: model numbers such as EH-MIR-001, never a sentence. */
export const SKU_MAX = 40;

/** The longest lead time a product can quote, in days: a year and a half. */
export const LEAD_TIME_MAX = 540;
