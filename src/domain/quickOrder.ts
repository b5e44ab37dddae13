/**
 * Quick order (docs/requirements.md#quick-order): lines of SKU and quantity, pasted or read from
 * a CSV file, turned into preview rows a buyer checks before adding them to the cart. Pure: the
 * page parses the text into cells (papaparse) and hands the rows here.
 */
import type { CartLine } from './types';
import { addToCartLines, variantCartProduct, type CartProduct } from './cart';
import { skuKey as keyOf } from './sku';
import { hasVariants, type VariantSource } from './variantBasics';
import { resolvedVariants } from './variantResolve';
import { lineCount, linesAdded } from './linesAdded';
import { formatCount as count } from './numbers';
import { fromCents, toCents } from './money';
import { QUANTITY_MAX, unitPrice, validQuantity } from './tradeBasics';

/** How much a quick order reads at once: a file or pasted text, and its lines. */
export const QUICK_ORDER_LIMITS = {
  /** Bytes of a chosen file (read no further when larger) and characters of pasted text. */
  size: 1_000_000,
  /** Lines of one order. */
  lines: 5_000,
} as const;

/** What quick order says, worded as docs/requirements.md#quick-order quotes it. */
export const QUICK_ORDER_MESSAGES = {
  noSku: 'Enter a SKU before the quantity',
  unknownSku: (sku: string) => `No product has the SKU ${sku}`,
  chooseVariant: (sku: string, example: string) =>
    `${sku} comes in options: order a variant’s SKU, such as ${example}`,
  discontinued: (sku: string) => `${sku} is discontinued`,
  noQuantity: 'Enter a quantity after the SKU',
  notWhole: 'Quantity must be a whole number, such as 24',
  tooSmall: 'Quantity must be at least 1',
  tooLarge: `Quantity must be at most ${count(QUANTITY_MAX)}`,
  fileTooLarge: (name: string) =>
    `${name} is larger than 1 MB. Split the order into smaller files and add them one at a time.`,
  notText: (name: string) =>
    `${name} is not a text or CSV file. Choose a .csv or .txt file, or paste the lines.`,
  unreadable: (name: string) => `${name} could not be read. Choose it again, or paste the lines.`,
  textTooLong: 'The order is larger than 1 MB. Split it and add the parts one at a time.',
  tooManyLines: (n: number) =>
    `Quick order takes at most ${count(QUICK_ORDER_LIMITS.lines)} lines at once; this order has ${count(n)}. Split it and add the parts one at a time.`,
  merged: 'Lines with the same SKU are added together into one line.',
  summary: (ready: number, errors: number) =>
    errors === 0
      ? `${lineCount(ready)} ready to add.`
      : `${lineCount(ready)} ready to add, ${lineCount(errors)} with errors.`,
  added: linesAdded,
} as const;

/** A product or a variant as quick order needs it: what a cart line copies, the SKU it is found by. */
export type QuickOrderProduct = CartProduct;

/** A catalogue product as quick order reads it: sold as one item, or in variants. */
export type QuickOrderSource = CartProduct & Pick<VariantSource, 'options' | 'variants'>;

/** What a SKU names: something to order, or why it cannot be ordered. */
type SkuEntry =
  QuickOrderProduct | { refused: (sku: string) => string; product: QuickOrderProduct };

/**
 * Every SKU of the catalogue by its key: a product sold as one item, each variant of one sold in
 * variants (docs/requirements.md#variants), and for such a product its own SKU and each
 * discontinued variant's, with why they cannot be ordered.
 */
function skuIndex(products: readonly QuickOrderSource[]): Map<string, SkuEntry> {
  const bySku = new Map<string, SkuEntry>();
  const put = (sku: string | undefined, entry: SkuEntry) => {
    const key = keyOf(sku);
    if (key !== undefined && !bySku.has(key)) bySku.set(key, entry);
  };
  for (const product of products) {
    if (!hasVariants(product)) {
      put(product.sku, product);
      continue;
    }
    const variants = resolvedVariants(product as VariantSource);
    const items = variants.map((variant) => variantCartProduct(product, variant));
    variants.forEach((variant, i) =>
      put(
        variant.sku,
        variant.orderable
          ? items[i]!
          : { refused: QUICK_ORDER_MESSAGES.discontinued, product: items[i]! },
      ),
    );
    const example = variants.find((variant) => variant.orderable)?.sku ?? variants[0]!.sku;
    put(product.sku, {
      refused: (sku) => QUICK_ORDER_MESSAGES.chooseVariant(sku, example),
      product: items[0]!,
    });
  }
  return bySku;
}

