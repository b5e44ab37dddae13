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
import { LOADING_TERMS, portCity } from './pricesTerms';
import {
  hasCartonData,
  lineLoad,
  orderLoad,
  suggestContainer,
  type ContainerType,
  type Load,
} from './shipping';
import { cartonsText, formatWeight, missingText, suggestionText } from './shippingText';
import { countryName } from './countries';
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

/** CBM with three decimals, as CBM is quoted. */
const plainCbm = (cbm: number) => cbm.toFixed(3);

/** Kilograms to one decimal, without trailing zeros. */
const plainKg = (kg: number) => String(Math.round(kg * 10) / 10);

/** A load's cartons, CBM and gross weight as plain numbers. */
const loadFigures = (load: Load) => [
  String(load.cartons),
  plainCbm(load.cbm),
  plainKg(load.grossKg),
];

/**
 * A line's cartons, CBM and gross weight as plain numbers; blank without carton data
 * (docs/requirements.md#shipping).
 */
function loadCells(line: CartLine): string[] {
  if (!hasCartonData(line.carton)) return ['', '', ''];
  return loadFigures(lineLoad(line.quantity, line.carton));
}

/**
 * What a quote says about the whole order's shipping (docs/requirements.md#terms-and-load-on-a-quote): its
 * cartons, CBM and gross weight, the container it suggests (worded as the cart's planner words
 * it) and the lines left out for want of carton data. The printed quote and the CSV both read it,
 * so they carry the same figures.
 */
export interface QuoteLoad {
  /** The lines with carton data, added up; all zero when none has any. */
  total: Load;
  /** True when at least one line has carton data (else there are no totals to state). */
  counted: boolean;
  /** "Fits in one 20' GP", "Needs 2 × 40' HQ containers", or '' with nothing counted. */
  suggestion: string;
  /** 'Left out of the totals: … (no carton data)', or '' when every line has carton data. */
  missing: string;
}

/** The order's load and container suggestion, from the lines and the shop's container types. */
export function quoteLoad(
  lines: readonly CartLine[],
  containers: readonly ContainerType[],
): QuoteLoad {
  const order = orderLoad(
    lines.map((line) => ({
      key: lineKey(line),
      name: lineName(line),
      quantity: line.quantity,
      carton: line.carton,
    })),
  );
  return {
    total: order.total,
    counted: order.lines.length > 0,
    suggestion: suggestionText(suggestContainer(order.total, containers)),
    missing: order.missing.length > 0 ? missingText(order.missing.map((line) => line.name)) : '',
  };
}

/** The name cell of the CSV's totals row. */
export const QUOTE_CSV_TOTALS = 'Totals';

/**
 * The CSV's rows, header first: one per cart line, with its cartons, CBM, gross weight, HS code
 * and origin after the columns quick order reads. Then, as on the printed quote, a blank row, the
 * totals (cartons, CBM, gross weight in their columns), the container suggestion and the lines
 * left out. Those rows leave the SKU and Quantity cells blank, so quick order reads the file back
 * as its lines alone (docs/requirements.md#quick-order).
 */
export function quoteCsvRows(
  lines: readonly CartLine[],
  containers: readonly ContainerType[],
): string[][] {
  const width = QUOTE_CSV_HEADER.length;
  /** A row with `name` in the Name column and `rest` from the Cartons column on. */
  const summaryRow = (name: string, rest: string[] = []) => {
    const row: string[] = ['', name, '', '', '', ...rest];
    while (row.length < width) row.push('');
    return row;
  };
  const load = quoteLoad(lines, containers);
  const summary: string[][] = [];
  if (load.counted) summary.push(summaryRow(QUOTE_CSV_TOTALS, loadFigures(load.total)));
  if (load.suggestion) summary.push(summaryRow(load.suggestion));
  if (load.missing) summary.push(summaryRow(load.missing));
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
    ...(summary.length > 0 ? [Array<string>(width).fill(''), ...summary] : []),
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
  /** The Incoterm asked for, one the shop offers; '' for none said. */
  incoterm: string;
  /** Where the goods go ('Felixstowe, UK'); needed with a term that names the destination. */
  destinationPort: string;
}

/** The request form's lengths, also set as the inputs' maxLength. */
export const QUOTE_REQUEST_LIMITS = { destinationPortMax: 120 } as const;

/** True when `incoterm` names the destination (C and D terms), so a port is needed to quote it. */
export const namesDestination = (incoterm: string) =>
  incoterm !== '' && !LOADING_TERMS.includes(incoterm);

/**
 * The terms asked for, as a trade document writes them: the Incoterm and its named place, the
 * port of loading's city for a loading term ('FOB Ningbo'), the destination for the others
 * ('CIF Felixstowe, UK'); '' when no term is chosen.
 */
export function requestedTermsText(
  incoterm: string,
  portOfLoading: string,
  destinationPort: string,
): string {
  const term = incoterm.trim();
  if (term === '') return '';
  const place = namesDestination(term) ? destinationPort.trim() : portCity(portOfLoading);
  return place === '' ? term : `${term} ${place}`;
}

