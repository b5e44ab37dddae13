/**
 * Products as a spreadsheet (docs/requirements.md#product-csv): the rows the CSV export writes,
 * and the import that reads them back to update prices, price breaks, minimum orders, pack sizes
 * and lead times in bulk. The import plans first (what changes, what is wrong, row by row) and
 * writes nothing itself; a plan with any error is never applied. Values are checked with the
 * product schema, so a row is refused with the words the product form uses.
 * Text in and out of CSV is ./csvText.ts (papaparse, loaded on use).
 */
import * as v from 'valibot';
import {
  fieldsOf,
  PRODUCT_FIELDS,
  ProductSchema,
  type Field,
  type PriceTier,
  type Product,
  type Words,
} from '@/domain/schemas';
import { fallbackOf, type Rule } from '@/domain/schemas/rules';

const FIELDS = fieldsOf(PRODUCT_FIELDS);
const inRole = (role: Field['csv']) => FIELDS.filter((field) => field.csv === role);

/**
 * The fields an import may change, in declared order: each product field whose declaration
 * gives it an `edited` column.
 */
const EDITED = inRole('edited');

/**
 * A field's columns: its name, or for an object one per figure, named by the path to it
 * (`carton.lengthCm`), so the sheet stays flat.
 */
const columnsOf = (field: Field): string[] =>
  field.rule.kind === 'object'
    ? Object.keys(field.rule.of!).map((inner) => `${field.key}.${inner}`)
    : [field.key];

/**
 * The export's columns, in order: the columns that find a row's product (`key`), those that name
 * it (`shown`, never read), then those an import writes (`edited`), each in declared order. The
 * import reads the same names (any case, any order).
 */
export const PRODUCT_CSV_COLUMNS: readonly string[] = [
  ...inRole('key'),
  ...inRole('shown'),
  ...EDITED,
].flatMap(columnsOf);

/** The fields an import may change; the other columns only identify the row. */
export const CSV_UPDATABLE: readonly CsvField[] = EDITED.map((field) => field.key as CsvField);
export type CsvField = keyof Product & string;

/** What an import may set on a product: a value, or undefined to clear an optional field. */
export type CsvUpdate = { [K in CsvField]?: Product[K] | undefined };

/** The texts of a CSV import's row errors and refusals (docs/requirements.md#product-csv-messages). */
export const CSV_MESSAGES = {
  tiersFormat: 'Write price breaks as quantity:price separated by |, such as 50:39.5|200:35',
  unknownSku: (sku: string) => `No product has the SKU ${sku}`,
  unknownId: (id: string) => `No product has the id ${id}`,
  noKey: 'Give the SKU or the id of the product',
  repeated: (row: number) => `The same product is on row ${row} too`,
  rowShape: 'This row could not be read (check its quotes)',
  noHeader: 'The first row must name the columns, with a sku column, as in the exported file',
  noRows: 'The file has a header row but no products',
} as const;

/** A list of rows in one cell: each row's columns joined by ':', the rows by '|'. */
const formatRows = (rule: Rule, rows: readonly Record<string, unknown>[] | undefined) =>
  (rows ?? [])
    .map((row) =>
      Object.keys(rule.of!)
        .map((key) => String(row[key]))
        .join(':'),
    )
    .join('|');

/** A number column of a row in a cell: whole numbers, or prices with a decimal point. */
const NUMBER_CELL: Partial<Record<Rule['kind'], RegExp>> = {
  whole: /^\d+$/,
  price: /^\d+(?:\.\d+)?$/,
};

/** Rows from their cell ('50:39.5|200:35'), or the message when the cell is not written so. */
function parseRows(rule: Rule, cell: string): Record<string, number>[] | string {
  const text = cell.trim();
  if (text === '') return [];
  const columns = Object.entries(rule.of!);
  const rows: Record<string, number>[] = [];
  for (const part of text.split('|')) {
    const values = part.split(':').map((value) => value.trim());
    const fits =
      values.length === columns.length &&
      columns.every(([, column], i) => NUMBER_CELL[column.kind]?.test(values[i]!));
    if (!fits) return CSV_MESSAGES.tiersFormat;
    rows.push(Object.fromEntries(columns.map(([key], i) => [key, Number(values[i])])));
  }
  return rows;
}

