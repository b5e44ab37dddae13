import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadWhenIdleOptions {
  /** Load at once on mount instead of waiting for the browser (stories, tests). */
  eager?: boolean;
  /** Load after this many ms even if the browser never goes idle. */
  timeout?: number;
}

/**
 * Loads something the first screen does not need: when the browser is first idle, or at once
 * when `loadNow` is called. Returns it once it is there. There is no Suspense on the way, so
 * its arrival is an ordinary update: React holds a Suspense reveal back for up to 300 ms, which
 * a toast or a form the visitor is about to use should not wait for.
 */
export function useLoadWhenIdle<T>(load: () => Promise<T>, options: LoadWhenIdleOptions = {}) {
  const { eager = false, timeout } = options;
  const [wanted, setWanted] = useState(eager);
  const [loaded, setLoaded] = useState<{ value: T }>();
  const loadRef = useRef(load);

  useEffect(() => {
    if (wanted) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true), timeout === undefined ? undefined : { timeout });
    return () => cancelIdle(handle);
  }, [wanted, timeout]);

  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    loadRef.current().then(
      (value) => mounted && setLoaded({ value }),
      // Offline or a stale deploy: the page goes on without it, and says why in the console.
      (error: unknown) => console.error('A deferred part of the page failed to load', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);

  const loadNow = useCallback(() => setWanted(true), []);
  return { value: loaded?.value, loadNow };
}
