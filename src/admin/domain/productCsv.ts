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
  type Words,
  type Product,
} from '@/domain/schemas';
import { fallbackOf, type Rule } from '@/domain/schemas/rules';
import { hasVariants, variantLabel, type ProductVariant } from '@/domain/variants';

const FIELDS = fieldsOf(PRODUCT_FIELDS);
const inRole = (role: Field['csv']) => FIELDS.filter((field) => field.csv === role);

/**
 * The variant's own fields (docs/requirements.md#variants) as CSV fields: its rules and words
 * from the product's declaration. A variant's row writes what the variant sets itself; a blank
 * cell is 'as the product'.
 */
const VARIANT_FIELDS: Record<string, Field> = Object.fromEntries(
  Object.entries(PRODUCT_FIELDS.fields.variants.rule.of).map(([key, rule]) => {
    const words = (PRODUCT_FIELDS.fields.variants.of as Record<string, Words>)[key]!;
    return [key, { ...words, key, rule } as Field];
  }),
);

/**
 * Columns only a variant's row fills, after the product's (so a file from before variants keeps
 * its columns where they were): its options in words (never read) and its availability.
 */
const OPTIONS_COLUMN = 'options';
const AVAILABILITY_COLUMN = 'availability';

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

/** The fields a row writes, in the order of their columns. */
const ROW_FIELDS = [...inRole('key'), ...inRole('shown'), ...EDITED];

/**
 * The export's columns, in order: the columns that find a row's product (`key`), those that name
 * it (`shown`, never read), then those an import writes (`edited`), each in declared order. The
 * import reads the same names (any case, any order).
 */
export const PRODUCT_CSV_COLUMNS: readonly string[] = [
  ...ROW_FIELDS.flatMap(columnsOf),
  OPTIONS_COLUMN,
  AVAILABILITY_COLUMN,
];

/**
 * The fields an import may change on a variant's row: the product's edited ones it has (its
 * carton and size among them), and its availability.
 */
const VARIANT_EDITED = [
  ...EDITED.flatMap((field) => VARIANT_FIELDS[field.key] ?? []),
  VARIANT_FIELDS.availability!,
];

/** The fields an import may change; the other columns only identify the row. */
export const CSV_UPDATABLE: readonly CsvField[] = EDITED.map((field) => field.key as CsvField);
export type CsvField = keyof Product & string;

/** What an import may set on a product or a variant: a value, or undefined to clear an optional field. */
export type CsvUpdate = { [K in CsvField]?: Product[K] | undefined } & {
  availability?: ProductVariant['availability'];
};

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

/** A field's cells of a product or a variant, one per column (an object's figures each in their own). */
function cellsOf(field: Field, record: object): string[] {
  const value = (record as Record<string, unknown>)[field.key];
  if (field.rule.kind !== 'object') return [cellText(field.rule, value)];
  const fields = value as Record<string, unknown> | undefined;
  return Object.entries(field.rule.of!).map(([key, rule]) => cellText(rule, fields?.[key]));
}

/** A field's value in words for the import's preview: an object's figures named ('lengthCm 88, ...'). */
function cellOf(field: Field, record: object): string {
  if (field.rule.kind !== 'object') return cellsOf(field, record)[0]!;
  const names = Object.keys(field.rule.of!);
  return cellsOf(field, record)
    .flatMap((cell, i) => (cell === '' ? [] : [`${names[i]} ${cell}`]))
    .join(', ');
}

/**
 * The export: a header row, then one row per product in stored order; a product sold in variants
 * is followed by a row per variant, the product's columns repeated and its own SKU, options,
 * price, terms, carton, size and availability (blank: as the product).
 */
export function productCsvRows(products: readonly Product[]): string[][] {
  const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]];
  for (const product of products) {
    rows.push([...ROW_FIELDS.flatMap((field) => cellsOf(field, product)), '', '']);
    if (!hasVariants(product)) continue;
    for (const variant of product.variants!) {
      rows.push([
        ...ROW_FIELDS.flatMap((field) => {
          const own = VARIANT_FIELDS[field.key];
          return own ? cellsOf(own, variant) : cellsOf(field, product);
        }),
        variantLabel(product.options!, variant),
        cellOf(VARIANT_FIELDS.availability!, variant),
      ]);
    }
  }
  return rows;
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
      // A variant's blank price is the product's.
      if (text === '' && rule.optional) return blank;
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
 * by its own rule; a column the file lacks keeps the stored figure. Every cell at fault is named.
 */
