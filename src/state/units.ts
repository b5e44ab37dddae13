import { atom } from 'jotai';
import type { UnitSystem } from '@/domain/shipping';

/**
 * Where the buyer's choice of units is kept for the browser session
 * (docs/requirements.md#storage-keys): a visitor's preference, not catalogue data, so outside the
 * `elifehome_` keys that decide whether a prerendered page is adopted.
 */
export const UNIT_SYSTEM_KEY = 'elifehome:units';

/** The session's units; metric when none were chosen or session storage is out of reach. */
export function readUnitSystem(): UnitSystem {
  try {
    return typeof sessionStorage !== 'undefined' &&
      sessionStorage.getItem(UNIT_SYSTEM_KEY) === 'imperial'
      ? 'imperial'
      : 'metric';
  } catch {
    return 'metric';
  }
}

function saveUnitSystem(system: UnitSystem) {
  try {
    if (system === 'metric') sessionStorage.removeItem(UNIT_SYSTEM_KEY);
    else sessionStorage.setItem(UNIT_SYSTEM_KEY, system);
  } catch {
    // Storage refused: the choice still holds in this atom until the tab closes.
  }
}

/** The units chosen; null until a page has read what the session kept. */
const systemAtom = atom<UnitSystem | null>(null);
systemAtom.debugLabel = 'units/system';

/** The buyer's units (cm, kg, m³ or in, lb, ft³); writing them keeps them for the session. */
export const unitSystemAtom = atom(
  (get) => get(systemAtom),
  (_get, set, system: UnitSystem) => {
    set(systemAtom, system);
    saveUnitSystem(system);
  },
);
