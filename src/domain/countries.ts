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

/** 'China' for 'CN'; the code itself where the browser cannot name it; '' for none. */
export function countryName(code: string | undefined): string {
  if (!code) return '';
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every country code the browser can name, by name, for the admin's select. */
export function countryOptions(): { code: string; name: string }[] {
  const strict = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const options: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = strict.of(code);
      if (name && name !== code) options.push({ code, name });
    }
  }
  return options.sort((x, y) => x.name.localeCompare(y.name, 'en'));
}
