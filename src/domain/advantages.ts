// The About page's advantage cards: only that page and the settings form read them, so they
// travel with their code rather than with every visitor's first download.
import { splitCommaList } from './lists';

/** The About page's advantage cards when the setting is empty (docs/requirements.md#about). */
export const DEFAULT_ADVANTAGES = [
  'Global Export Expertise',
  'Diverse Product Range',
  'Quality Assurance',
  'Reliable Partnership',
] as const;

/** The About page's advantage cards from the comma setting, or the four defaults. */
export function parseAdvantages(text: string, max = 4): string[] {
  const limit = Math.max(0, max);
  const items = splitCommaList(text).slice(0, limit);
  return items.length > 0 ? items : DEFAULT_ADVANTAGES.slice(0, limit);
}