const PRICE_TIERS = PRODUCT_FIELDS.fields.priceTiers.rule;

/** Price breaks as their cell writes them: '50:39.5|200:35'. */
export const formatTiers = (tiers: readonly PriceTier[] | undefined) =>
  formatRows(PRICE_TIERS, tiers);

/** Price breaks from their cell; blank is none. */
export const parseTiers = (cell: string) => parseRows(PRICE_TIERS, cell) as PriceTier[] | string;

/** A value as its cell writes it: a missing value as the rule's default, or blank. */
function cellText(rule: Rule, value: unknown): string {
  const stored = value ?? (rule.defaulted ? fallbackOf(rule) : undefined);
  if (rule.kind === 'rows') return formatRows(rule, stored as Record<string, unknown>[]);
  if (Array.isArray(stored)) return stored.join(', ');
  return stored === undefined ? '' : String(stored);
}

/** A field's cells, one per column (an object's figures each in their own). */
function cellsOf(field: Field, product: Product): string[] {
  const value = (product as Record<string, unknown>)[field.key];
  if (field.rule.kind !== 'object') return [cellText(field.rule, value)];
  const fields = value as Record<string, unknown> | undefined;
  return Object.entries(field.rule.of!).map(([key, rule]) => cellText(rule, fields?.[key]));
}

/** A field's value in words for the import's preview: an object's figures named ('lengthCm 88, ...'). */
function cellOf(field: Field, product: Product): string {
  if (field.rule.kind !== 'object') return cellsOf(field, product)[0]!;
  const names = Object.keys(field.rule.of!);
  return cellsOf(field, product)
    .flatMap((cell, i) => (cell === '' ? [] : [`${names[i]} ${cell}`]))
    .join(', ');
}

/** The export: a header row, then one row per product in stored order. */
export function productCsvRows(products: readonly Product[]): string[][] {
  const fields = [...inRole('key'), ...inRole('shown'), ...EDITED];
  return [
    [...PRODUCT_CSV_COLUMNS],
    ...products.map((p) => fields.flatMap((field) => cellsOf(field, p))),
  ];
}

/** The export's file name for a day: elifehome-products-2026-11-26.csv. */
export function productCsvFileName(now: Date): string {
  return `elifehome-products-${now.toISOString().slice(0, 10)}.csv`;
}

/** Dollars, to the cent at most: 45, 39.5, 1200.00. */
const CENTS = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** True when a number lies within its rule's bounds. */
const within = (rule: Rule, n: number) =>
  n >= (rule.min ?? -Infinity) && n <= (rule.max ?? Infinity);

/** A decimal number: 9.5, 88, 0.25. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * Reads one updatable cell: the value, or the message saying why it is not one. A blank cell is
 * the field's default, or none for an optional field.
 */
function readCell(field: Words & { rule: Rule }, cell: string): { value: unknown } | string {
  const text = cell.trim();
  const { rule } = field;
  const blank = { value: rule.defaulted ? fallbackOf(rule) : undefined };
  switch (rule.kind) {
    case 'number':
      if (text === '') return rule.optional ? blank : field.message!;
      return DECIMAL.test(text) && within(rule, Number(text))
        ? { value: Number(text) }
        : field.message!;
    case 'price':
      // The form's rule: a price above 0, to the cent.
      return CENTS.test(text) && (!field.form || field.form(Number(text)))
        ? { value: Number(text) }
        : field.message!;
    case 'whole':
      if (text === '') return rule.optional ? blank : field.message!;
      return WHOLE.test(text) && within(rule, Number(text))
        ? { value: Number(text) }
        : field.message!;
    case 'rows': {
      const rows = parseRows(rule, text);
      return typeof rows === 'string' ? rows : { value: rows };
    }
    default:
      return text === '' && rule.optional ? blank : { value: text };
  }
}

