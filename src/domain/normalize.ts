/**
 * Repair-or-drop rules for stored data (docs/architecture.md#validation-per-key): one malformed
 * entry is fixed or dropped rather than taking the whole list down. `repaired` tells the caller to
 * report the load problem once and write the clean value back; null means the stored value is not
 * even the right container and the default should be used.
 *
 * Each entity is read by the rule half of its declaration (./schemas/entities.ts, the same rules
 * the import's valibot schemas are built from), not through valibot: this runs on every
 * visitor's first read, and valibot's runtime and the declarations' words would add to every
 * visitor route.
 *
 * Of the rules' upper bounds, the read enforces the ones a visitor would see break: a price over
 * PRICE_MAX makes its product or cart line invalid (as a negative one does), names and the site
 * name are cut back to their limits, and a SKU over its limit is dropped. The forms and the
 * import enforce all of them.
 */
import type {
  AuthState,
  CartLine,
  Category,
  Inspiration,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
} from './types';
import { lineKey } from './cart';
import { isSafeImageSrc, isSafeLink } from './links';
import { splitCommaList, splitIdList } from './lists';
import { skuKey } from './sku';
import {
  CART_LINE,
  CATEGORY,
  INSPIRATION,
  PRODUCT,
  SITE_SETTINGS,
  SLIDER_ITEM,
  SOCIAL_LINKS,
} from './schemas/entities';
import { ALL_CATEGORY, MAX_LIST_ENTRIES } from './schemas/readLimits';
import { fallbackOf, type Entry, type Rule, type Rules } from './schemas/rules';

/** A normalised value and whether anything had to be dropped or fixed to get it. */
export interface Normalized<T> {
  value: T;
  repaired: boolean;
}

export { MAX_LIST_ENTRIES };

