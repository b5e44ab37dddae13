import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { readUnitSystem, unitSystemAtom } from '../units';

// The buyer's units for the product page's shipping facts and the cart's container planner
// (docs/requirements.md#shipping). Imported by path, not through the '@/state' index, so only the
// pages that show figures carry it.

/**
 * The units the buyer chose this visit and the switch. What the session kept is read once a page
 * is mounted (prerendered HTML is metric), so the first render matches the HTML.
 */
export function useUnitSystem() {
  const [saved, setSystem] = useAtom(unitSystemAtom);
  useEffect(() => {
    if (saved === null) setSystem(readUnitSystem());
  }, [saved, setSystem]);
  return { system: saved ?? 'metric', setSystem };
}
