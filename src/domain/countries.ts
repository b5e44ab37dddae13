/**
 * Countries of origin (docs/requirements.md#shipping) are stored as ISO 3166-1 alpha-2 codes
 * ('CN', 'VN') and named in English by the browser's own Intl.DisplayNames, so no list of names
 * ships with the site.
 */

/** Two capital letters: the form a stored country code takes. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** Codes Intl names that are not countries one ships from (groupings, placeholders). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AQ']);

let names: Intl.DisplayNames | undefined;

/** Names given ahead of time (see `knowCountryNames`), by code. */
let given: Record<string, unknown> | undefined;

/**
 * Names the countries a page will show before it shows them: the built pages carry the names of
 * the published catalogue's origins, written by the build, which names them as `countryName`
 * does. The first Intl.DisplayNames a page creates loads the browser's region data, about 100 ms
 * of a phone's main thread in the middle of a render (src/pages/shared/countryNames.ts passes
 * them on). Anything but a string is not a name.
 */
export function knowCountryNames(known: Record<string, unknown> | null): void {
  given = known ?? undefined;
}

/** 'China' for 'CN'; the code itself where the browser cannot name it; '' for none. */
export function countryName(code: string | undefined): string {
  if (!code) return '';
  const known = given?.[code];
  if (typeof known === 'string' && known) return known;
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let strict: Intl.DisplayNames | undefined;

/** The country's name when `code` is one the browser knows as a country, else undefined. */
function knownName(code: string): string | undefined {
  if (!COUNTRY_CODE_PATTERN.test(code) || NOT_COUNTRIES.has(code)) return undefined;
  strict ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const name = strict.of(code);
  return name && name !== code ? name : undefined;
}

/** True for a two-letter code the browser names as a country: what an origin may hold. */
export const isCountry = (code: string) => knownName(code) !== undefined;

/** Every country code the browser can name, by name, for the admin's select. */
export function countryOptions(): { code: string; name: string }[] {
  const options: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = knownName(code);
      if (name) options.push({ code, name });
    }
  }
  return options.sort((x, y) => x.name.localeCompare(y.name, 'en'));
}
