import type { CartEmailForm, CartLine, CartTotals, InquiryForm } from './types';
import { TAX_RATE, lineName, lineTotal, lineUnitPrice } from './cart';
import { formatPrice } from './money';

/** Mail clients and browsers start dropping mailto: URLs around 2000 characters. */
export const MAILTO_MAX_LENGTH = 1900;

/** The last line of a body that had to be shortened to fit MAILTO_MAX_LENGTH. */
export const MAILTO_TRUNCATION_NOTE =
  '… (full summary copied to clipboard is available via Copy summary)';

/** Plain-text cart summary for the mail body and the "Copy summary" button. */
export function cartSummaryText(
  lines: readonly CartLine[],
  totals: CartTotals,
  form: CartEmailForm,
  siteName: string,
): string {
  const out: string[] = [`${siteName} cart summary`, ''];
  for (const line of lines) {
    out.push(
      `${line.quantity} × ${lineName(line)} @ ${formatPrice(lineUnitPrice(line))} = ${formatPrice(lineTotal(line))}`,
    );
  }
  out.push(
    '',
    `Subtotal: ${formatPrice(totals.subtotal)}`,
    `Shipping: ${totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping)}`,
    `Tax (${Math.round(TAX_RATE * 100)}%): ${formatPrice(totals.tax)}`,
    `Total: ${formatPrice(totals.total)}`,
  );
  const email = form.customerEmail.trim();
  const phone = form.customerPhone.trim();
  if (email || phone) {
    out.push('');
    if (email) out.push(`Customer email: ${email}`);
    if (phone) out.push(`Customer phone: ${phone}`);
  }
  const message = form.message.trim();
  if (message) out.push('', 'Message:', message);
  return out.join('\n');
}

/** Encodes an address for a mailto: URL; '@' stays readable, as RFC 6068 allows. */
function encodeAddress(address: string): string {
  return encodeURIComponent(address.trim()).replace(/%40/g, '@');
}

/** Does not end on the first half of a surrogate pair, which encodeURIComponent rejects. */
function safeSlice(text: string, length: number): string {
  let end = length;
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/** Addresses once each (compared without case), blanks left out. */
function distinctAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * Builds the URL, shortening the body (at a line break where possible) to stay under the cap;
 * a shortened body ends with `note`.
 */
export function buildMailto(
  to: readonly string[],
  params: [string, string][],
  body: string,
  note: string = MAILTO_TRUNCATION_NOTE,
): string {
  const head =
    `mailto:${distinctAddresses(to).map(encodeAddress).join(',')}?` +
    params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const make = (text: string) => `${head}&body=${encodeURIComponent(text)}`;
  const full = make(body);
  if (full.length <= MAILTO_MAX_LENGTH) return full;

  const withNote = (length: number) => `${safeSlice(body, length).trimEnd()}\n${note}`;
  // Longest prefix that fits: encoded length grows with the prefix, so bisect.
  let low = 0;
  let high = body.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (make(withNote(mid)).length <= MAILTO_MAX_LENGTH) low = mid;
    else high = mid - 1;
  }
  // Prefer whole lines unless that would throw away a lot of one long line.
  const lineBreak = body.lastIndexOf('\n', low);
  const cut = lineBreak > 0 && low - lineBreak < 200 ? lineBreak : low;
  return make(withNote(cut));
}

/**
 * The cart email as a mailto: link (docs/decisions.md#d10-mail-hand-off). The shop is always a recipient, beside the address the buyer
 * typed, so the summary reaches ELIFEHOME whoever else it goes to; the buyer is copied.
 */
export function cartMailtoUrl(
  lines: readonly CartLine[],
  totals: CartTotals,
  form: CartEmailForm,
  siteName: string,
  shopEmail: string,
): string {
  const params: [string, string][] = [['subject', cartSubject(siteName)]];
  const buyer = form.customerEmail.trim();
  if (buyer) params.push(['cc', buyer]);
  return buildMailto(
    [shopEmail, form.recipientEmail],
    params,
    cartSummaryText(lines, totals, form, siteName),
  );
}

/** The footer inquiry as a mailto: link to the shop's address. */
export function inquiryMailtoUrl(form: InquiryForm, to: string, siteName: string): string {
  return buildMailto([to], [['subject', inquirySubject(form, siteName)]], inquiryBody(form));
}

const cartSubject = (siteName: string) => `${siteName} cart summary`;
const inquirySubject = (form: InquiryForm, siteName: string) =>
  `Inquiry from ${form.name.trim()} via ${siteName}`;
const inquiryBody = (form: InquiryForm) =>
  [form.message.trim(), '', `Name: ${form.name.trim()}`, `Email: ${form.email.trim()}`].join('\n');

/**
 * The fields posted to the shop's form endpoint (docs/decisions.md#enquiries-reach-the-shop):
 * named as form services read them (`email` becomes the reply-to address, `_subject` the
 * subject, `form-name` picks the form on hosts with built-in form handling).
 */
export type EnquiryFields = Record<string, string>;

export function cartEnquiryFields(
  lines: readonly CartLine[],
  totals: CartTotals,
  form: CartEmailForm,
  siteName: string,
): EnquiryFields {
  return {
    'form-name': 'cart-summary',
    _subject: cartSubject(siteName),
    email: form.customerEmail.trim(),
    phone: form.customerPhone.trim(),
    recipient: form.recipientEmail.trim(),
    message: form.message.trim(),
    summary: cartSummaryText(lines, totals, form, siteName),
  };
}

export function inquiryEnquiryFields(form: InquiryForm, siteName: string): EnquiryFields {
  return {
    'form-name': 'inquiry',
    _subject: inquirySubject(form, siteName),
    name: form.name.trim(),
    email: form.email.trim(),
    message: form.message.trim(),
  };
}
