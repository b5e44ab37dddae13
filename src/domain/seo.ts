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
  addressLocality?: string | undefined;
  addressRegion?: string | undefined;
  postalCode?: string | undefined;
  addressCountry?: string | undefined;
}

/**
 * The one-line address of the site settings as a PostalAddress, read the way addresses are
 * written in English: '…street…, City, [Region ]Postal code[, Country]'. An address of another
 * shape stays whole in streetAddress, so nothing is lost or misplaced.
 */
export function postalAddress(address: string): PostalAddress | undefined {
  const line = address
    .trim()
    .split(/\s*[,\n]\s*/)
    .filter(Boolean)
    .join(', ');
  if (!line) return undefined;
  const parts =
    /^(.+?), ([^,\d]+), (?:([^,\d]+?) )?((?=[^,]*\d)[A-Z\d][A-Z\d -]{2,9})(?:, ([^,\d]+))?$/i.exec(
      line,
    );
  return {
    '@type': 'PostalAddress',
    streetAddress: parts ? parts[1]! : line,
    addressLocality: parts?.[2],
    addressRegion: parts?.[3],
    postalCode: parts?.[4],
    addressCountry: parts?.[5],
  };
}
