/**
 * The catalogue as one JSON document (DECISIONS.md: export, import, later publish beside the
 * site). Importing validates the whole file before anything is written: a file with one bad
 * entry is refused with a message that says where, never half-imported and never "repaired"
 * behind the owner's back the way stored data is.
 */
import type {
  Category,
  CatalogueDocument,
  Inspiration,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
  SocialPlatform,
} from '@/domain/types';
import {
  MAX_LIST_ENTRIES,
  normalizeCategories,
  normalizeGallery,
  normalizeInspirations,
  normalizeProducts,
  normalizeSiteSettings,
  normalizeSliderItems,
  normalizeSocialLinks,
  type Normalized,
} from '@/domain/normalize';
import { MESSAGES, SOCIAL_PLATFORM_LABELS } from '@/domain/validation';

export const CATALOGUE_FORMAT = 'elifehome-catalogue';
export const CATALOGUE_VERSION = 1;

/** Everything a catalogue document carries besides its header. */
export type CatalogueParts = Omit<CatalogueDocument, 'format' | 'version' | 'exportedAt'>;

/** The entities that are lists, in the order screens show them. */
export type CatalogueListEntity =
  'products' | 'categories' | 'sliderItems' | 'inspirations' | 'gallery';

/** How many entries of each list a catalogue holds (the import preview compares these). */
export type CatalogueCounts = Record<CatalogueListEntity, number>;

/** Labels for the import preview, one per list entity. */
export const CATALOGUE_LIST_LABELS: Record<CatalogueListEntity, string> = {
  products: 'Products',
  categories: 'Categories',
  sliderItems: 'Slider items',
  inspirations: 'Design inspirations',
  gallery: 'Gallery images',
};

/** Plural nouns for messages ('2 of 9 products are invalid'). */
const NOUNS: Record<CatalogueListEntity, [singular: string, plural: string]> = {
  products: ['product', 'products'],
  categories: ['category', 'categories'],
  sliderItems: ['slider item', 'slider items'],
  inspirations: ['design inspiration', 'design inspirations'],
  gallery: ['gallery image', 'gallery images'],
};

/** Every site settings field a document must spell out (socialLinks is checked on its own). */
const SITE_SETTINGS_TEXT_KEYS = [
  'siteName',
  'companyName',
  'contactEmail',
  'contactPhone',
  'address',
  'siteDescription',
  'siteKeywords',
  'logoUrl',
  'metaDescription',
  'metaKeywords',
  'siteTitle',
  'companySearchDescription',
  'aboutDescription',
  'advantages',
  'contactPerson',
  'additionalEmail',
  'contactFormMessage',
] as const satisfies readonly Exclude<keyof SiteSettings, 'socialLinks'>[];

// Fails to compile when SiteSettings gains a text field this list does not name.
type MissingSettingsKey = Exclude<
  keyof SiteSettings,
  'socialLinks' | (typeof SITE_SETTINGS_TEXT_KEYS)[number]
>;
const settingsKeysComplete: [MissingSettingsKey] extends [never] ? true : never = true;
void settingsKeysComplete;

const PLATFORMS = Object.keys(SOCIAL_PLATFORM_LABELS) as SocialPlatform[];

/** Wraps the catalogue in its header; `now` is passed in so the result is reproducible. */
export function buildCatalogueDocument(parts: CatalogueParts, now: Date): CatalogueDocument {
  return {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_VERSION,
    exportedAt: now.toISOString(),
    products: parts.products,
    categories: parts.categories,
    sliderItems: parts.sliderItems,
    inspirations: parts.inspirations,
    siteSettings: parts.siteSettings,
    socialLinks: parts.socialLinks,
    gallery: parts.gallery,
  };
}

/** The document as the file holds it: indented, so a person can read and diff it. */
export function serializeCatalogueDocument(document: CatalogueDocument): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** `elifehome-catalogue-YYYY-MM-DD.json`, dated in the owner's own time zone. */
export function catalogueFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `elifehome-catalogue-${date}.json`;
}

