import { knowCountryNames } from '@/domain/countries';

/**
 * Passes on the names of the published products' countries of origin, which the build writes on
 * every built page's root element (`data-countries`), so that naming one while a page renders
 * does not load the browser's region data first (see src/domain/countries.ts). A page without
 * them (the development server, the prerender, which has no document) names countries through
 * Intl as before.
 */
export function learnCountryNames(): void {
  try {
    knowCountryNames(
      JSON.parse(document.documentElement.dataset.countries!) as Record<string, unknown>,
    );
  } catch {
    // None to learn: countries are named as they are shown.
  }
}
