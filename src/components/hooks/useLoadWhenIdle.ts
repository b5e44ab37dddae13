import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface LoadWhenIdleOptions {
  /** Load at once on mount instead of waiting for the browser (stories, tests). */
  eager?: boolean;
  /** Load after this many ms even if the browser never goes idle. */
  timeout?: number;
  /**
   * What starts the load if `loadNow` has not: the browser's first idle moment (the default), or
   * the visitor's first input (a key, a pointer, a touch or a wheel) for a part nobody needs
   * before they act, which keeps its work out of start-up altogether; or nothing but `loadNow`
   * (`'demand'`), for a part that knows itself when it is wanted (the footer's form, as the
   * footer comes near), so that a visit that never gets there never downloads it.
   */
  after?: 'idle' | 'input' | 'demand';
}

/**
 * The events that count as a visitor's first input. Not `scroll`: the page scrolls itself too
 * (the hero slider's autoplay), and a visitor's scroll starts with one of these.
 */
const FIRST_INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel'];

/**
 * Runs `work` when the browser is first idle (at the latest after `timeout` ms), or a moment
 * later where it cannot tell (Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void, timeout?: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const handle = setTimeout(work, 200);
    return () => clearTimeout(handle);
  }
  const handle = requestIdleCallback(work, { timeout });
  return () => cancelIdleCallback(handle);
}

/**
 * Loads something the first screen does not need: when the browser is first idle (or at the
 * visitor's first input, see `after`), or at once when `loadNow` is called. Returns it once it
 * is there. There is no Suspense on the way: React holds a Suspense reveal back for up to 300 ms,
 * which a toast or a form the visitor is about to use should not wait for. Its arrival is a
 * transition instead, so React renders it in slices and hands the main thread back between them
 * (the cart's quote panel and email form took one task of about 18 ms of CPU at full speed); and
 * if something in it suspends, what the page showed stays until it is ready, instead of a
 * fallback above it.
 */
export function useLoadWhenIdle<T>(load: () => Promise<T>, options: LoadWhenIdleOptions = {}) {
  const { eager = false, timeout, after = 'idle' } = options;
  const [wanted, setWanted] = useState(eager);
  const [loaded, setLoaded] = useState<{ value: T }>();
  const loadRef = useRef(load);

  useEffect(() => {
    if (wanted || after === 'demand') return;
    const want = () => setWanted(true);
    if (after === 'input') {
      // Wanting it re-runs this effect, and the cleanup takes every listener off again.
      for (const type of FIRST_INPUT)
        addEventListener(type, want, { capture: true, passive: true });
      return () => FIRST_INPUT.forEach((type) => removeEventListener(type, want, true));
    }
    return whenIdle(want, timeout);
  }, [wanted, timeout, after]);

  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    loadRef.current().then(
      (value) => mounted && startTransition(() => setLoaded({ value })),
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