function isRecord(value: unknown): value is Entry {
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

/** A stored list read entry by entry (`read`); null when the value is not a list. */
function readList<T>(
  raw: unknown,
  read: (entries: unknown[], repairs: Repairs) => T,
): Normalized<T> | null {
  const repairs = new Repairs();
  const entries = listOf(raw, repairs);
  return entries && { value: read(entries, repairs), repaired: repairs.repaired };
}

/**
 * A stored list of entities: each record through `entry` (undefined drops it), the first of a
 * duplicate id kept. Null when the value is not a list.
 */
const entityList = <T extends { id: string | number }>(
  raw: unknown,
  entry: (record: Entry, repairs: Repairs) => T | undefined,
) =>
  readList(raw, (entries, repairs) => {
    const seen = new Set<string | number>();
    const value: T[] = [];
    for (const stored of entries) {
      const item = isRecord(stored) ? entry(stored, repairs) : undefined;
      if (item === undefined || seen.has(item.id)) repairs.fix(null);
      else {
        seen.add(item.id);
        value.push(item);
      }
    }
    return value;
  });

/**
 * A number as stored, or a string of one converted (a repair): a safe integer when `whole`, else
 * any finite number; otherwise undefined.
 */
function toNumber(value: unknown, repairs: Repairs, whole?: boolean): number | undefined {
  const n =
    typeof value === 'string' && (whole ? /^\s*-?\d+\s*$/.test(value) : value.trim() !== '')
      ? repairs.fix(Number(value))
      : value;
  return typeof n === 'number' && (whole ? Number.isSafeInteger(n) : Number.isFinite(n))
    ? n
    : undefined;
}

/**
 * A stored list of words, image addresses or ids: a string is split at commas (an image address
 * taken whole), entries that do not read are dropped.
 */
function toList(kind: Rule['kind'], value: unknown, repairs: Repairs): unknown[] {
  if (typeof value === 'string') {
    const text = value.trim();
    return repairs.fix(
      kind === 'ids'
        ? splitIdList(text)
        : kind === 'words'
          ? splitCommaList(text)
          : text
            ? [text]
            : [],
    );
  }
  if (!Array.isArray(value)) return repairs.fix([]);
  const kept: unknown[] = [];
  for (const item of value) {
    const read =
      kind === 'ids'
        ? toNumber(item, repairs, true)
        : typeof item === 'string' && item.trim()
          ? item
          : undefined;
    if (read === undefined) repairs.fix(null);
    else kept.push(read);
  }
  return kept;
}

/** Text cut back to its limit (a repair when it was longer), never inside an emoji's pair. */
function clip(text: string, max: number, repairs: Repairs): string {
  if (text.length <= max) return text;
  const lead = text.charCodeAt(max - 1);
  return repairs.fix(text.slice(0, lead >= 0xd800 && lead <= 0xdbff ? max - 1 : max));
}

// ------------------------------------------------------- fields by rule

/**
 * A stored value read by its field's rule (./schemas/rules.ts): the value (converted or cut where
 * the rule says, a repair), or undefined when it is unusable. `entry` holds the entry's fields
 * read so far.
 */
function readValue(
  rule: Rule,
  value: unknown,
  repairs: Repairs,
  entry: Entry,
  key: string,
): unknown {
  switch (rule.kind) {
    case 'text': {
      if (rule.fromNumber && typeof value === 'number' && Number.isFinite(value))
        return repairs.fix(String(value));
      if (typeof value !== 'string') return undefined;
      const trimmed = value.trim();
      if (rule.link === 'social')
        return trimmed === '' || (/^https?:\/\//i.test(trimmed) && isSafeLink(value))
          ? trimmed
          : undefined;
      if (rule.link === 'site') return isSafeLink(value) ? trimmed : undefined;
      if (rule.filled && trimmed === '') return undefined;
      if (value.length <= rule.max! || !rule.over) return value;
      return rule.over === 'clip' ? clip(value, rule.max!, repairs) : undefined;
    }
    case 'whole':
    case 'price':
    case 'number': {
      const n = toNumber(value, repairs, rule.kind === 'whole');
      if (n === undefined || !rule.clamp) return n! < rule.min! || n! > rule.max! ? undefined : n;
      return n < rule.min! ? repairs.fix(rule.min) : n > rule.max! ? repairs.fix(rule.max) : n;
    }
    case 'flag':
      return typeof value === 'boolean' ? value : value === 'true' ? repairs.fix(true) : undefined;
    case 'choice':
      return rule.values!.find((allowed) => allowed === value);
    case 'images':
    case 'words':
    case 'ids':
      return toList(rule.kind, value, repairs);
    case 'map': {
      if (!isRecord(value)) return undefined;
      const read: Record<string, string> = {};
      for (const [name, text] of Object.entries(value)) {
        const [k, t] = [name.trim(), typeof text === 'string' ? text.trim() : ''];
        if (k === '' || t === '' || k.length > rule.itemMax! || t.length > rule.itemMax!)
          return undefined;
        if (k !== name || t !== text) repairs.fix(null);
        read[k] = t;
      }
      return Object.keys(read).length <= rule.max! ? read : undefined;
    }
    case 'rows': {
      const stored = listOf(value, repairs);
      if (!stored) return undefined;
      const kept: Entry[] = [];
      const seen = new Set<unknown>();
      for (const item of stored) {
        const row = isRecord(item) ? readEntry(rule.of!, item, repairs) : undefined;
        const id = row && rule.unique ? row[rule.unique] : undefined;
        if (!row || seen.has(id) || (rule.keep && !rule.keep(row, kept, entry))) {
          repairs.fix(null);
          continue;
        }
        if (rule.unique) seen.add(id);
        kept.push(row);
      }
      return kept;
    }
    default:
      // An object: its own fields by their rules; a record, over its defaults (in `entry`).
      if (rule.kind === 'object')
        return isRecord(value) ? readEntry(rule.of!, value, repairs) : undefined;
      return isRecord(value)
        ? readEntry(rule.of!, value, repairs, entry[key] as Entry, true)
        : repairs.fix({ ...(entry[key] as Entry) });
  }
}

/**
 * A stored entry read field by field, in the order its rules declare them: a missing or
 * unusable field takes its fallback (a repair), an optional one is left out, and a required one
 * drops the entry (undefined). Fields the rules do not declare are not kept. A record (settings,
 * links) is read over its `defaults` instead: a field takes its default when it is unusable, or
 * missing (a repair, unless `quiet`).
 */
function readEntry(
  rules: Rules,
  raw: Entry,
  repairs: Repairs,
  defaults?: Entry,
  quiet?: boolean,
): Entry | undefined {
  const entry: Entry = { ...defaults };
  for (const [key, rule] of Object.entries(rules)) {
    if (raw[key] === undefined && (rule.optional || quiet)) continue;
    let value = readValue(rule, raw[key], repairs, entry, key);
    if (value === undefined) {
      value = defaults ? defaults[key] : fallbackOf(rule, entry);
      if (value === undefined && !rule.optional && !defaults) return undefined;
      repairs.fix(null);
      if (value === undefined) continue;
    }
    if (!rule.omitEmpty || (value as unknown[]).length > 0) entry[key] = value;
  }
  return entry;
}

/** A stored list of one entity, each entry read by its rules. */
const entitiesOf =
  <T extends { id: string | number }>(rules: Rules) =>
  (raw: unknown): Normalized<T[]> | null =>
    entityList(raw, (entry, repairs) => readEntry(rules, entry, repairs) as T | undefined);

// ---------------------------------------------------------------- entities

/**
 * A product's options and variants kept to the variant rules (docs/requirements.md#variants):
 * options with a name and distinct values, the first of a repeated name; variants naming exactly
 * those options with their values, the first of a repeated combination or SKU. Options left
 * without a variant, or variants without options, are dropped: the product is sold as one item.
 */
function repairVariants(product: Entry, repairs: Repairs): Entry {
  const { options, variants, ...rest } = product as Entry & {
    options?: { name: string; values: string[] }[];
    variants?: { sku: string; options: Record<string, string> }[];
  };
  if (!options && !variants) return product;
  const seen = new Set<string>();
  const first = (...keys: string[]) =>
    !keys.some((key) => seen.has(key)) && keys.every((key) => seen.add(key));
  const kept = (options ?? [])
    .map(({ name, values }) => ({
      name,
      values: values
        .map((value) => value.trim())
        .filter((value) => !value.includes(',') && first(`v${name}\n${value}`)),
    }))
    .filter(({ name, values }) => values.length > 0 && first(`o${name.trim().toLowerCase()}`));
  const valid = (variants ?? []).filter((variant) => {
    const combo = kept.map((option) => variant.options[option.name]!);
    return (
      Object.keys(variant.options).length === kept.length &&
      kept.every((option, i) => option.values.includes(combo[i]!)) &&
      first(`c${JSON.stringify(combo)}`, `s${skuKey(variant.sku)}`)
    );
  });
  const sold = kept.length > 0 && valid.length > 0;
  if (!sold || valid.length < variants!.length || JSON.stringify(kept) !== JSON.stringify(options))
    repairs.fix(null);
  return sold ? { ...rest, options: kept, variants: valid } : rest;
}

/** Stored products: bad entries dropped, fixable fields repaired, first of a duplicate id kept. */
export const normalizeProducts = (raw: unknown): Normalized<Product[]> | null =>
  entityList(raw, (entry, repairs) => {
    const product = readEntry(PRODUCT, entry, repairs);
    return product && (repairVariants(product, repairs) as unknown as Product);
  });

/** Stored categories: entries need an id, a missing name falls back to it, 'all' always exists. */
export function normalizeCategories(raw: unknown): Normalized<Category[]> | null {
  const result = entitiesOf<Category>(CATEGORY)(raw);
  // The category 'all' (All Products) must exist.
  if (result && !result.value.some((category) => category.id === ALL_CATEGORY.id)) {
    result.value.unshift({ ...ALL_CATEGORY });
    result.repaired = true;
  }
  return result;
}

/** Stored slider items: defaults for the button, an unsafe link replaced by '/'. */
export const normalizeSliderItems = entitiesOf<SliderItem>(SLIDER_ITEM);

/** Stored inspirations: unknown rooms dropped, hotspot positions clamped to 0-100 percent. */
export const normalizeInspirations = entitiesOf<Inspiration>(INSPIRATION);

// ----------------------------------------------------- site settings, social

/** A stored record read over its defaults; null when it is not an object. */
function readRecord<T extends object>(raw: unknown, rules: Rules, defaults: T, quiet?: boolean) {
  const repairs = new Repairs();
  return isRecord(raw)
    ? {
        value: readEntry(rules, raw, repairs, defaults as Entry, quiet) as T,
        repaired: repairs.repaired,
      }
    : null;
}

/**
 * A record with every text field blank, records inside likewise, and the fields with a default
 * at their default (empty settings and links).
 */
export function emptyRecord(rules: Rules): Entry {
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [
      key,
      rule.kind === 'record' ? emptyRecord(rule.of!) : rule.defaulted ? fallbackOf(rule) : '',
    ]),
  );
}