/** How many entries each list holds. */
export function countCatalogue(parts: Pick<CatalogueParts, CatalogueListEntity>): CatalogueCounts {
  return {
    products: parts.products.length,
    categories: parts.categories.length,
    sliderItems: parts.sliderItems.length,
    inspirations: parts.inspirations.length,
    gallery: parts.gallery.length,
  };
}

export type ParseCatalogueResult =
  { ok: true; document: CatalogueDocument; counts: CatalogueCounts } | { ok: false; error: string };

/** Thrown inside the parser to stop at the first problem; turned into `{ ok: false }`. */
class ImportProblem extends Error {}

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The clean value when the normaliser neither changed nor dropped anything, else undefined. */
function untouched<T>(result: Normalized<T> | null): T | undefined {
  return result && !result.repaired ? result.value : undefined;
}

/**
 * Checks a list entry by entry so the message can say how many are bad and where the first one
 * is. `checkOne` returns the clean entry or undefined; `keyOf` finds duplicates across entries.
 */
function checkList<T>(
  entity: CatalogueListEntity,
  raw: unknown,
  checkOne: (entry: unknown) => T | undefined,
  keyOf: (entry: T) => string | number,
): T[] {
  if (!Array.isArray(raw)) throw new ImportProblem(`${entity} must be a list`);
  if (raw.length > MAX_LIST_ENTRIES) {
    throw new ImportProblem(`${entity} holds more than ${MAX_LIST_ENTRIES} entries`);
  }
  const seen = new Set<string | number>();
  const clean: T[] = [];
  const bad: number[] = [];
  raw.forEach((entry, index) => {
    const checked = checkOne(entry);
    if (checked === undefined || seen.has(keyOf(checked))) {
      bad.push(index + 1);
      return;
    }
    seen.add(keyOf(checked));
    clean.push(checked);
  });
  const first = bad[0];
  if (first !== undefined) {
    const [singular, plural] = NOUNS[entity];
    const verb = bad.length === 1 ? 'is' : 'are';
    const noun = raw.length === 1 ? singular : plural;
    throw new ImportProblem(
      `${bad.length} of ${raw.length} ${noun} ${verb} invalid (first problem: entry ${first})`,
    );
  }
  return clean;
}

/** Products, each complete as stored (an id, a name, a price, lists as lists). */
function checkProducts(raw: unknown): Product[] {
  return checkList(
    'products',
    raw,
    (entry) => untouched(normalizeProducts([entry]))?.[0],
    (p) => p.id,
  );
}

const ALL_CATEGORY: Category = { id: 'all', name: 'All Products' };

/** Categories: each with an id and a name; 'all' must be among them (SPEC §3). */
function checkCategories(raw: unknown): Category[] {
  const categories = checkList(
    'categories',
    raw,
    (entry) => {
      // Checked beside an 'all' entry so the normaliser does not count adding one as a repair.
      const isAll = isRecord(entry) && entry.id === 'all';
      const list = untouched(normalizeCategories(isAll ? [entry] : [ALL_CATEGORY, entry]));
      return list?.[isAll ? 0 : 1];
    },
    (c) => c.id,
  );
  if (!categories.some((c) => c.id === 'all')) {
    throw new ImportProblem('categories must include "all" (All Products)');
  }
  return categories;
}

/** Slider items: complete, with safe links, and at least one (SPEC §5). */
function checkSliderItems(raw: unknown): SliderItem[] {
  const items = checkList(
    'sliderItems',
    raw,
    (entry) => untouched(normalizeSliderItems([entry]))?.[0],
    (s) => s.id,
  );
  if (items.length === 0) throw new ImportProblem(`sliderItems: ${MESSAGES.sliderMinimum}`);
  return items;
}

/** Design inspirations with a known room and hotspots inside the picture. */
function checkInspirations(raw: unknown): Inspiration[] {
  return checkList(
    'inspirations',
    raw,
    (entry) => untouched(normalizeInspirations([entry]))?.[0],
    (i) => i.id,
  );
}

