/**
 * Every entity's fields and what each may hold (docs/fields.md): the rule half of their
 * declarations. The words, the valibot schemas, the forms' drafts and the CSV columns follow from
 * these in each entity's module (./product.ts, ...). Kept apart because the storefront repairs
 * stored data by these rules on every first read: nothing here may grow a visitor's download.
 */
import { ROOMS } from './rooms';
import { DEFAULT_CONTAINER_TYPES } from './tradeTerms';
import { LEAD_TIME_MAX, NAME_MAX, QUANTITY_MAX, SITE_NAME_MAX, SKU_MAX } from './readLimits';
import {
  choice,
  defaulted,
  flag,
  ids,
  images,
  map,
  number,
  object,
  optional,
  price,
  record,
  rows,
  text,
  whole,
  words,
  type Entry,
} from './rules';

/** An address: an image URL, a link, a social profile. */
export const URL_MAX = 2048;

/** A text id (categories, subcategories, slider items, inspirations). */
export const ID_MAX = 250;

/** Long texts: descriptions, the About text. */
export const DESCRIPTION_MAX = 5000;

/** An image (a remote address or uploaded data): its bound depends on which (./limits.ts). */
const image = (options: { filled?: true; fallback?: string } = {}) =>
  text(URL_MAX, { link: 'image', ...options });

// ---------------------------------------------------------------- products

/** One price break: from `minQuantity` units on, each costs `price`. */
export const PRICE_TIER = {
  minQuantity: whole(2, QUANTITY_MAX),
  price: price(),
};

/** One line of the specs table: 'Width' / '120 cm'. */
export const SPEC = {
  label: text(60, { filled: true }),
  value: text(200, { filled: true }),
};

/**
 * A break asks for more units than the one before and charges less; the first, less than the base
 * price (a variant without a price of its own is compared with its product's by the product's
 * rules, ../variants.ts).
 */
function breakFalls(tier: Entry, kept: readonly Entry[], entry: Entry): boolean {
  const last = kept.at(-1) ?? { minQuantity: 1, price: entry.price ?? Infinity };
  return (
    (tier.minQuantity as number) > (last.minQuantity as number) &&
    (tier.price as number) < (last.price as number)
  );
}

/** The trade terms (docs/requirements.md#trade-terms), optional so older data stays valid. */
const TRADE = {
  sku: defaulted(text(SKU_MAX, { over: 'refuse' }), ''),
  moq: defaulted(whole(1, QUANTITY_MAX), 1),
  packSize: defaulted(whole(1, QUANTITY_MAX), 1),
  priceTiers: defaulted(rows(PRICE_TIER, { max: 10, keep: breakFalls }), () => []),
};

// ---------------------------------------------------------------- shipping

/** The export carton (docs/requirements.md#shipping): outer size, gross weight, units packed. */
export const CARTON = {
  lengthCm: number(1, 600),
  widthCm: number(1, 600),
  heightCm: number(1, 600),
  grossKg: number(0.1, 5000),
  units: whole(1, QUANTITY_MAX),
};

/** The product's own size and weight, unpacked; each figure on its own. */
export const PRODUCT_SIZE = {
  widthCm: optional(number(0.1, 2000)),
  depthCm: optional(number(0.1, 2000)),
  heightCm: optional(number(0.1, 2000)),
  weightKg: optional(number(0.01, 5000)),
};

/**
 * How a product or a variant is packed: its carton and its own size. A variant may carry its
 * own, which then stand for its product's.
 */
export const PACKING = {
  carton: optional(object(CARTON)),
  size: optional(object(PRODUCT_SIZE)),
};

/** Shipping data (docs/requirements.md#shipping): the packing, the HS code and the origin. */
export const SHIPPING = {
  ...PACKING,
  /** 6 to 10 digits, dots allowed: 7009.92, 9403.60.8081. */
  hsCode: optional(text(14)),
  /** ISO 3166-1 alpha-2: 'CN'. */
  origin: optional(text(2, { over: 'refuse' })),
};

