/**
 * The catalogue as one JSON document (DECISIONS.md: export, import, later publish beside the
 * site). Importing validates the whole file before anything is written: a file with one bad
 * entry is refused with a message that says where, never half-imported and never "repaired"
 * behind the owner's back the way stored data is.
 */
import * as v from 'valibot';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  CatalogueDocumentSchema,
  CatalogueHeaderSchema,
  FIELD_MESSAGES,
  type CatalogueDocument,
} from '@/domain/schemas';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '@/domain/social';

export { CATALOGUE_FORMAT, CATALOGUE_VERSION };

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

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Issue = v.InferIssue<typeof CatalogueDocumentSchema>;

/** The parts of the document in the order their problems are reported. */
const PARTS = [
  'exportedAt',
  'products',
  'categories',
  'sliderItems',
  'inspirations',
  'siteSettings',
  'socialLinks',
  'gallery',
] as const satisfies readonly (keyof CatalogueDocument)[];

const LISTS: readonly string[] = Object.keys(NOUNS);

/** The keys an issue's path goes through, outermost first. */
const keysOf = (issue: Issue) => (issue.path ?? []).map((item) => item.key);

/** Why one list of the document is refused: its shape, its entries, then its own rules. */
function listProblem(list: CatalogueListEntity, entries: unknown, issues: Issue[]): string {
  if (!Array.isArray(entries)) return `${list} must be a list`;
  const bad = new Set<number>();
  for (const issue of issues) {
    const index = keysOf(issue)[1];
    if (typeof index === 'number') bad.add(index + 1);
  }
  const first = Math.min(...bad);
  if (bad.size > 0) {
    const [singular, plural] = NOUNS[list];
    const verb = bad.size === 1 ? 'is' : 'are';
    const noun = entries.length === 1 ? singular : plural;
    return `${bad.size} of ${entries.length} ${noun} ${verb} invalid (first problem: entry ${first})`;
  }
  return issues[0]?.message ?? `${list} is invalid`;
}

/** Why site settings or social links are refused, naming the first field at fault. */
function objectProblem(part: string, value: unknown, issue: Issue): string {
  const keys = keysOf(issue).map(String);
  const field = keys[keys.length - 1] ?? part;
  const owner = keys.slice(0, -1).join('.');
  const held = keys
    .slice(1)
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
  if (!isRecord(value)) return `${part} must be an object`;
  if (field === 'socialLinks' && !isRecord(held)) return `${keys.join('.')} must be an object`;
  if (typeof held !== 'string') return `${owner} is invalid (first problem: ${field} must be text)`;
  const label = SOCIAL_PLATFORM_LABELS[field as SocialPlatform];
  const reason = label ? FIELD_MESSAGES.socialLinkInvalid(label) : `${field} is invalid`;
  return `${owner} is invalid (first problem: ${reason})`;
}

/** The message for the first part of the document (in PARTS order) that has a problem. */
function documentProblem(raw: UnknownRecord, issues: Issue[]): string {
  for (const part of PARTS) {
    const own = issues.filter((issue) => keysOf(issue)[0] === part);
    const first = own[0];
    if (!first) continue;
    if (part === 'exportedAt') return 'exportedAt must be the date the file was exported';
    if (LISTS.includes(part)) return listProblem(part as CatalogueListEntity, raw[part], own);
    return objectProblem(part, raw[part], first);
  }
  return 'The file does not match the catalogue format';
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
  if (!isRecord(raw) || !v.is(CatalogueHeaderSchema, raw)) {
    return {
      ok: false,
      error: 'This is not an ELIFEHOME catalogue file (format/version missing or unsupported)',
    };
  }
  const result = v.safeParse(CatalogueDocumentSchema, raw);
  if (!result.success) return { ok: false, error: documentProblem(raw, result.issues) };
  return { ok: true, document: result.output, counts: countCatalogue(result.output) };
}
