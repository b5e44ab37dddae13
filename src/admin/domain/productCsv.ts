/**
 * Products as a spreadsheet (docs/requirements.md#product-csv): the rows the CSV export writes,
 * and the import that reads them back to update prices, price breaks, minimum orders, pack sizes
 * and lead times in bulk. The import plans first (what changes, what is wrong, row by row) and
 * writes nothing itself; a plan with any error is never applied. Values are checked with the
 * product schema, so a row is refused with the words the product form uses.
 * Text in and out of CSV is ./csvText.ts (papaparse, loaded on use).
 */
import * as v from 'valibot';
import { FIELD_MESSAGES, ProductSchema, type PriceTier, type Product } from '@/domain/schemas';

/** The export's columns, in order. The import reads the same names (any case, any order). */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'sku',
  'name',
  'category',
  'price',
  'moq',
  'packSize',
  'priceTiers',
  'leadTimeDays',
] as const;

/** The fields an import may change; the other columns only identify the row. */
export const CSV_UPDATABLE = ['price', 'moq', 'packSize', 'priceTiers', 'leadTimeDays'] as const;
export type CsvField = (typeof CSV_UPDATABLE)[number];

/** What an import may set on a product. */
export type CsvUpdate = Partial<Pick<Required<Product>, CsvField>> & {
  leadTimeDays?: number | undefined;
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

/** A field's value as the CSV writes it. */
export function formatTiers(tiers: readonly PriceTier[] | undefined): string {
  return (tiers ?? []).map((t) => `${t.minQuantity}:${t.price}`).join('|');
}

const cellOf: Record<CsvField, (p: Product) => string> = {
  price: (p) => String(p.price),
  moq: (p) => String(p.moq ?? 1),
  packSize: (p) => String(p.packSize ?? 1),
  priceTiers: (p) => formatTiers(p.priceTiers),
  leadTimeDays: (p) => (p.leadTimeDays === undefined ? '' : String(p.leadTimeDays)),
};

/** The export: a header row, then one row per product in stored order. */
export function productCsvRows(products: readonly Product[]): string[][] {
  return [
    [...PRODUCT_CSV_COLUMNS],
    ...products.map((p) => [
      String(p.id),
      p.sku ?? '',
      p.name,
      p.category,
      ...CSV_UPDATABLE.map((field) => cellOf[field](p)),
    ]),
  ];
}

/** The export's file name for a day: elifehome-products-2026-11-26.csv. */
export function productCsvFileName(now: Date): string {
  return `elifehome-products-${now.toISOString().slice(0, 10)}.csv`;
}

/** Dollars, to the cent at most: 45, 39.5, 1200.00. */
const CENTS = /^\d+(?:\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A price break list from its cell ('50:39.5|200:35'); blank is none. */
export function parseTiers(cell: string): PriceTier[] | string {
  const text = cell.trim();
  if (text === '') return [];
  const tiers: PriceTier[] = [];
  for (const part of text.split('|')) {
    const match = /^\s*(\d+)\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!match) return CSV_MESSAGES.tiersFormat;
    tiers.push({ minQuantity: Number(match[1]), price: Number(match[2]) });
  }
  return tiers;
}

/** Reads one updatable cell: the value, or the message saying why it is not one. */
function readCell(field: CsvField, cell: string): { value: CsvUpdate[CsvField] } | string {
  const text = cell.trim();
  switch (field) {
    case 'price':
      // The form's rule: a price above 0, to the cent.
      return CENTS.test(text) && Number(text) > 0
        ? { value: Number(text) }
        : FIELD_MESSAGES.productPriceInvalid;
    case 'moq':
    case 'packSize':
      if (text === '') return { value: 1 };
      return WHOLE.test(text)
        ? { value: Number(text) }
        : field === 'moq'
          ? FIELD_MESSAGES.moqInvalid
          : FIELD_MESSAGES.packSizeInvalid;
    case 'leadTimeDays':
      if (text === '') return { value: undefined };
      return WHOLE.test(text) ? { value: Number(text) } : FIELD_MESSAGES.leadTimeInvalid;
    case 'priceTiers': {
      const tiers = parseTiers(text);
      return typeof tiers === 'string' ? tiers : { value: tiers };
    }
  }
}

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
  const present = CSV_UPDATABLE.filter((field) => at(field) !== undefined);

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
      const read = readCell(field, cell(at(field)));
      if (typeof read === 'string') {
        plan.errors.push({ row, column: field, message: read });
        reported.add(field);
      } else {
        (update as Record<string, unknown>)[field] = read.value;
      }
    }
    const next = { ...product, ...update };
    for (const issue of v.safeParse(ProductSchema, next).issues ?? []) {
      // Faults of fields the file does not set were there before and are not the file's.
      const field = issue.path?.[0]?.key;
      const fromFile =
        (present as readonly unknown[]).includes(field) ||
        (field === 'priceTiers' && present.includes('price'));
      if (typeof field !== 'string' || !fromFile || reported.has(field)) continue;
      reported.add(field);
      plan.errors.push({ row, column: field, message: issue.message });
    }
    if (reported.size > 0) return;

    const fields = CSV_UPDATABLE.flatMap((field): CsvFieldChange[] => {
      const before = cellOf[field](product);
      const after = cellOf[field](next);
      return before === after ? [] : [{ field, before, after }];
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
  error.column === undefined
    ? -1
    : (PRODUCT_CSV_COLUMNS as readonly string[]).indexOf(error.column);

/** The products with a plan's changes applied (by id), in their stored order. */
export function applyProductCsvChanges(
  products: readonly Product[],
  changes: readonly Pick<CsvProductChange, 'id' | 'update'>[],
): Product[] {
  const updates = new Map(changes.map((c) => [c.id, c.update]));
  return products.map((p) => {
    const update = updates.get(p.id);
    if (!update) return p;
    const next: Product = { ...p, ...update };
    if ('leadTimeDays' in update && update.leadTimeDays === undefined) delete next.leadTimeDays;
    return next;
  });
}