/**
 * Reads an object's cells (`carton.lengthCm`, ...): all blank clears it, else each figure is read
 * by its own rule; a column the file lacks keeps the product's figure. Every cell at fault is
 * named.
 */
function readObject(
  field: Field,
  cellAt: (column: string) => string | undefined,
  product: Product,
): { value: unknown } | { errors: [string, string][] } {
  const stored = (product as Record<string, unknown>)[field.key] as
    Record<string, unknown> | undefined;
  const inner = Object.entries(field.rule.of!);
  const words = field.of!;
  const texts = inner.map(([key, rule]) => {
    const column = `${field.key}.${key}`;
    return { key, rule, column, text: cellAt(column) ?? cellText(rule, stored?.[key]) };
  });
  if (texts.every(({ text }) => text.trim() === '')) return { value: undefined };
  const value: Record<string, unknown> = {};
  const errors: [string, string][] = [];
  for (const { key, rule, column, text } of texts) {
    const read = readCell({ ...words[key]!, rule }, text);
    if (typeof read === 'string') errors.push([column, read]);
    else if (read.value !== undefined) value[key] = read.value;
  }
  return errors.length > 0 ? { errors } : { value };
}

/** A cell read, or its message as the column's error. */
const orErrors = (column: string, read: { value: unknown } | string) =>
  typeof read === 'string' ? { errors: [[column, read]] as [string, string][] } : read;

/** One field of one product that the import would change, as the cells read. */
export interface CsvFieldChange {
  field: CsvField;
  before: string;
  after: string;
}

/** A product the import would change. */
export interface CsvProductChange {
  id: number;
  name: string;
  sku: string;
  /** The spreadsheet row it came from (the header is row 1). */
  row: number;
  fields: CsvFieldChange[];
  update: CsvUpdate;
}

/** Why a row cannot be applied. */
export interface CsvRowError {
  /** The spreadsheet row (the header is row 1). */
  row: number;
  /** The column at fault, or undefined for the row as a whole. */
  column?: string;
  message: string;
}

/** What an import would do. Apply only when `errors` is empty and `changes` is not. */
export interface CsvImportPlan {
  changes: CsvProductChange[];
  /** Rows that match their product exactly. */
  unchanged: number;
  errors: CsvRowError[];
}

/** A file that cannot be planned at all (no header, no rows). */
export type CsvPlanResult = { ok: true; plan: CsvImportPlan } | { ok: false; error: string };

/** A row's problems reported by the CSV parser, by record index (0 = header). */
export type ParseProblems = ReadonlyMap<number, string>;

const findColumns = (header: readonly string[]) => {
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i] as const));
  const at = (name: string) => index.get(name.toLowerCase());
  return { at };
};

/**
 * Plans an import of `table` (the CSV's records, header first) against the stored products.
 * Rows are matched by SKU (any case), or by id where the SKU is blank. A column the file lacks
 * leaves that field as it is; a blank minimum order or pack size means 1, a blank lead time or
 * price-break cell means none.
 */
