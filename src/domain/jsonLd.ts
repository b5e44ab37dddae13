/**
 * What every page's structured data shares. The builders live beside the pages that use them
 * (jsonLdSite.ts, jsonLdProduct.ts, jsonLdLists.ts), so each page's code carries only its own.
 */

/** A JSON-LD node; builders return plain data and serializeJsonLd turns it into script text. */
export type JsonLd = Record<string, unknown>;

export const CONTEXT = 'https://schema.org';

/** The site's icon (public/favicon.svg), the Organization's logo when the owner set none. */
export const SITE_ICON = '/favicon.svg';

/** JSON for a script tag: no stored text can close the tag or break older parsers. */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data) ?? 'null';
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Drops empty strings and undefined so the output has no blank properties. */
export function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== ''),
  );
}