/** Gallery images: safe image sources (http(s) or base64 data URLs). */
function checkGallery(raw: unknown): string[] {
  return checkList(
    'gallery',
    raw,
    (entry) => untouched(normalizeGallery([entry]))?.[0],
    (src) => src,
  );
}

/** The seven social links, each present, each empty or an http(s) address. */
function checkSocialLinks(raw: unknown, entity: string): SocialLinks {
  if (!isRecord(raw)) throw new ImportProblem(`${entity} must be an object`);
  for (const platform of PLATFORMS) {
    if (typeof raw[platform] !== 'string') {
      throw new ImportProblem(`${entity} is invalid (first problem: ${platform} must be text)`);
    }
  }
  const empty = Object.fromEntries(PLATFORMS.map((p) => [p, ''])) as unknown as SocialLinks;
  const result = normalizeSocialLinks(raw, empty);
  const clean = untouched(result);
  if (!clean) {
    const platform = PLATFORMS.find((p) => result?.value[p] !== String(raw[p]).trim()) ?? '';
    throw new ImportProblem(
      `${entity} is invalid (first problem: ${MESSAGES.socialLinkInvalid(
        SOCIAL_PLATFORM_LABELS[platform as SocialPlatform] ?? platform,
      )})`,
    );
  }
  return clean;
}

/** Site settings: every field present as text, its social links valid too. */
function checkSiteSettings(raw: unknown): SiteSettings {
  if (!isRecord(raw)) throw new ImportProblem('siteSettings must be an object');
  for (const key of SITE_SETTINGS_TEXT_KEYS) {
    if (typeof raw[key] !== 'string') {
      throw new ImportProblem(`siteSettings is invalid (first problem: ${key} must be text)`);
    }
  }
  const socialLinks = checkSocialLinks(raw.socialLinks, 'siteSettings.socialLinks');
  const defaults = Object.fromEntries(SITE_SETTINGS_TEXT_KEYS.map((k) => [k, ''])) as Omit<
    SiteSettings,
    'socialLinks'
  >;
  const clean = untouched(normalizeSiteSettings(raw, { ...defaults, socialLinks }));
  if (!clean) throw new ImportProblem('siteSettings is invalid');
  return clean;
}

/** Describes a JSON syntax error with the position the parser reports. */
function jsonProblem(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const short = detail.length > 160 ? `${detail.slice(0, 157)}...` : detail;
  return `The file is not valid JSON (${short || 'it is empty'})`;
}

/**
 * Reads an exported catalogue. The whole file is checked first; any problem comes back as one
 * message and nothing else, so the caller can refuse the import without writing anything.
 */
export function parseCatalogueDocument(text: string): ParseCatalogueResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: jsonProblem(error) };
  }
  if (!isRecord(raw) || raw.format !== CATALOGUE_FORMAT || raw.version !== CATALOGUE_VERSION) {
    return {
      ok: false,
      error: 'This is not an ELIFEHOME catalogue file (format/version missing or unsupported)',
    };
  }
  try {
    if (typeof raw.exportedAt !== 'string') {
      throw new ImportProblem('exportedAt must be the date the file was exported');
    }
    const document: CatalogueDocument = {
      format: CATALOGUE_FORMAT,
      version: CATALOGUE_VERSION,
      exportedAt: raw.exportedAt,
      products: checkProducts(raw.products),
      categories: checkCategories(raw.categories),
      sliderItems: checkSliderItems(raw.sliderItems),
      inspirations: checkInspirations(raw.inspirations),
      siteSettings: checkSiteSettings(raw.siteSettings),
      socialLinks: checkSocialLinks(raw.socialLinks, 'socialLinks'),
      gallery: checkGallery(raw.gallery),
    };
    return { ok: true, document, counts: countCatalogue(document) };
  } catch (error) {
    if (error instanceof ImportProblem) return { ok: false, error: error.message };
    throw error;
  }
}
