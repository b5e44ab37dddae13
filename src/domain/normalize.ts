/**
 * Repair-or-drop rules for stored data (docs/architecture.md#validation-per-key): one malformed
 * entry is fixed or dropped rather than taking the whole list down. `repaired` tells the caller to
 * report the load problem once and write the clean value back; null means the stored value is not
 * even the right container and the default should be used.
 *
 * The shapes are the schemas' (src/domain/schemas; the import checks files against them). This
 * module reads stored data by hand instead of through valibot because it runs on every
 * visitor's first read: valibot's runtime would add about 1.5 KB gzip to every visitor route.
 *
 * Of the schemas' upper bounds, the read enforces the ones a visitor would see break: a price
 * over PRICE_MAX makes its product or cart line invalid (as a negative one does), and names and
 * the site name are cut back to their limits. The forms and the import enforce all of them.
 */
import type {
  AuthState,
  CartLine,
  Category,
  HotspotPosition,
  Inspiration,
  InspirationProductRef,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
  Subcategory,
} from './types';
import { isSafeImageSrc, isSafeLink } from './links';
import { splitCommaList, splitIdList } from './lists';
import { ROOMS } from './schemas/rooms';
import {
  MAX_LIST_ENTRIES,
  NAME_MAX,
  PRICE_MAX,
  LEAD_TIME_MAX,
  QUANTITY_MAX,
  SITE_NAME_MAX,
  SKU_MAX,
} from './schemas/readLimits';

/** A normalised value and whether anything had to be dropped or fixed to get it. */
export interface Normalized<T> {
  value: T;
  repaired: boolean;
}

export { MAX_LIST_ENTRIES };

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Tracks whether any step of a normalisation changed something. */
class Repairs {
  repaired = false;

  /** Records a repair and returns the value, so fixes read as one expression. */
  fix<T>(value: T): T {
    this.repaired = true;
    return value;
  }
}

/** The entries to look at (capped), or null when the value is not an array. */
function listOf(raw: unknown, repairs: Repairs): unknown[] | null {
  if (!Array.isArray(raw)) return null;
  if (raw.length > MAX_LIST_ENTRIES) return repairs.fix(raw.slice(0, MAX_LIST_ENTRIES));
  return raw;
}

/**
 * A stored list of entities: each record through `entry` (undefined drops it), the first of a
 * duplicate id kept. Null when the value is not a list.
 */
function entityList<T extends { id: string | number }>(
  raw: unknown,
  entry: (record: UnknownRecord, repairs: Repairs) => T | undefined,
): Normalized<T[]> | null {
  const repairs = new Repairs();
  const entries = listOf(raw, repairs);
  if (!entries) return null;
  const seen = new Set<string | number>();
  const value: T[] = [];
  for (const stored of entries) {
    const item = isRecord(stored) ? entry(stored, repairs) : undefined;
    if (item === undefined || seen.has(item.id)) {
      repairs.fix(null);
      continue;
    }
    seen.add(item.id);
    value.push(item);
  }
  return { value, repaired: repairs.repaired };
}

/** A stored text id; a finite number is turned into its text. */
function textId(value: unknown, repairs: Repairs): string | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? repairs.fix(String(value))
    : nonBlank(value);
}

/** A safe integer, or a string of digits converted to one (a repair); otherwise undefined. */
function toInteger(value: unknown, repairs: Repairs): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    const parsed = Number(value);
    return Number.isSafeInteger(parsed) ? repairs.fix(parsed) : undefined;
  }
  return undefined;
}

/** A finite number, or a numeric string converted to one (a repair); otherwise undefined. */
function toFiniteNumber(value: unknown, repairs: Repairs): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? repairs.fix(parsed) : undefined;
  }
  return undefined;
}

/** A boolean; the strings 'true' and 'false' are converted, anything else is false. */
function toBoolean(value: unknown, repairs: Repairs): boolean {
  if (typeof value === 'boolean') return value;
  return repairs.fix(value === 'true');
}

/** A list of non-blank strings; a comma string is split, other junk dropped. */
function toStringList(value: unknown, repairs: Repairs): string[] {
  if (typeof value === 'string') return repairs.fix(splitCommaList(value));
  if (!Array.isArray(value)) return repairs.fix([]);
  const kept = value.filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '',
  );
  if (kept.length !== value.length) repairs.fix(null);
  return kept;
}