// ---------------------------------------------------------------- variants

/** Whether a variant can be ordered now, is made on order, or is no longer made. */
export const AVAILABILITIES = ['in_stock', 'made_to_order', 'discontinued'] as const;

/** At most this many options (Size, Frame, Fabric), values per option, and variants per product. */
export const OPTIONS_MAX = 3;
export const OPTION_VALUES_MAX = 30;
export const VARIANTS_MAX = 250;

/** One option a product comes in: its name and its values, in the order buyers see them. */
export const OPTION = {
  name: text(30, { filled: true }),
  values: words(OPTION_VALUES_MAX, 40),
};

/**
 * What a variant may set apart from its product (docs/requirements.md#variants); what it leaves
 * out comes from the product. Each block is optional; the packing (carton and own size) stands for
 * the product's when the variant has one. HS code and origin stay the product's.
 */
export const VARIANT_OFFER = {
  price: optional(price()),
  priceTiers: optional(rows(PRICE_TIER, { max: 10, keep: breakFalls })),
  moq: optional(whole(1, QUANTITY_MAX)),
  packSize: optional(whole(1, QUANTITY_MAX)),
  leadTimeDays: optional(whole(0, LEAD_TIME_MAX)),
  images: optional(images(20)),
  availability: optional(choice(AVAILABILITIES)),
  ...PACKING,
};

/** One variant: a combination of option values ({ Size: '80 cm', Frame: 'Oak' }) with its own SKU. */
export const VARIANT = {
  sku: text(SKU_MAX, { filled: true, over: 'refuse' }),
  options: map(OPTIONS_MAX, 40),
  ...VARIANT_OFFER,
};

/** A product's options and variants; a product without them is sold as one item. */
const VARIANTS = {
  options: optional(rows(OPTION, { max: OPTIONS_MAX })),
  variants: optional(rows(VARIANT, { max: VARIANTS_MAX })),
};

/** A product (docs/requirements.md#product). */
export const PRODUCT = {
  id: whole(),
  name: text(NAME_MAX, { filled: true, over: 'clip' }),
  category: text(ID_MAX, { filled: true, fallback: 'all' }),
  price: price(),
  images: images(20),
  description: text(DESCRIPTION_MAX, { fallback: '' }),
  keywords: words(50, 60),
  tags: words(50, 60),
  relatedProductIds: ids(50),
  isNew: flag(),
  isBestseller: flag(),
  ...TRADE,
  leadTimeDays: optional(whole(0, LEAD_TIME_MAX)),
  specs: defaulted(rows(SPEC, { max: 30 }), () => []),
  material: optional(text(200)),
  ...SHIPPING,
  ...VARIANTS,
};

// -------------------------------------------------------------- categories

export const SUBCATEGORY = {
  /** The parent id, '_', and the subcategory's own derived id. */
  id: text(ID_MAX, { filled: true }),
  name: text(NAME_MAX, { filled: true, over: 'clip' }),
};

/** A category (docs/requirements.md#category); a missing name reads as its id. */
export const CATEGORY = {
  id: text(ID_MAX, { filled: true }),
  name: text(NAME_MAX, { filled: true, over: 'clip', fallback: (entry) => entry.id as string }),
  subcategories: optional(rows(SUBCATEGORY, { max: 100, unique: 'id', omitEmpty: true })),
};

// ------------------------------------------------------------------ slider

/** A slider item (docs/requirements.md#slider-item): a button without text or a safe link shows 'Shop Now' and goes home. */
export const SLIDER_ITEM = {
  /** A timestamp for new items; one stored as a number reads as its text. */
  id: text(ID_MAX, { filled: true, fromNumber: true }),
  imageUrl: image({ filled: true }),
  caption: text(200),
  buttonText: text(40, { filled: true, fallback: 'Shop Now' }),
  buttonLink: text(URL_MAX, { link: 'site', fallback: '/' }),
};

// ------------------------------------------------------------ inspirations

