import type { UnitSystem } from '@/domain/shipping';
import { sessionKept } from './sessionKept';

/**
 * Where the buyer's choice of units is kept for the browser session
 * (docs/requirements.md#storage-keys): a visitor's preference, not catalogue data, so outside the
 * `elifehome_` keys that decide whether a prerendered page is adopted.
 */
export const UNIT_SYSTEM_KEY = 'elifehome:units';

const kept = sessionKept<UnitSystem>(
  UNIT_SYSTEM_KEY,
  'metric',
  (value) => (value === 'imperial' ? 'imperial' : 'metric'),
  'units/system',
);

/** The session's units; metric when none were chosen or session storage is out of reach. */
export const readUnitSystem = kept.read;

/**
 * The buyer's units (cm, kg, m³ or in, lb, ft³), null until a page has read what the session
 * kept; writing them keeps them for the session.
 */
export const unitSystemAtom = kept.atom;