interface RowBase {
  /** The line of the text the row comes from (1 is the first). */
  line: number;
  /** The SKU as typed (trimmed). */
  sku: string;
  /** The quantity as typed (trimmed). */
  typed: string;
}

/** A line that can be added: its product and the quantity it is sold in. */
export interface QuickOrderLine extends RowBase {
  kind: 'ready';
  product: QuickOrderProduct;
  /** Every line added together into this one (the same SKU), this one first. */
  lines: number[];
  /** The quantity asked for: the typed quantities of every such line added up. */
  asked: number;
  /** The quantity the product is sold in, nearest to `asked`. */
  quantity: number;
  /** Why `quantity` differs from `asked` ('Minimum order is 20'). */
  reason?: string | undefined;
  /** The unit price at `quantity` (its price break). */
  unitPrice: number;
  /** unitPrice times quantity, to the cent. */
  total: number;
}

/** A line that cannot be added, and why. */
export interface QuickOrderError extends RowBase {
  kind: 'error';
  /** The product, when the SKU is known (the quantity is what is wrong). */
  product?: QuickOrderProduct | undefined;
  error: string;
}

export type QuickOrderRow = QuickOrderLine | QuickOrderError;

export interface QuickOrderPreview {
  /** Every row in line order (merged lines appear once, at their first line). */
  rows: QuickOrderRow[];
  ready: QuickOrderLine[];
  errors: QuickOrderError[];
  /** The cells of the first line when it was read as column headings. */
  header?: string[] | undefined;
  /** How many lines were added into an earlier line with the same SKU. */
  merged: number;
  /** Units and subtotal of the ready lines. */
  units: number;
  subtotal: number;
}

/** Folds a heading to letters only: 'Item SKU' -> 'itemsku', 'Qty.' -> 'qty'. */
const fold = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

const SKU_HEADINGS = new Set([
  'sku',
  'skus',
  'itemsku',
  'productsku',
  'code',
  'itemcode',
  'productcode',
  'model',
  'modelnumber',
  'modelno',
  'itemnumber',
  'itemno',
  'partnumber',
]);
const QUANTITY_HEADINGS = new Set([
  'quantity',
  'qty',
  'quantities',
  'units',
  'amount',
  'orderquantity',
  'orderqty',
]);

const skuKey = (sku: string) => keyOf(sku) ?? '';

/**
 * The columns holding the SKU and the quantity. A first line naming a SKU or a quantity
 * column ('SKU', 'Quantity', 'Qty'; not a known SKU) is read as headings and says where they
 * are; otherwise the SKU is first and the quantity second.
 */
export function orderColumns(
  first: readonly string[] | undefined,
  isKnownSku: (sku: string) => boolean = () => false,
): { sku: number; quantity: number; header: boolean } {
  const plain = { sku: 0, quantity: 1, header: false };
  if (!first) return plain;
  const folded = first.map(fold);
  const sku = folded.findIndex((cell) => SKU_HEADINGS.has(cell));
  const quantity = folded.findIndex((cell) => QUANTITY_HEADINGS.has(cell));
  if (sku < 0 && quantity < 0) return plain;
  if (first.some((cell) => cell.trim() !== '' && isKnownSku(cell))) return plain;
  const skuColumn = sku >= 0 ? sku : quantity === 0 ? 1 : 0;
  const quantityColumn = quantity >= 0 ? quantity : skuColumn + 1;
  return { sku: skuColumn, quantity: quantityColumn, header: true };
}

/**
 * A typed quantity as a whole number, or why it is not one. Digits, optionally grouped by
 * thousands ('1,000', '1 000'); '24.0' is 24.
 */
export function parseQuantity(typed: string): { quantity: number } | { error: string } {
  const text = typed.trim();
  if (text === '') return { error: QUICK_ORDER_MESSAGES.noQuantity };
  const grouped = /^[+-]?\d{1,3}(?:[, \u00a0]\d{3})+(?:\.0+)?$/.test(text);
  const digits = grouped ? text.replace(/[, \u00a0]/g, '') : text;
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(digits);
  if (!match) return { error: QUICK_ORDER_MESSAGES.notWhole };
  const [, sign, whole, fraction] = match;
  if (fraction !== undefined && /[1-9]/.test(fraction))
    return { error: QUICK_ORDER_MESSAGES.notWhole };
  const value = Number(whole);
  if (sign === '-' || value < 1) return { error: QUICK_ORDER_MESSAGES.tooSmall };
  if (whole!.replace(/^0+/, '').length > 6 || value > QUANTITY_MAX)
    return { error: QUICK_ORDER_MESSAGES.tooLarge };
  return { quantity: value };
}