/**
 * Stored social links merged over the defaults (docs/requirements.md#social-links); unsafe values
 * fall back to them.
 */
export function normalizeSocialLinks(
  raw: unknown,
  defaults: SocialLinks,
): Normalized<SocialLinks> | null {
  return readRecord(raw, SOCIAL_LINKS, defaults, true);
}

/** Stored site settings: every known key a string (else the default), social links merged. */
export function normalizeSiteSettings(
  raw: unknown,
  defaults: SiteSettings,
): Normalized<SiteSettings> | null {
  return readRecord(raw, SITE_SETTINGS, defaults);
}

// ------------------------------------------------------------ gallery, cart

/** Stored gallery: safe image sources only, each once, newest (first) kept first. */
export const normalizeGallery = (raw: unknown) =>
  readList(raw, (entries, repairs) => {
    const seen = new Set<string>();
    for (const entry of entries) {
      if (typeof entry === 'string' && isSafeImageSrc(entry) && !seen.has(entry.trim())) {
        if (entry !== entry.trim()) repairs.fix(null);
        seen.add(entry.trim());
      } else repairs.fix(null);
    }
    return [...seen];
  });

/**
 * Stored cart: bad lines dropped, quantities at least 1, two lines of the same product (or the
 * same variant of it, whatever the SKU's case) merged by summing. Carts stored before variants
 * hold product lines, which stay so.
 */
export const normalizeCart = (raw: unknown) =>
  readList(raw, (entries, repairs) => {
    const byKey = new Map<string, CartLine>();
    for (const entry of entries) {
      const line = isRecord(entry) ? (readEntry(CART_LINE, entry, repairs) as CartLine) : undefined;
      const key = line && lineKey(line);
      const existing = key !== undefined ? byKey.get(key) : undefined;
      if (!line) repairs.fix(null);
      else if (existing) existing.quantity += repairs.fix(line.quantity);
      else byKey.set(key!, line);
    }
    return [...byKey.values()];
  });

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