function readObject(
  field: Field,
  cellAt: (column: string) => string | undefined,
  record: object,
): { value: unknown } | { errors: [string, string][] } {
  const stored = (record as Record<string, unknown>)[field.key] as
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

/** A field's cells of a row read: an object's figures together, any other field's one cell. */
function readField(
  field: Field,
  cellAt: (column: string) => string | undefined,
  record: object,
): { value: unknown } | { errors: [string, string][] } {
  if (field.rule.kind === 'object') return readObject(field, cellAt, record);
  const read = readCell(field, cellAt(field.key) ?? '');
  return typeof read === 'string' ? { errors: [[field.key, read]] } : read;
}

/** The column an issue of a field is about: an object's figure by its path ('carton.lengthCm'). */
function issueColumn(field: string, inner: unknown, rule: Rule | undefined): string {
  return rule?.kind === 'object' && typeof inner === 'string' ? `${field}.${inner}` : field;
}

/** One field of one product that the import would change, as the cells read. */
export interface CsvFieldChange {
  field: CsvField;
  before: string;
  after: string;
}

/** A product, or one of its variants, the import would change. */
export interface CsvProductChange {
  id: number;
  /** The variant's SKU, for a variant's row. */
  variant?: string;
  /** The product's name, with the variant's options for a variant's row. */
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
  const columnOf = new Map(header.map((name, i) => [name.trim().toLowerCase(), i] as const));
  const at = (name: string) => columnOf.get(name.toLowerCase());
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
  const inFile = (field: Field) => columnsOf(field).some((column) => at(column) !== undefined);
  const present = EDITED.filter(inFile);
  const presentKeys: readonly unknown[] = present.map((field) => field.key);
  const variantPresent = VARIANT_EDITED.filter(inFile);
  const variantPresentKeys: readonly unknown[] = variantPresent.map((field) => field.key);

  const bySku = new Map<string, { product: Product; variant?: number }>();
  const byId = new Map<number, Product>();
  for (const p of products) {
    if (p.sku) bySku.set(p.sku.toLowerCase(), { product: p });
    p.variants?.forEach((variant, i) =>
      bySku.set(variant.sku.toLowerCase(), { product: p, variant: i }),
    );
    byId.set(p.id, p);
  }
  const seen = new Map<string, number>();
  const plan: CsvImportPlan = { changes: [], unchanged: 0, errors: [] };

  records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (record[column] ?? '');
    /** A named column's cell, or undefined when the file lacks the column. */
    const cellAt = (name: string) => (at(name) === undefined ? undefined : cell(at(name)));
    const shape = parseProblems.get(index + 1);
    if (shape) {
      plan.errors.push({ row, message: shape });
      return;
    }
    const sku = cell(skuColumn).trim();
    const idText = cell(idColumn).trim();
    let found: { product: Product; variant?: number } | undefined;
    if (sku !== '') {
      found = bySku.get(sku.toLowerCase());
      if (!found)
        return plan.errors.push({ row, column: 'sku', message: CSV_MESSAGES.unknownSku(sku) });
    } else if (idText !== '') {
      const byIdProduct = WHOLE.test(idText) ? byId.get(Number(idText)) : undefined;
      if (!byIdProduct)
        return plan.errors.push({ row, column: 'id', message: CSV_MESSAGES.unknownId(idText) });
      found = { product: byIdProduct };
    } else {
      return plan.errors.push({ row, column: 'sku', message: CSV_MESSAGES.noKey });
    }
    const { product } = found;
    const variant = found.variant === undefined ? undefined : product.variants![found.variant]!;
    const key = `${product.id}/${variant?.sku ?? ''}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return plan.errors.push({ row, message: CSV_MESSAGES.repeated(earlier) });
    }
    seen.set(key, row);
    if (variant) return planVariantRow(found.variant!);

    // A cell that cannot be read is reported and the rest of the row is still checked, so one
    // pass lists every fault of the row.
    const { update, reported } = readCells(present, product);
    const next = { ...product, ...update };
    for (const issue of v.safeParse(ProductSchema, next).issues ?? []) {
      // Faults of fields the file does not set were there before and are not the file's.
      const field = issue.path?.[0]?.key;
      // A new base price is checked against the breaks it is the base of (the product's, and
      // those of the variants that take its price).
      const fromFile =
        presentKeys.includes(field) ||
        ((field === 'priceTiers' || field === 'variants') && presentKeys.includes('price'));
      if (typeof field !== 'string' || !fromFile) continue;
      const named = field === 'variants' ? 'price' : field;
      if (reported.has(named)) continue;
      reported.add(named);
      const rule = PRODUCT_FIELDS.fields[named as CsvField]?.rule;
      const column = issueColumn(named, issue.path?.[1]?.key, rule);
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

    /**
     * The row's cells of these fields, read over `base` (the product, or the variant): what they
     * set, and the fields whose cell was reported.
     */
    function readCells(columns: typeof present, base: Parameters<typeof readField>[2]) {
      const cells: CsvUpdate = {};
      const faulty = new Set<string>();
      for (const field of columns) {
        const read = readField(field, cellAt, base);
        if ('errors' in read) {
          for (const [column, message] of read.errors) plan.errors.push({ row, column, message });
          faulty.add(field.key);
        } else {
          (cells as Record<string, unknown>)[field.key] = read.value;
        }
      }
      return { update: cells, reported: faulty };
    }

    /** A variant's row: its own fields, checked as part of its product. */
    function planVariantRow(at_: number) {
      const own = product.variants![at_]!;
      const { update: cells, reported: faults } = readCells(variantPresent, own);
      const nextVariant = withUpdate(own, cells);
      const nextProduct = {
        ...product,
        variants: product.variants!.map((other, j) => (j === at_ ? nextVariant : other)),
      };
      for (const issue of v.safeParse(ProductSchema, nextProduct).issues ?? []) {
        const [top, variantAt, field, inner] = (issue.path ?? []).map((item) => item.key);
        if (top !== 'variants' || variantAt !== at_ || typeof field !== 'string') continue;
        if (!variantPresentKeys.includes(field) || faults.has(field)) continue;
        faults.add(field);
        const column = issueColumn(field, inner, VARIANT_FIELDS[field]?.rule);
        plan.errors.push({ row, column, message: issue.message });
      }
      if (faults.size > 0) return;
      const changed = VARIANT_EDITED.flatMap((field): CsvFieldChange[] => {
        const before = cellOf(field, own);
        const after = cellOf(field, nextVariant);
        return before === after ? [] : [{ field: field.key as CsvField, before, after }];
      });
      // The summary counts products unchanged: a variant's row is part of its product's.
      if (changed.length === 0) return;
      plan.changes.push({
        id: product.id,
        variant: own.sku,
        name: `${product.name} (${variantLabel(product.options!, own)})`,
        sku: own.sku,
        row,
        fields: changed,
        update: Object.fromEntries(
          changed.map((f) => [f.field, (cells as Record<string, unknown>)[f.field]]),
        ),
      });
    }
  });
  plan.errors.sort((a, b) => a.row - b.row || columnOrder(a) - columnOrder(b));
  return { ok: true, plan };
}

const columnOrder = (error: CsvRowError) =>
  error.column === undefined ? -1 : PRODUCT_CSV_COLUMNS.indexOf(error.column);

/** A record with an update's fields set, and those it sets to undefined taken out. */
function withUpdate<T extends object>(record: T, update: CsvUpdate): T {
  const next = { ...record, ...update } as Record<string, unknown>;
  // A blank cell of an optional field with no default clears it.
  for (const [key, value] of Object.entries(update)) if (value === undefined) delete next[key];
  return next as T;
}

/** The products with a plan's changes applied (by id, and variant SKU), in their stored order. */
export function applyProductCsvChanges(
  products: readonly Product[],
  changes: readonly Pick<CsvProductChange, 'id' | 'variant' | 'update'>[],
): Product[] {
  const updates = new Map(changes.map((c) => [`${c.id}/${c.variant ?? ''}`, c.update]));
  return products.map((p) => {
    const own = updates.get(`${p.id}/`);
    const next = own ? withUpdate(p, own) : p;
    if (!p.variants?.some((variant) => updates.has(`${p.id}/${variant.sku}`))) return next;
    return {
      ...next,
      variants: p.variants.map((variant) => {
        const update = updates.get(`${p.id}/${variant.sku}`);
        return update ? withUpdate(variant, update) : variant;
      }),
    };
  });
}