/**
 * The terms chosen, as a request and a printed quote state them: 'Terms' 'FOB Ningbo (Incoterms
 * 2020)' and 'Destination port' 'Felixstowe, UK', each when there is one.
 */
export function requestedTermsDetails(
  choice: Pick<QuoteRequestForm, 'incoterm' | 'destinationPort'>,
  portOfLoading: string,
): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  const terms = requestedTermsText(choice.incoterm, portOfLoading, choice.destinationPort);
  if (terms) out.push({ label: QUOTE_WORDS.terms, value: QUOTE_WORDS.termsValue(terms) });
  const destination = choice.destinationPort.trim();
  if (destination) out.push({ label: QUOTE_WORDS.destination, value: destination });
  return out;
}

/** A request for quotation as the buyer sends it: the quote, what the form says, and when. */
export interface QuoteRequest {
  quoteNumber: string;
  lines: readonly CartLine[];
  totals: CartTotals;
  form: QuoteRequestForm;
  siteName: string;
  /** The shop's port of loading (site settings), the named place of a loading term. */
  portOfLoading: string;
  date: Date;
}

/** The request as text: the mail body, and the `summary` posted to a form endpoint. */
export function quoteRequestText({
  quoteNumber,
  lines,
  totals,
  form,
  siteName,
  portOfLoading,
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
  );
  const terms = requestedTermsDetails(form, portOfLoading);
  if (terms.length > 0) out.push('', ...terms.map(({ label, value }) => `${label}: ${value}`));
  out.push('', `Buyer email: ${form.email.trim()}`);
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
    incoterm: form.incoterm.trim(),
    destination: form.destinationPort.trim(),
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
  incotermNotOffered: 'Please choose one of the Incoterms we quote',
  destinationRequired: (incoterm: string) =>
    `Please enter the destination port: ${incoterm} is quoted to it`,
  destinationTooLong: `Destination port must be ${QUOTE_REQUEST_LIMITS.destinationPortMax} characters or fewer`,
} as const;

/** What a request and a printed quote say of the order's terms and shipping. */
export const QUOTE_WORDS = {
  terms: 'Terms',
  termsValue: (terms: string) => `${terms} (Incoterms 2020)`,
  destination: 'Destination port',
  noCartonData: 'No carton data',
  grossWeight: (weight: string) => `${weight} gross`,
  hsCode: (code: string) => `HS ${code}`,
  origin: (country: string) => `Origin ${country}`,
  load: 'Container load',
  cartons: 'Cartons',
  cbm: 'CBM',
  weight: 'Gross weight',
  container: 'Container',
} as const;

/**
 * The request needs an address to answer; the message keeps the cart email's limit. The
 * Incoterm, when chosen, is one of `offered` (the shop's); a term that names the destination
 * (CFR, CIF, CPT, CIP, DAP, DPU, DDP) needs the destination port.
 */
export function validateQuoteRequest(
  form: QuoteRequestForm,
  offered?: readonly string[],
): Partial<Record<keyof QuoteRequestForm, string>> {
  const errors: Partial<Record<keyof QuoteRequestForm, string>> = {};
  if (isBlank(form.email)) errors.email = QUOTE_TEXTS.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = VISITOR_MESSAGES.emailInvalid;
  if (form.message.length > CART_MESSAGE_MAX) errors.message = VISITOR_MESSAGES.cartMessageTooLong;
  const incoterm = form.incoterm.trim();
  if (incoterm !== '' && offered && !offered.includes(incoterm)) {
    errors.incoterm = QUOTE_TEXTS.incotermNotOffered;
  }
  if (form.destinationPort.trim().length > QUOTE_REQUEST_LIMITS.destinationPortMax) {
    errors.destinationPort = QUOTE_TEXTS.destinationTooLong;
  } else if (namesDestination(incoterm) && isBlank(form.destinationPort)) {
    errors.destinationPort = QUOTE_TEXTS.destinationRequired(incoterm);
  }
  return errors;
}

/** A quote's CBM as it is printed: three decimals, as CBM is quoted and as the CSV has it. */
export const quoteCbmText = (cbm: number) => `${plainCbm(cbm)} m³`;

/** A quote's gross weight as it is printed: kg to one decimal, as the CSV has it ('1,570.5 kg'). */
export const quoteKgText = (kg: number) => formatWeight(kg, 'metric');

/**
 * A printed line's shipping, in one line under its name: '2 cartons · 0.155 m³ · 19 kg gross ·
 * HS 7009.92 · Origin China', or that it has no carton data (and is left out of the totals).
 */
export function quoteLineShippingText(line: CartLine): string {
  const parts: string[] = [];
  if (hasCartonData(line.carton)) {
    const load = lineLoad(line.quantity, line.carton);
    parts.push(
      cartonsText(load.cartons),
      quoteCbmText(load.cbm),
      QUOTE_WORDS.grossWeight(quoteKgText(load.grossKg)),
    );
  } else {
    parts.push(QUOTE_WORDS.noCartonData);
  }
  if (line.hsCode) parts.push(QUOTE_WORDS.hsCode(line.hsCode));
  if (line.origin) parts.push(QUOTE_WORDS.origin(countryName(line.origin)));
  return parts.join(' · ');
}