/** A list of integer ids; a comma string is split, other junk dropped. */
function toIdList(value: unknown, repairs: Repairs): number[] {
  if (typeof value === 'string') return repairs.fix(splitIdList(value));
  if (!Array.isArray(value)) return repairs.fix([]);
  const ids: number[] = [];
  for (const item of value) {
    const id = toInteger(item, repairs);
    if (id === undefined) repairs.fix(null);
    else ids.push(id);
  }
  return ids;
}

/** A string, or the fallback (a repair) when the stored value is not one. */
function stringOr(value: unknown, fallback: string, repairs: Repairs): string {
  return typeof value === 'string' ? value : repairs.fix(fallback);
}

/** Text cut back to its limit (a repair when it was longer), never inside an emoji's pair. */
function clip(text: string, max: number, repairs: Repairs): string {
  if (text.length <= max) return text;
  const lead = text.charCodeAt(max - 1);
  return repairs.fix(text.slice(0, lead >= 0xd800 && lead <= 0xdbff ? max - 1 : max));
}

/** A price in dollars from 0 to PRICE_MAX. */
const isPrice = (price: number | undefined): price is number =>
  price !== undefined && price >= 0 && price <= PRICE_MAX;

/** A non-blank string, or undefined. */
function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// ------------------------------------------------------------ trade fields

/** Whole-number trade fields: their range, and the default a wrong value gets (none: dropped). */
const WHOLE_TRADE_FIELDS = [
  ['moq', 1, QUANTITY_MAX, 1],
  ['packSize', 1, QUANTITY_MAX, 1],
  ['leadTimeDays', 0, LEAD_TIME_MAX, 0],
] as const;

/**
 * Adds the trade fields (docs/requirements.md#trade-terms) the stored entry has to `target` (a product or cart line; one
 * saved before them reads exactly as it was). A wrong value gets its default (a repair); price
 * breaks keep those that rise in quantity and fall in price below the base price; specs need a
 * label and a value. A duplicate SKU is left to the import and the admin's form.
 */
function withTrade<T extends object>(
  target: T,
  raw: UnknownRecord,
  price: number,
  repairs: Repairs,
): T {
  const out = target as UnknownRecord;
  const { sku, priceTiers, specs } = raw;
  if (sku !== undefined)
    out.sku = typeof sku === 'string' && sku.length <= SKU_MAX ? sku : repairs.fix('');
  for (const [key, min, max, fallback] of WHOLE_TRADE_FIELDS) {
    if (raw[key] === undefined) continue;
    const n = toInteger(raw[key], repairs);
    if (n !== undefined && n >= min && n <= max) out[key] = n;
    else if (fallback) out[key] = repairs.fix(fallback);
    else repairs.fix(null);
  }
  if (priceTiers !== undefined) {
    const kept: Array<{ minQuantity: number; price: number }> = [];
    for (const tier of listOf(priceTiers, repairs) ?? repairs.fix([])) {
      const last = kept.at(-1) ?? { minQuantity: 1, price };
      const minQuantity = isRecord(tier) ? toInteger(tier.minQuantity, repairs) : undefined;
      const tierPrice = isRecord(tier) ? toFiniteNumber(tier.price, repairs) : undefined;
      if (
        minQuantity! > last.minQuantity &&
        minQuantity! <= QUANTITY_MAX &&
        isPrice(tierPrice) &&
        tierPrice < last.price
      )
        kept.push({ minQuantity: minQuantity!, price: tierPrice });
      else repairs.fix(null);
    }
    out.priceTiers = kept;
  }
  if (specs !== undefined) {
    const kept: Array<{ label: string; value: string }> = [];
    for (const spec of listOf(specs, repairs) ?? repairs.fix([])) {
      const label = isRecord(spec) ? nonBlank(spec.label) : undefined;
      const value = isRecord(spec) ? nonBlank(spec.value) : undefined;
      if (label !== undefined && value !== undefined) kept.push({ label, value });
      else repairs.fix(null);
    }
    out.specs = kept;
  }
  return target;
}

// ---------------------------------------------------------------- products

function normalizeProduct(raw: unknown, repairs: Repairs): Product | undefined {
  if (!isRecord(raw)) return undefined;
  const id = toInteger(raw.id, repairs);
  const name = nonBlank(raw.name);
  const price = toFiniteNumber(raw.price, repairs);
  if (id === undefined || name === undefined || !isPrice(price)) return undefined;

  let images: string[];
  if (typeof raw.images === 'string') {
    images = repairs.fix(raw.images.trim() ? [raw.images.trim()] : []);
  } else {
    // A product left with no image is kept: the UI shows a placeholder.
    images = toStringList(raw.images, repairs);
  }
  const product: Product = {
    id,
    name: clip(name, NAME_MAX, repairs),
    category: nonBlank(raw.category) ?? repairs.fix('all'),
    price,
    images,
    description: stringOr(raw.description, '', repairs),
    keywords: toStringList(raw.keywords, repairs),
    tags: toStringList(raw.tags, repairs),
    relatedProductIds: toIdList(raw.relatedProductIds, repairs),
    isNew: toBoolean(raw.isNew, repairs),
    isBestseller: toBoolean(raw.isBestseller, repairs),
  };
  return withTrade(product, raw, price, repairs);
}

