import * as v from 'valibot';
import { isSafeImageSrc, isSafeLink } from '@/domain/links';

// Stored data is checked against these on every first read, so they use few of valibot's
// pieces (plain predicates in `v.check`) and carry no message texts: the admin's forms and the
// catalogue import word the problems (see ./messages.ts).

/** True when the text holds something besides spaces. */
export const isFilled = (text: string) => text.trim() !== '';

/** True for a price in dollars: a finite number, 0 or more. */
export const isPrice = (n: number) => Number.isFinite(n) && n >= 0;

/** Text with something besides spaces in it: names, ids, list items. */
export const FilledTextSchema = v.pipe(v.string(), v.check(isFilled));

/** A whole number JavaScript counts exactly: product ids, quantities. */
export const WholeNumberSchema = v.pipe(
  v.number(),
  v.check((n: number) => Number.isSafeInteger(n)),
);

export const PriceSchema = v.pipe(v.number(), v.check(isPrice));

/** A percentage of the picture's width or height (hotspot positions). */
export const PercentSchema = v.pipe(
  v.number(),
  v.check((n) => n >= 0 && n <= 100),
);

/** A site path or an http(s) address: nothing else is ever rendered as a link. */
export const SafeLinkSchema = v.pipe(v.string(), v.check(isSafeLink));

/** An http(s) image address or a base64 data URL of a common image type. */
export const ImageSrcSchema = v.pipe(v.string(), v.check(isSafeImageSrc));

/** True for a social link: blank, or an http(s) address the URL parser reads. */
export function isSocialUrl(text: string): boolean {
  return !isFilled(text) || (/^https?:\/\//i.test(text.trim()) && isSafeLink(text));
}

/** True when no two entries share a key. */
export function hasUniqueKeys<T>(items: readonly T[], keyOf: (item: T) => unknown): boolean {
  return new Set(items.map(keyOf)).size === items.length;
}
