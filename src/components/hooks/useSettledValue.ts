import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: a burst of updates (a paste the browser
 * delivers line by line, fast typing) costs one expensive render, not one per update. The first
 * value is there at once. React's useDeferredValue does this under React only; Preact's React
 * layer, which the site's build runs, returns the value as it is.
 */
export function useSettledValue<T>(value: T, delayMs = 30): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
