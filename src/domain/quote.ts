/**
 * Quotes a buyer can keep (docs/decisions.md#quotes-buyers-can-keep): the quote number, the
 * request for quotation sent to the shop, the CSV of the lines and the terms the printed quote
 * states. Pure; the cart page loads it with the quote panel, not with the cart.
 */
import type { CartLine, CartTotals } from './types';
import { TAX_RATE, lineKey, lineName, lineTotal, lineUnitPrice } from './cart';
import { buildMailto, type EnquiryFields } from './mailto';
import { formatLongDate } from './dates';
import { formatPrice, toCents } from './money';
import { hasCartonData, lineLoad } from './shipping';
import { CART_MESSAGE_MAX, VISITOR_MESSAGES, isBlank, isValidEmail } from './visitorForms';

/** The letters of the random part: no I, L, O or U, so a number read over the phone is clear. */
const QUOTE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const QUOTE_RANDOM_LENGTH = 4;

/** 'Q-20261126-7K3F': the day it was issued, then a short random part. */
export const QUOTE_NUMBER_PATTERN = /^Q-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** How long the prices of a printed or sent quote hold. */
export const QUOTE_VALID_DAYS = 30;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDD of a date in the buyer's own calendar (the date printed on the quote). */
function dayStamp(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

/**
 * A new quote number for `date`. `random` returns numbers in [0, 1) (Math.random in the app,
 * a fixed sequence in tests).
 */
export function newQuoteNumber(date: Date, random: () => number = Math.random): string {
  let part = '';
  for (let i = 0; i < QUOTE_RANDOM_LENGTH; i += 1) {
    const index = Math.min(QUOTE_ALPHABET.length - 1, Math.floor(random() * QUOTE_ALPHABET.length));
    part += QUOTE_ALPHABET[index];
  }
  return `Q-${dayStamp(date)}-${part}`;
}

export const isQuoteNumber = (value: unknown): value is string =>
  typeof value === 'string' && QUOTE_NUMBER_PATTERN.test(value);

/**
 * What a quote number stands for: every line's product, quantity and unit price, in order, as a
 * short hash. Two carts with the same fingerprint quote the same thing; any change to a line, a
 * price or the order of lines changes it.
 */
export function cartFingerprint(lines: readonly CartLine[]): string {
  const text = lines
    .map((line) => `${lineKey(line)}x${line.quantity}@${toCents(lineUnitPrice(line))}`)
    .join(',');
  // FNV-1a, 32 bits: short to store, and a clash needs two different carts in one browser.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${lines.length}-${hash.toString(36)}`;
}

/** The quote number a browser keeps with the cart it was issued for. */
export interface QuoteRecord {
  number: string;
  /** cartFingerprint of the cart when the number was issued. */
  cart: string;
}

export const NO_QUOTE: QuoteRecord = { number: '', cart: '' };

/** A stored quote record, or none when what is stored is not one. */
export function normalizeQuoteRecord(raw: unknown): QuoteRecord {
  if (typeof raw !== 'object' || raw === null) return { ...NO_QUOTE };
  const { number, cart } = raw as Record<string, unknown>;
  if (!isQuoteNumber(number) || typeof cart !== 'string' || cart.length > 40) {
    return { ...NO_QUOTE };
  }
  return { number, cart };
}

/**
 * The quote number for this cart: the kept one while the cart is what it was issued for,
 * else a new one (a changed cart is a different quote).
 */
export function quoteFor(
  record: QuoteRecord,
  lines: readonly CartLine[],
  now: Date,
  random?: () => number,
): QuoteRecord {
  const cart = cartFingerprint(lines);
  if (record.cart === cart && isQuoteNumber(record.number)) return record;
  return { number: newQuoteNumber(now, random), cart };
}

/** '26 November 2026'. */
export const formatQuoteDate = formatLongDate;

/** The day a quote issued on `date` stops holding. */
export function quoteValidUntil(date: Date, days = QUOTE_VALID_DAYS): Date {
  const until = new Date(date);
  until.setDate(until.getDate() + days);
  return until;
}

/** The terms every printed quote states, plainly. */
export function quoteTerms(date: Date, days = QUOTE_VALID_DAYS): string[] {
  return [
    `Prices are valid for ${days} days, until ${formatQuoteDate(quoteValidUntil(date, days))}. After that, ask us for a new quote.`,
    'Lead times are given on each product page and confirmed in writing when you order; production starts once the order is confirmed.',
    `Unit prices follow the volume price reached by each line's quantity. Tax is ${Math.round(TAX_RATE * 100)}% of the subtotal.`,
  ];
}

/** The CSV's header: the quick order page reads a file back by these names. */
export const QUOTE_CSV_HEADER = [
  'SKU',
  'Name',
  'Quantity',
  'Unit price',
  'Total',
  'Cartons',
  'CBM',
  'Gross weight (kg)',
  'HS code',
  'Origin',
] as const;

/** Plain numbers with two decimals, so a spreadsheet can add them up. */
const plainAmount = (value: number) => (toCents(value) / 100).toFixed(2);

/**
 * A line's cartons, CBM (three decimals, as CBM is quoted) and gross weight as plain numbers;
 * blank without carton data (docs/requirements.md#shipping).
 */
function loadCells(line: CartLine): string[] {
  if (!hasCartonData(line.carton)) return ['', '', ''];
  const load = lineLoad(line.quantity, line.carton);
  return [String(load.cartons), load.cbm.toFixed(3), String(Math.round(load.grossKg * 10) / 10)];
}

/**
 * The CSV's rows, header first: one per cart line, with its cartons, CBM, gross weight, HS code
 * and origin after the columns quick order reads.
 */
export function quoteCsvRows(lines: readonly CartLine[]): string[][] {
  return [
    [...QUOTE_CSV_HEADER],
    ...lines.map((line) => [
      line.sku ?? '',
      lineName(line),
      String(line.quantity),
      plainAmount(lineUnitPrice(line)),
      plainAmount(lineTotal(line)),
      ...loadCells(line),
      line.hsCode ?? '',
      line.origin ?? '',
    ]),
  ];
}

/** A byte-order mark: without it, Excel reads UTF-8 names as another code page. */
export const CSV_BOM = '\uFEFF';

export const quoteCsvFilename = (quoteNumber: string) => `elifehome-quote-${quoteNumber}.csv`;

/** What the buyer adds to a request for quotation. */
export interface QuoteRequestForm {
  email: string;
  company: string;
  message: string;
}

/** A request for quotation as the buyer sends it: the quote, what the form says, and when. */
export interface QuoteRequest {
  quoteNumber: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  form: QuoteRequestForm;
  siteName: string;
  date: Date;
}

/** The request as text: the mail body, and the `summary` posted to a form endpoint. */
export function quoteRequestText({
  quoteNumber,
  lines,
  totals,
  form,
  siteName,
  date,
}: QuoteRequest): string {
  const out = [
    `Request for quotation ${quoteNumber}`,
    `${siteName}, ${formatQuoteDate(date)}`,
    '',
    'SKU | Name | Quantity | Unit price | Total',
  ];
  for (const line of lines) {
    out.push(
      `${line.sku || '-'} | ${lineName(line)} | ${line.quantity} | ${formatPrice(lineUnitPrice(line))} | ${formatPrice(lineTotal(line))}`,
    );
  }
  out.push(
    '',
    `Subtotal: ${formatPrice(totals.subtotal)}`,
    `Tax (${Math.round(TAX_RATE * 100)}%): ${formatPrice(totals.tax)}`,
    `Shipping: ${totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping)}`,
    `Total: ${formatPrice(totals.total)}`,
    '',
    `Buyer email: ${form.email.trim()}`,
  );
  const company = form.company.trim();
  if (company) out.push(`Company: ${company}`);
  const message = form.message.trim();
  if (message) out.push('', 'Message:', message);
  return out.join('\n');
}

const quoteSubject = ({ quoteNumber, siteName }: QuoteRequest) =>
  `Request for quotation ${quoteNumber} via ${siteName}`;

/** The last line of a request shortened to fit a mailto: link. */
export const QUOTE_TRUNCATION_NOTE =
  '… (more lines: the full list is in the quote CSV, use Download CSV and attach it)';

/** The request as a mailto: link to the shop, with the buyer copied. */
export function quoteMailtoUrl(request: QuoteRequest, shopEmail: string): string {
  const params: [string, string][] = [['subject', quoteSubject(request)]];
  const buyer = request.form.email.trim();
  if (buyer) params.push(['cc', buyer]);
  return buildMailto([shopEmail], params, quoteRequestText(request), QUOTE_TRUNCATION_NOTE);
}

/**
 * The fields posted to the form endpoint, named as docs/decisions.md#enquiries-reach-the-shop
 * names them, with the quote number and the lines as CSV text for the shop's spreadsheet.
 */
export function quoteRequestFields(request: QuoteRequest, linesCsv: string): EnquiryFields {
  const { form } = request;
  return {
    'form-name': 'quote-request',
    _subject: quoteSubject(request),
    quote: request.quoteNumber,
    email: form.email.trim(),
    company: form.company.trim(),
    message: form.message.trim(),
    summary: quoteRequestText(request),
    lines: linesCsv,
    total: plainAmount(request.totals.total),
  };
}

/** What the quote panel says (quoted in docs/requirements.md#quotes). */
export const QUOTE_TEXTS = {
  sent: (quoteNumber: string) =>
    `Quote request ${quoteNumber} has been sent. We will reply by email.`,
  emptyCart: 'Add products to your cart to get a quote.',
  emailRequired: 'Please enter your email so we can send the quote.',
  csvFailed: 'The CSV could not be made. Please try again.',
} as const;

/** The request needs an address to answer; the message keeps the cart email's limit. */
export function validateQuoteRequest(
  form: QuoteRequestForm,
): Partial<Record<keyof QuoteRequestForm, string>> {
  const errors: Partial<Record<keyof QuoteRequestForm, string>> = {};
  if (isBlank(form.email)) errors.email = QUOTE_TEXTS.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = VISITOR_MESSAGES.emailInvalid;
  if (form.message.length > CART_MESSAGE_MAX) errors.message = VISITOR_MESSAGES.cartMessageTooLong;
  return errors;
}