/** The text without a byte order mark, which spreadsheets write at the start of a CSV. */
export const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * The preview of an order: each line of cells (as a CSV reader splits them) becomes a row with
 * its product, the quantity it is sold in and why, its price at that quantity; or an error.
 * SKUs are found whatever their case, a variant's SKU as that variant (a line of its own in the
 * cart, named by its options). Lines with the same SKU are added together into the first
 * (QUICK_ORDER_MESSAGES.merged). Blank lines are skipped, and so, under named columns, are rows
 * with neither a SKU nor a quantity (a spreadsheet's totals).
 */
export function quickOrderPreview(
  cells: ReadonlyArray<readonly string[]>,
  products: readonly QuickOrderSource[],
): QuickOrderPreview {
  const bySku = skuIndex(products);
  const first = cells.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  const columns = orderColumns(first < 0 ? undefined : cells[first], (sku) =>
    bySku.has(skuKey(sku)),
  );
  const rows: QuickOrderRow[] = [];
  const readyBySku = new Map<string, QuickOrderLine>();
  let merged = 0;
  cells.forEach((row, index) => {
    if ((columns.header && index === first) || row.every((cell) => cell.trim() === '')) return;
    const line = index + 1;
    const sku = (row[columns.sku] ?? '').trim();
    const typed = (row[columns.quantity] ?? '').trim();
    // Under named columns, a row with neither a SKU nor a quantity is not an order line but a
    // spreadsheet's totals or notes (the cart CSV's totals and container rows): skipped.
    if (columns.header && sku === '' && typed === '') return;
    const base = { line, sku, typed };
    if (sku === '') {
      rows.push({ ...base, kind: 'error', error: QUICK_ORDER_MESSAGES.noSku });
      return;
    }
    const entry = bySku.get(skuKey(sku));
    if (!entry) {
      rows.push({ ...base, kind: 'error', error: QUICK_ORDER_MESSAGES.unknownSku(sku) });
      return;
    }
    if ('refused' in entry) {
      rows.push({ ...base, kind: 'error', product: entry.product, error: entry.refused(sku) });
      return;
    }
    const product = entry;
    const parsed = parseQuantity(typed);
    if ('error' in parsed) {
      rows.push({ ...base, kind: 'error', product, error: parsed.error });
      return;
    }
    const earlier = readyBySku.get(skuKey(sku));
    if (earlier) {
      earlier.lines.push(line);
      earlier.asked += parsed.quantity;
      merged += 1;
      return;
    }
    const ready: QuickOrderLine = {
      ...base,
      kind: 'ready',
      product,
      lines: [line],
      asked: parsed.quantity,
      quantity: 0,
      unitPrice: 0,
      total: 0,
    };
    readyBySku.set(skuKey(sku), ready);
    rows.push(ready);
  });
  let units = 0;
  let subtotalCents = 0;
  for (const ready of readyBySku.values()) {
    const check = validQuantity(ready.product, ready.asked);
    ready.quantity = check.quantity;
    ready.reason = check.reason;
    ready.unitPrice = unitPrice(ready.product, check.quantity);
    const cents = toCents(ready.unitPrice) * check.quantity;
    ready.total = fromCents(cents);
    units += check.quantity;
    subtotalCents += cents;
  }
  return {
    rows,
    ready: rows.filter((row): row is QuickOrderLine => row.kind === 'ready'),
    errors: rows.filter((row): row is QuickOrderError => row.kind === 'error'),
    header: columns.header ? [...cells[first]!] : undefined,
    merged,
    units,
    subtotal: fromCents(subtotalCents),
  };
}

/** The rows in the order the preview shows them: errors first (to fix), then ready lines. */
export function rowsErrorsFirst(preview: QuickOrderPreview): QuickOrderRow[] {
  return [...preview.errors, ...preview.ready];
}

/** The cart with every ready line added (a product already in the cart gains the quantity). */
export function addQuickOrderLines(
  cart: CartLine[],
  ready: ReadonlyArray<Pick<QuickOrderLine, 'product' | 'quantity'>>,
): CartLine[] {
  return ready.reduce(
    (lines, { product, quantity }) => addToCartLines(lines, product, quantity),
    cart,
  );
}
