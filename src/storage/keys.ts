/**
 * Every key this app stores, spelt as docs/requirements.md#storage-keys gives them
 * (docs/decisions.md#d2-storage-keys).
 */
export const STORAGE_KEYS = {
  products: 'elifehome_products',
  categories: 'elifehome_categories',
  sliderItems: 'elifehome_slider_items',
  inspirations: 'elifehome_case_studies',
  siteSettings: 'elifehome_site_data',
  socialLinks: 'elifehome_social_links',
  gallery: 'elifehome_image_gallery',
  cart: 'elifehome_cart',
  auth: 'elifehome_auth',
} as const;

/** Read only: detected, never applied (docs/requirements.md#roles). */
export const ADMIN_CREDENTIALS_KEY = 'elifehome_admin_credentials';

/** Extra copies of the slider items: one in localStorage, one in sessionStorage. */
export const SLIDER_BACKUP_KEY = 'elifehome_slider_items_backup';
export const SLIDER_EMERGENCY_KEY = 'elifehome_slider_items_emergency';

export const KEY_PREFIX = 'elifehome_';

/**
 * The cart page's last drawing (its markup and what it was drawn for), shown on the next visit
 * before the app's code has come (src/app/showLastDrawing.ts,
 * docs/decisions.md#d70-a-returning-buyers-cart-paints-from-its-last-drawing). A copy of what the
 * app rendered, never read as data.
 */
export const CART_DRAWING_KEY = 'elifehome_cart_drawing';

/**
 * Keys holding only copies the app can make again: a store too full for a write of data gives
 * them up (see `writeVerified` in adapter.ts).
 */
export const DISPOSABLE_KEYS = [CART_DRAWING_KEY];

export type EntityName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[EntityName];

/** The name of the custom window event announcing a data update (besides `storage`). */
export const DATA_UPDATED_EVENT = 'elifehome:data-updated';

/**
 * Beside the values, in each store: per key, when that copy was saved and, for catalogue keys,
 * the published revision it came from and whether it changed here since.
 */
export const META_KEY = 'elifehome_meta';

/** The keys that hold the catalogue: the published revision seeds them on first load. */
export const CATALOGUE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.products,
  STORAGE_KEYS.categories,
  STORAGE_KEYS.inspirations,
  STORAGE_KEYS.siteSettings,
  STORAGE_KEYS.socialLinks,
  STORAGE_KEYS.gallery,
  STORAGE_KEYS.sliderItems,
];