/** Stored products: bad entries dropped, fixable fields repaired, first of a duplicate id kept. */
export function normalizeProducts(raw: unknown): Normalized<Product[]> | null {
  return entityList(raw, normalizeProduct);
}

// -------------------------------------------------------------- categories

function normalizeSubcategories(raw: unknown, repairs: Repairs): Subcategory[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return repairs.fix([]);
  const seen = new Set<string>();
  const subs: Subcategory[] = [];
  for (const entry of raw) {
    const id = isRecord(entry) ? nonBlank(entry.id) : undefined;
    const name = isRecord(entry) ? nonBlank(entry.name) : undefined;
    if (id === undefined || name === undefined || seen.has(id)) {
      repairs.fix(null);
      continue;
    }
    seen.add(id);
    subs.push({ id, name: clip(name, NAME_MAX, repairs) });
  }
  return subs;
}

/** Stored categories: entries need an id, a missing name falls back to it, 'all' always exists. */
export function normalizeCategories(raw: unknown): Normalized<Category[]> | null {
  const result = entityList(raw, (entry, repairs): Category | undefined => {
    const id = nonBlank(entry.id);
    if (id === undefined) return undefined;
    const name = clip(nonBlank(entry.name) ?? repairs.fix(id), NAME_MAX, repairs);
    const subcategories = normalizeSubcategories(entry.subcategories, repairs);
    return subcategories.length > 0 ? { id, name, subcategories } : { id, name };
  });
  // The category 'all' (All Products) must exist.
  if (result && !result.value.some((category) => category.id === 'all')) {
    result.value.unshift({ id: 'all', name: 'All Products' });
    result.repaired = true;
  }
  return result;
}

// ------------------------------------------------------------------ slider

/** Stored slider items: defaults for the button, an unsafe link replaced by '/'. */
export function normalizeSliderItems(raw: unknown): Normalized<SliderItem[]> | null {
  return entityList(raw, (entry, repairs): SliderItem | undefined => {
    const id = textId(entry.id, repairs);
    const imageUrl = nonBlank(entry.imageUrl);
    const caption = typeof entry.caption === 'string' ? entry.caption : undefined;
    if (id === undefined || imageUrl === undefined || caption === undefined) return undefined;
    const link = nonBlank(entry.buttonLink);
    return {
      id,
      imageUrl,
      caption,
      buttonText: nonBlank(entry.buttonText) ?? repairs.fix('Shop Now'),
      buttonLink: link !== undefined && isSafeLink(link) ? link.trim() : repairs.fix('/'),
    };
  });
}

// ------------------------------------------------------------ inspirations

function clampPercent(value: number, repairs: Repairs): number {
  if (value < 0) return repairs.fix(0);
  if (value > 100) return repairs.fix(100);
  return value;
}

function normalizeProductRef(raw: unknown, repairs: Repairs): InspirationProductRef | undefined {
  if (!isRecord(raw) || !isRecord(raw.position)) return undefined;
  const productId = toInteger(raw.productId, repairs);
  const x = toFiniteNumber(raw.position.x, repairs);
  const y = toFiniteNumber(raw.position.y, repairs);
  if (productId === undefined || x === undefined || y === undefined) return undefined;
  const position: HotspotPosition = { x: clampPercent(x, repairs), y: clampPercent(y, repairs) };
  return { productId, position };
}

/** Stored inspirations: unknown rooms dropped, hotspot positions clamped to 0-100 percent. */
export function normalizeInspirations(raw: unknown): Normalized<Inspiration[]> | null {
  return entityList(raw, (entry, repairs): Inspiration | undefined => {
    const id = textId(entry.id, repairs);
    const title = typeof entry.title === 'string' ? entry.title : undefined;
    const backgroundImage = nonBlank(entry.backgroundImage);
    const category = ROOMS.find((room) => room === entry.category);
    if (
      id === undefined ||
      title === undefined ||
      backgroundImage === undefined ||
      category === undefined
    ) {
      return undefined;
    }
    const refs = Array.isArray(entry.products) ? entry.products : repairs.fix([]);
    const products: InspirationProductRef[] = [];
    for (const ref of refs) {
      const clean = normalizeProductRef(ref, repairs);
      if (clean) products.push(clean);
      else repairs.fix(null);
    }
    return {
      id,
      title,
      description: stringOr(entry.description, '', repairs),
      backgroundImage,
      category,
      products,
    };
  });
}

