import { useSyncExternalStore } from 'react';

/** None of these values changes while a page is shown: nothing to subscribe to. */
const subscribeToNothing = () => () => undefined;

/**
 * A value only the browser knows: the site's address, today's date, a device feature.
 *
 * Prerendered HTML is built without a browser, so it holds `serverValue`. Hydrating that HTML,
 * React starts from `serverValue` too, so the two match, and renders the browser's value right
 * after (React's own rule for an external store's server snapshot). A component rendered in the
 * browser from scratch gets the browser's value at once. `read` must be a stable function
 * returning a primitive.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, read, () => serverValue);
}

const yes = () => true;
const no = () => false;

/**
 * False while React hydrates prerendered HTML (and in the prerender itself), true from then on
 * and whenever a component is rendered in the browser from scratch. What only this browser
 * knows (the cart's count) is shown once it is true, so hydration meets what the HTML holds.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, yes, no);
}

const readOrigin = () => window.location.origin;

/** The site's origin (`https://host`); empty in prerendered HTML, which has no address yet. */
export function useOrigin(): string {
  return useClientValue(readOrigin, '');
}
