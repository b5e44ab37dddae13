import * as v from 'valibot';
import { isSafeImageSrc, isSafeLink } from '../links';
import { imageSrcMax, PRICE_MAX } from './limits';
import { FIELD_MESSAGES } from './messages';

/** True when the text holds something besides spaces. */
export const isFilled = (text: string) => text.trim() !== '';

/** True for a price in dollars: a finite number from 0 to PRICE_MAX. */
export const isPrice = (n: number) => Number.isFinite(n) && n >= 0 && n <= PRICE_MAX;

/** Text of at most `max` characters; `label` names it in the message ('Product name'). */
export const textUpTo = (max: number, label: string) =>
  v.pipe(v.string(), v.maxLength(max, FIELD_MESSAGES.tooLong(label, max)));

/** Text with something besides spaces in it, of at most `max` characters. */
export const filledText = (max: number, label: string, required?: string) =>
  v.pipe(textUpTo(max, label), v.check(isFilled, required ?? `${label} cannot be blank`));

/** A list of at most `max` entries of `item`. */
export const listUpTo = <T extends v.GenericSchema>(item: T, max: number, what: string) =>
  v.pipe(v.array(item), v.maxLength(max, FIELD_MESSAGES.tooMany(what, max)));

/** An image source within its bound: a remote address or an uploaded data URL. */
export const ImageTextSchema = v.pipe(
  v.string(),
  v.check((src) => src.length <= imageSrcMax(src), FIELD_MESSAGES.imageTooLong),
);

/**
 * A file in the catalogue folder, named from the folder: `images/products/oak-table-1.jpg`.
 * No way up (`..`), no absolute path, nothing a URL would read as another scheme.
 */
export function isCatalogueImagePath(src: string): boolean {
  return (
    /^images\/[A-Za-z0-9._~%@+-]+(?:\/[A-Za-z0-9._~%@+-]+)*$/.test(src) &&
    !src.split('/').some((part) => part === '..' || part === '.')
  );
}

/**
 * An image: a file in the catalogue folder, a path on this site, an http(s) address, or a
 * base64 data URL of a common image type (an upload not yet published).
 */
export const isImageSrc = (src: string) => isSafeImageSrc(src) || isCatalogueImagePath(src);

/** True for a social link: blank, or an http(s) address the URL parser reads. */
export function isSocialUrl(text: string): boolean {
  return !isFilled(text) || (/^https?:\/\//i.test(text.trim()) && isSafeLink(text));
}