// ----------------------------------------------------- site settings, social

/**
 * Stored values merged over the defaults key by key: `read` gives what each stored value (a
 * missing one is normal) becomes, recording any repair.
 */
function overDefaults<T extends object>(
  raw: unknown,
  defaults: T,
  read: (stored: unknown, key: keyof T, repairs: Repairs) => T[keyof T],
): Normalized<T> | null {
  if (!isRecord(raw)) return null;
  const repairs = new Repairs();
  const value = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    value[key] = read(raw[key as string], key, repairs);
  }
  return { value, repaired: repairs.repaired };
}

/**
 * Stored social links merged over the defaults (docs/requirements.md#social-links); unsafe values
 * fall back to them.
 */
export function normalizeSocialLinks(
  raw: unknown,
  defaults: SocialLinks,
): Normalized<SocialLinks> | null {
  return overDefaults(raw, defaults, (stored, platform, repairs) => {
    if (stored === undefined) return defaults[platform];
    if (typeof stored === 'string' && stored.trim() === '') return '';
    return typeof stored === 'string' && /^https?:\/\//i.test(stored.trim()) && isSafeLink(stored)
      ? stored.trim()
      : repairs.fix(defaults[platform]);
  });
}

/** Stored site settings: every known key a string (else the default), social links merged. */
export function normalizeSiteSettings(
  raw: unknown,
  defaults: SiteSettings,
): Normalized<SiteSettings> | null {
  return overDefaults(raw, defaults, (stored, key, repairs) => {
    if (key === 'socialLinks') {
      const social = normalizeSocialLinks(stored, defaults.socialLinks);
      if (!social || social.repaired) repairs.fix(null);
      return social?.value ?? { ...defaults.socialLinks };
    }
    const text = stringOr(stored, defaults[key], repairs);
    // The header shows the site name in one line.
    return key === 'siteName' ? clip(text, SITE_NAME_MAX, repairs) : text;
  });
}

// ------------------------------------------------------------ gallery, cart

/** Stored gallery: safe image sources only, each once, newest (first) kept first. */
export function normalizeGallery(raw: unknown): Normalized<string[]> | null {
  const repairs = new Repairs();
  const entries = listOf(raw, repairs);
  if (!entries) return null;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (typeof entry === 'string' && isSafeImageSrc(entry) && !seen.has(entry.trim())) {
      if (entry !== entry.trim()) repairs.fix(null);
      seen.add(entry.trim());
    } else repairs.fix(null);
  }
  return { value: [...seen], repaired: repairs.repaired };
}

/** Stored cart: bad lines dropped, quantities at least 1, duplicate ids merged by summing. */
export function normalizeCart(raw: unknown): Normalized<CartLine[]> | null {
  const repairs = new Repairs();
  const entries = listOf(raw, repairs);
  if (!entries) return null;
  const byId = new Map<number, CartLine>();
  for (const entry of entries) {
    if (!isRecord(entry)) {
      repairs.fix(null);
      continue;
    }
    const id = toInteger(entry.id, repairs);
    const price = toFiniteNumber(entry.price, repairs);
    const name = typeof entry.name === 'string' ? entry.name : undefined;
    if (id === undefined || !isPrice(price) || name === undefined) {
      repairs.fix(null);
      continue;
    }
    const stored = toInteger(entry.quantity, repairs);
    const quantity = stored !== undefined && stored >= 1 ? stored : repairs.fix(1);
    const existing = byId.get(id);
    if (existing) {
      existing.quantity += repairs.fix(quantity);
      continue;
    }
    const line: CartLine = { id, name, price, image: stringOr(entry.image, '', repairs), quantity };
    withTrade(line, entry, price, repairs);
    byId.set(id, line);
  }
  return { value: [...byId.values()], repaired: repairs.repaired };
}

/** Stored auth flags: only a literal true counts. */
export function normalizeAuth(raw: unknown): Normalized<AuthState> | null {
  if (!isRecord(raw)) return null;
  const value: AuthState = {
    isAuthenticated: raw.isAuthenticated === true,
    isAdmin: raw.isAdmin === true,
  };
  const repaired = typeof raw.isAuthenticated !== 'boolean' || typeof raw.isAdmin !== 'boolean';
  return { value, repaired };
}
