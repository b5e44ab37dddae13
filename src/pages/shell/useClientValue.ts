import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows: the site's address, today's date, a device feature.
 *
 * Prerendered HTML is built without a browser, so it holds `serverValue`. The hydration that
 * adopts that HTML renders `serverValue` too, so the two match. React then renders once more
 * with the browser's value. A page rendered in the browser from scratch gets that value at once.
 * `read` must return the same primitive each time it is called.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

const inBrowser = () => true;

/** False while prerendering and hydrating, true from the browser's first own render. */
export function useInBrowser(): boolean {
  return useClientValue(inBrowser, false);
}

const readOrigin = () => window.location.origin;

/** The site's origin (`https://host`); empty in prerendered HTML, which has no address yet. */
export function useOrigin(): string {
  return useClientValue(readOrigin, '');
}
