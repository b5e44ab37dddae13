import { startTransition, useEffect, useState } from 'react';
import { isAdopting } from '@/components/atoms/HydrateLater';

/**
 * A value only the browser knows: the site's address, today's date, a device feature.
 *
 * Prerendered HTML is built without a browser, so it holds `serverValue`, and a component
 * adopting that HTML starts from it too, so the two match. The browser's value follows as a
 * transition (in slices under React; Preact renders it at once). A component rendered in
 * the browser from scratch gets the browser's value at once. `read` must be a stable function
 * returning a primitive.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState(() =>
    isAdopting() || typeof window === 'undefined' ? serverValue : read(),
  );
  // Read once a component mounts (`read` is stable); the value it already shows changes nothing.
  useEffect(() => {
    const current = read();
    startTransition(() => setValue(current));
  }, [read]);
  return value;
}

const readOrigin = () => window.location.origin;

/** The site's origin (`https://host`); empty in prerendered HTML, which has no address yet. */
export function useOrigin(): string {
  return useClientValue(readOrigin, '');
}
