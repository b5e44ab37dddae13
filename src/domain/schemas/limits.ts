import {
  LEAD_TIME_MAX,
  MAX_LIST_ENTRIES,
  NAME_MAX,
  PRICE_MAX,
  QUANTITY_MAX,
  SITE_NAME_MAX,
  SKU_MAX,
} from './readLimits';

export { MAX_LIST_ENTRIES, NAME_MAX, PRICE_MAX, QUANTITY_MAX, SITE_NAME_MAX, SKU_MAX };

/** Meta description limit (docs/requirements.md#limits). */
export const META_DESCRIPTION_MAX = 160;

/** Site title limit (docs/requirements.md#limits). */
export const SITE_TITLE_MAX = 60;

/** Upload limit for the logo and gallery: 5MB (docs/requirements.md#upload-rules). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// Upper bounds of every field, so a pasted novel, a typo'd price or a hand-edited file cannot
// break a layout or a total. The admin's inputs take them as maxLength / max; the forms and the
// catalogue import refuse more; the read of stored data enforces those in ./readLimits.ts.

/** A remote address: an image URL, a link, a social profile. */
export const URL_MAX = 2048;

/** An uploaded image as a data URL: base64 of a file within the upload limit, plus its header. */
export const DATA_URL_MAX = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

/** A text id (categories, subcategories, slider items, inspirations). */
export const ID_MAX = 250;

/** Long texts: descriptions, the About text. */
export const DESCRIPTION_MAX = 5000;

export const PRODUCT_LIMITS = {
  name: NAME_MAX,
  description: DESCRIPTION_MAX,
  /** One keyword or tag. */
  word: 60,
  /** How many keywords, tags or related products. */
  words: 50,
  images: 20,
  price: PRICE_MAX,
} as const;

/** The trade fields of a product (docs/requirements.md#trade-terms): SKU, quantities, price breaks, lead time, specs. */
export const TRADE_LIMITS = {
  sku: SKU_MAX,
  /** Minimum order, pack size and price-break quantities. */
  quantity: QUANTITY_MAX,
  /** Price breaks per product. */
  priceTiers: 10,
  /** Lead time in days: a year and a half at most. */
  leadTimeDays: LEAD_TIME_MAX,
  specs: 30,
  specLabel: 60,
  specValue: 200,
} as const;

export const CATEGORY_LIMITS = { id: ID_MAX, name: NAME_MAX, subcategories: 100 } as const;

export const SLIDER_ITEM_LIMITS = {
  id: ID_MAX,
  caption: 200,
  buttonText: 40,
  buttonLink: URL_MAX,
} as const;

export const INSPIRATION_LIMITS = {
  id: ID_MAX,
  title: NAME_MAX,
  description: DESCRIPTION_MAX,
  hotspots: 50,
} as const;

/** Every text field of the site settings (the logo is an image: see DATA_URL_MAX). */
export const SITE_SETTINGS_LIMITS = {
  siteName: SITE_NAME_MAX,
  companyName: NAME_MAX,
  contactEmail: 254,
  contactPhone: 20,
  address: 500,
  siteDescription: 1000,
  siteKeywords: 500,
  logoUrl: DATA_URL_MAX,
  metaDescription: META_DESCRIPTION_MAX,
  metaKeywords: 500,
  siteTitle: SITE_TITLE_MAX,
  companySearchDescription: 1000,
  aboutDescription: DESCRIPTION_MAX,
  advantages: 500,
  contactPerson: NAME_MAX,
  additionalEmail: 254,
  contactFormMessage: 1000,
  formEndpoint: URL_MAX,
} as const;

/** The longest a stored image source may be: a remote address or an uploaded data URL. */
export function imageSrcMax(src: string): number {
  return src.trimStart().slice(0, 5).toLowerCase() === 'data:' ? DATA_URL_MAX : URL_MAX;
}