/** Where a hotspot sits, in percent of the picture's width and height. */
export const HOTSPOT_POSITION = {
  x: number(0, 100, { clamp: true }),
  y: number(0, 100, { clamp: true }),
};

/** A hotspot: which product, and where on the picture. */
export const HOTSPOT = {
  productId: whole(),
  position: object(HOTSPOT_POSITION),
};

/** A design inspiration (docs/requirements.md#design-inspiration). */
export const INSPIRATION = {
  id: text(ID_MAX, { filled: true, fromNumber: true }),
  title: text(NAME_MAX),
  description: text(DESCRIPTION_MAX, { fallback: '' }),
  backgroundImage: image({ filled: true }),
  category: choice(ROOMS),
  products: rows(HOTSPOT, { max: 50, fallback: () => [] }),
};

// ----------------------------------------------------- site settings, social

/** A social profile: blank, or an http(s) address. */
const social = () => text(URL_MAX, { link: 'social' });

/** The social links (docs/requirements.md#social-links), laid over the defaults. */
export const SOCIAL_LINKS = {
  facebook: social(),
  twitter: social(),
  instagram: social(),
  pinterest: social(),
  linkedin: social(),
  youtube: social(),
  tiktok: social(),
};

/** A container type the owner offers (docs/requirements.md#container-types). */
export const CONTAINER_TYPE = {
  name: text(40, { filled: true }),
  usableM3: number(1, 200),
  payloadKg: number(100, 60_000),
};

/**
 * The trade terms the shop quotes (docs/requirements.md#incoterms): the port of loading, the
 * Incoterms offered and the one prices refer to, and the container types buyers plan with.
 */
export const TRADE_TERMS = {
  portOfLoading: defaulted(text(120), ''),
  incoterms: defaulted(words(11, 3), () => []),
  priceIncoterm: defaulted(text(3), ''),
  containerTypes: defaulted(rows(CONTAINER_TYPE, { max: 8, unique: 'name' }), () =>
    DEFAULT_CONTAINER_TYPES.map((type) => ({ ...type })),
  ),
};

/** The site settings (docs/requirements.md#site-settings), laid over the published ones. */
export const SITE_SETTINGS = {
  /** The header shows it in one line. */
  siteName: text(SITE_NAME_MAX, { over: 'clip' }),
  companyName: text(NAME_MAX),
  contactEmail: text(254),
  contactPhone: text(20),
  address: text(500),
  siteDescription: text(1000),
  siteKeywords: text(500),
  /** Image data, or blank for the text wordmark. */
  logoUrl: image(),
  socialLinks: record(SOCIAL_LINKS),
  metaDescription: text(160),
  metaKeywords: text(500),
  siteTitle: text(60),
  companySearchDescription: text(1000),
  aboutDescription: text(DESCRIPTION_MAX),
  advantages: text(500),
  contactPerson: text(NAME_MAX),
  additionalEmail: text(254),
  contactFormMessage: text(1000),
  formEndpoint: defaulted(text(URL_MAX), ''),
  ...TRADE_TERMS,
};

// ------------------------------------------------------------ gallery, cart

/** A gallery image: one image address (docs/requirements.md#gallery). */
export const GALLERY_IMAGE = { src: image() };

/**
 * A cart line (docs/requirements.md#cart-line): the product as it was added, how many, and the
 * trade terms it is priced and stepped by.
 */
export const CART_LINE = {
  id: whole(),
  name: text(NAME_MAX),
  price: price(),
  image: image({ fallback: '' }),
  quantity: whole(1, undefined, { fallback: 1 }),
  ...TRADE,
  /** The variant ordered (its SKU) and its options in words; none for a product sold as one item. */
  variant: optional(text(SKU_MAX)),
  variantLabel: optional(text(200)),
  /** What the container planner, the quote and the cart's CSV read (the variant's when it has one). */
  carton: SHIPPING.carton,
  hsCode: SHIPPING.hsCode,
  origin: SHIPPING.origin,
};
