/**
 * What search engines and link previews read from a page's head (docs/publishing.md#what-the-build-writes):
 * a description cut at a word, absolute addresses, a structured postal address.
 */
import { isSafeLink } from './links';
import { plainImageUrl } from './images';

/** The longest meta description search results show in full. */
export const META_DESCRIPTION_MAX = 160;

/**
 * `text` on one line, at most `max` characters: when cut, it ends after a whole word (and no
 * trailing punctuation) with '…'. Only a single word longer than `max` is cut inside itself.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  // Room for the ellipsis; when the next character is a space the cut already ends a word.
  const room = line.slice(0, max - 1);
  const atWord = line.charAt(max - 1) === ' ' ? room : room.replace(/\s+\S*$/, '');
  const cut = atWord.replace(/[\s,;:.\-–—]+$/, '');
  return `${cut}…`;
}

/** The site's address without a trailing slash. */
export const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/**
 * An absolute http(s) address for a stored link, image or site path (a published image loses
 * its size fragment); undefined for data URLs and anything unsafe.
 */
export function absoluteUrl(url: string, origin: string): string | undefined {
  const value = plainImageUrl(url.trim());
  if (!isSafeLink(value) || value.startsWith('//')) return undefined;
  if (value.startsWith('/')) return `${trimOrigin(origin)}${value}`;
  return /^https?:\/\//i.test(value) ? value : undefined;
}

/** A schema.org PostalAddress node. */
export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry?: string;
}

/**
 * The one-line address of the site settings as a PostalAddress. Read from the end, the way
 * addresses are written in English: '…, City, ST 12345, Country'. What does not fit that shape
 * stays whole in streetAddress, so nothing is lost or misplaced.
 */
export function postalAddress(address: string): PostalAddress | undefined {
  const parts = address
    .split(/\s*(?:,|\n)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const whole: PostalAddress = { '@type': 'PostalAddress', streetAddress: parts.join(', ') };
  if (parts.length < 3) return whole;
  let country: string | undefined;
  if (!/\d/.test(parts.at(-1)!) && parts.length >= 4) country = parts.pop();
  // 'NY 10001', 'CA 94103-1234', 'SW1A 1AA' style region-and-code, or a code alone.
  const regionCode = /^(?:(\D*?)\s+)?([A-Z0-9][A-Z0-9 -]{2,9})$/i.exec(parts.at(-1)!);
  if (!regionCode || !/\d/.test(regionCode[2]!)) return whole;
  parts.pop();
  const locality = parts.pop()!;
  if (parts.length === 0) return whole;
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    addressLocality: locality,
    ...(regionCode[1] ? { addressRegion: regionCode[1] } : {}),
    postalCode: regionCode[2]!,
    ...(country ? { addressCountry: country } : {}),
  };
}

/**
 * A list page's own description: its name, the site, how many products and the first few
 * names, so no two lists share one (PageHead cuts it to length).
 */
export function listDescription(
  title: string,
  siteName: string,
  total: number,
  names: readonly string[],
): string {
  if (total === 0) return `${title} at ${siteName}: no products are listed here yet.`;
  const count = total === 1 ? '1 product' : `${total} products`;
  const shown = names.slice(0, 3);
  return shown.length === 0
    ? `${title} at ${siteName}: ${count}.`
    : `${title} at ${siteName}: ${count}, including ${shown.join(', ')}.`;
}
