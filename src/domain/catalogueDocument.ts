/**
 * The catalogue as one JSON document (docs/decisions.md#d14-export-and-import: export, import, and
 * the published catalogue of docs/publishing.md). Importing validates the whole file before
 * anything is written: a file with one bad entry is refused with a message that says where, never
 * half-imported and never "repaired" behind the owner's back the way stored data is.
 */
import * as v from 'valibot';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_VERSION,
  CATEGORY_FIELDS,
  CatalogueDocumentSchema,
  CatalogueHeaderSchema,
  DUPLICATE_ENTRY,
  GALLERY_IMAGE_FIELDS,
  INSPIRATION_FIELDS,
  PRODUCT_FIELDS,
  reasonsOf,
  SLIDER_ITEM_FIELDS,
  type CatalogueDocument,
  type Words,
} from './schemas';
import type { Rules } from './schemas/rules';

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

/** One thing wrong with an imported file: which entry, which field, and why. */
export interface ImportProblem {
  /** The entry's number in its list, counting from 1, when the problem is in a list entry. */
  entry?: number;
  /** The field at fault inside the entry ('price', 'position.x'), when there is one. */
  field?: string;
  /** Why the value is refused. */
  message: string;
}

export type ParseCatalogueResult =
  | { ok: true; document: CatalogueDocument; counts: CatalogueCounts }
  | {
      ok: false;
      /** One line for an alert: the summary, then the first few problems. */
      error: string;
      /** The summary alone ('2 of 9 products are invalid'), for a screen that lists `problems`. */
      summary: string;
      /** Every problem found, for a screen that lists them. */
      problems: ImportProblem[];
      /** The text form: the summary on its own line, then one line per problem. */
      details: string;
    };

/** How many problems the one-line `error` names before saying how many more there are. */
const PROBLEMS_IN_ALERT = 3;

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

/** An entity's reasons, from its declaration's rules and words. */
const reasons = (declaration: { rules: Rules; fields: object }) =>
  reasonsOf(declaration.rules, declaration.fields as Record<string, Words>);

/**
 * Why a field of an entry has the wrong type or is missing, by list and field (entry numbers inside
 * a field left out: 'products.position.x'): each declared field's own words
 * (docs/requirements.md#validation where it words the rule).
 */
const FIELD_REASONS: Record<CatalogueListEntity, Record<string, string>> = {
  products: reasons(PRODUCT_FIELDS),
  categories: reasons(CATEGORY_FIELDS),
  sliderItems: reasons(SLIDER_ITEM_FIELDS),
  inspirations: reasons(INSPIRATION_FIELDS),
  gallery: { '': GALLERY_IMAGE_FIELDS.fields.src.message! },
};

/** What valibot expected, in the owner's words, for fields without a reason of their own. */
const EXPECTED: Record<string, string> = {
  string: 'Use text',
  number: 'Use a number',
  boolean: 'Use true or false',
  Array: 'Use a list',
  Object: 'Use an object with the fields of an entry',
};

/** Why one entry's field is refused: the schema's own words for a broken rule, else the table's. */
function reasonFor(list: CatalogueListEntity, field: string, issue: Issue): string {
  if (issue.kind === 'validation') return issue.message;
  const general = field
    .split('.')
    .filter((key) => !/^\d+$/.test(key))
    .join('.');
  const worded = FIELD_REASONS[list][general];
  if (worded) return worded;
  if (issue.path?.at(-1)?.origin === 'key') return 'This field is missing';
  return EXPECTED[issue.expected ?? ''] ?? 'This value is not valid';
}

/** Every invalid entry of one list, one problem per entry and field. */
function entryProblems(list: CatalogueListEntity, issues: Issue[]): ImportProblem[] {
  const problems = new Map<string, ImportProblem>();
  for (const issue of issues) {
    const [, index, ...inside] = keysOf(issue);
    if (typeof index !== 'number') continue;
    const dotted = inside.map((key) => (typeof key === 'number' ? String(key + 1) : String(key)));
    const field = issue.message === DUPLICATE_ENTRY && list !== 'gallery' ? 'id' : dotted.join('.');
    const key = `${index}:${field}`;
    if (problems.has(key)) continue;
    const problem: ImportProblem = { entry: index + 1, message: reasonFor(list, field, issue) };
    if (field) problem.field = field;
    problems.set(key, problem);
  }
  return [...problems.values()].sort((a, b) => (a.entry ?? 0) - (b.entry ?? 0));
}

/** 'Entry 3, price: Please enter a valid price' */
export function describeProblem(problem: ImportProblem): string {
  const where = [
    problem.entry === undefined ? undefined : `Entry ${problem.entry}`,
    problem.field,
  ].filter(Boolean);
  return where.length > 0 ? `${where.join(', ')}: ${problem.message}` : problem.message;
}

/** A refused file: the summary, every problem, and the one-line and text forms. */
function refused(summary: string, problems: ImportProblem[] = []) {
  const lines = problems.map(describeProblem);
  const shown = lines.slice(0, PROBLEMS_IN_ALERT);
  const more = lines.length - shown.length;
  const error =
    shown.length === 0
      ? summary
      : `${summary}: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  return {
    ok: false as const,
    error,
    summary,
    problems,
    details: [summary, ...lines].join('\n'),
  };
}

/** Why one list of the document is refused: its shape, its entries, then its own rules. */
function listProblem(list: CatalogueListEntity, entries: unknown, issues: Issue[]) {
  if (!Array.isArray(entries)) return refused(`${list} must be a list`);
  const problems = entryProblems(list, issues);
  const bad = new Set(problems.map((p) => p.entry)).size;
  if (bad === 0) return refused(issues[0]?.message ?? `${list} is invalid`);
  const [singular, plural] = NOUNS[list];
  const verb = bad === 1 ? 'is' : 'are';
  const noun = entries.length === 1 ? singular : plural;
  return refused(`${bad} of ${entries.length} ${noun} ${verb} invalid`, problems);
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
  return `${owner} is invalid (first problem: ${issue.message})`;
}

/** The first part of the document (in PARTS order) that has a problem, described. */
function documentProblem(raw: UnknownRecord, issues: Issue[]) {
  for (const part of PARTS) {
    const own = issues.filter((issue) => keysOf(issue)[0] === part);
    const first = own[0];
    if (!first) continue;
    if (part === 'exportedAt') return refused('exportedAt must be the date the file was exported');
    if (LISTS.includes(part)) return listProblem(part as CatalogueListEntity, raw[part], own);
    return refused(objectProblem(part, raw[part], first));
  }
  return refused('The file does not match the catalogue format');
}

/** Describes a JSON syntax error with the position the parser reports. */
function jsonProblem(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const short = detail.length > 160 ? `${detail.slice(0, 157)}...` : detail;
  return `The file is not valid JSON (${short || 'it is empty'})`;
}

/**
 * Reads an exported catalogue. The whole file is checked first; a refused file comes back with
 * every invalid entry of the first part at fault (entry, field, reason) and nothing else, so the
 * caller can refuse the import without writing anything.
 */
export function parseCatalogueDocument(text: string): ParseCatalogueResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refused(jsonProblem(error));
  }
  if (!isRecord(raw) || !v.is(CatalogueHeaderSchema, raw)) {
    return refused(
      'This is not an ELIFEHOME catalogue file (format/version missing or unsupported)',
    );
  }
  const result = v.safeParse(CatalogueDocumentSchema, raw);
  if (!result.success) return documentProblem(raw, result.issues);
  return { ok: true, document: result.output, counts: countCatalogue(result.output) };
}