export function planProductCsvImport(
  products: readonly Product[],
  table: readonly (readonly string[])[],
  parseProblems: ParseProblems = new Map(),
): CsvPlanResult {
  const [header, ...records] = table;
  const { at } = findColumns(header ?? []);
  const skuColumn = at('sku');
  if (!header || skuColumn === undefined) return { ok: false, error: CSV_MESSAGES.noHeader };
  if (records.length === 0) return { ok: false, error: CSV_MESSAGES.noRows };
  const idColumn = at('id');
  const present = EDITED.filter((field) => columnsOf(field).some((c) => at(c) !== undefined));
  const presentKeys: readonly unknown[] = present.map((field) => field.key);

  const bySku = new Map<string, Product>();
  const byId = new Map<number, Product>();
  for (const p of products) {
    if (p.sku) bySku.set(p.sku.toLowerCase(), p);
    byId.set(p.id, p);
  }
  const seen = new Map<number, number>();
  const plan: CsvImportPlan = { changes: [], unchanged: 0, errors: [] };

  records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (record[column] ?? '');
    const shape = parseProblems.get(index + 1);
    if (shape) {
      plan.errors.push({ row, message: shape });
      return;
    }
    const sku = cell(skuColumn).trim();
    const idText = cell(idColumn).trim();
    let product: Product | undefined;
    if (sku !== '') {
      product = bySku.get(sku.toLowerCase());
      if (!product)
        return plan.errors.push({ row, column: 'sku', message: CSV_MESSAGES.unknownSku(sku) });
    } else if (idText !== '') {
      product = WHOLE.test(idText) ? byId.get(Number(idText)) : undefined;
      if (!product)
        return plan.errors.push({ row, column: 'id', message: CSV_MESSAGES.unknownId(idText) });
    } else {
      return plan.errors.push({ row, column: 'sku', message: CSV_MESSAGES.noKey });
    }
    const earlier = seen.get(product.id);
    if (earlier !== undefined) {
      return plan.errors.push({ row, message: CSV_MESSAGES.repeated(earlier) });
    }
    seen.set(product.id, row);

    // A cell that cannot be read is reported and the rest of the row is still checked, so one
    // pass lists every fault of the row.
    const update: CsvUpdate = {};
    const reported = new Set<string>();
    for (const field of present) {
      const read =
        field.rule.kind === 'object'
          ? readObject(
              field,
              (column) => (at(column) === undefined ? undefined : cell(at(column))),
              product,
            )
          : orErrors(field.key, readCell(field, cell(at(field.key))));
      if ('errors' in read) {
        for (const [column, message] of read.errors) plan.errors.push({ row, column, message });
        reported.add(field.key);
      } else {
        (update as Record<string, unknown>)[field.key] = read.value;
      }
    }
    const next = { ...product, ...update };
    for (const issue of v.safeParse(ProductSchema, next).issues ?? []) {
      // Faults of fields the file does not set were there before and are not the file's.
      const field = issue.path?.[0]?.key;
      const fromFile =
        presentKeys.includes(field) || (field === 'priceTiers' && presentKeys.includes('price'));
      if (typeof field !== 'string' || !fromFile || reported.has(field)) continue;
      reported.add(field);
      const inner = issue.path?.[1]?.key;
      const column =
        PRODUCT_FIELDS.fields[field as CsvField]?.rule.kind === 'object' &&
        typeof inner === 'string'
          ? `${field}.${inner}`
          : field;
      plan.errors.push({ row, column, message: issue.message });
    }
    if (reported.size > 0) return;

    const fields = EDITED.flatMap((field): CsvFieldChange[] => {
      const before = cellOf(field, product);
      const after = cellOf(field, next);
      return before === after ? [] : [{ field: field.key as CsvField, before, after }];
    });
    if (fields.length === 0) plan.unchanged += 1;
    else {
      const changed = Object.fromEntries(fields.map((f) => [f.field, update[f.field]]));
      plan.changes.push({
        id: product.id,
        name: product.name,
        sku: product.sku ?? '',
        row,
        fields,
        update: changed,
      });
    }
  });
  plan.errors.sort((a, b) => a.row - b.row || columnOrder(a) - columnOrder(b));
  return { ok: true, plan };
}

const columnOrder = (error: CsvRowError) =>
  error.column === undefined ? -1 : PRODUCT_CSV_COLUMNS.indexOf(error.column);

/** The products with a plan's changes applied (by id), in their stored order. */
export function applyProductCsvChanges(
  products: readonly Product[],
  changes: readonly Pick<CsvProductChange, 'id' | 'update'>[],
): Product[] {
  const updates = new Map(changes.map((c) => [c.id, c.update]));
  return products.map((p) => {
    const update = updates.get(p.id);
    if (!update) return p;
    const next = { ...p, ...update } as Record<string, unknown>;
    // A blank cell of an optional field with no default clears it.
    for (const [key, value] of Object.entries(update)) if (value === undefined) delete next[key];
    return next as Product;
  });
}
