import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadWhenIdleOptions {
  /** Load at once on mount instead of waiting for the browser (stories, tests). */
  eager?: boolean;
  /** Load after this many ms even if the browser never goes idle. */
  timeout?: number;
  /**
   * What starts the load if `loadNow` has not: the browser's first idle moment (the default), or
   * the visitor's first input (a key, a pointer, a touch or a wheel) for a part nobody needs
   * before they act, which keeps its work out of start-up altogether.
   */
  after?: 'idle' | 'input';
}

/**
 * The events that count as a visitor's first input. Not `scroll`: the page scrolls itself too
 * (the hero slider's autoplay), and a visitor's scroll starts with one of these.
 */
const FIRST_INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/** Calls `run` once, at the visitor's first input; returns the cancel. */
function onFirstInput(run: () => void) {
  const options = { capture: true, passive: true } as const;
  const stop = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, once, options));
  function once() {
    stop();
    run();
  }
  FIRST_INPUT.forEach((type) => window.addEventListener(type, once, options));
  return stop;
}

/** Calls `run` once, when the browser is first idle; returns the cancel. */
function onIdle(run: () => void, timeout: number | undefined) {
  const idle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  const handle = idle(run, timeout === undefined ? undefined : { timeout });
  return () => cancelIdle(handle);
}

/**
 * Loads something the first screen does not need: when the browser is first idle (or at the
 * visitor's first input, see `after`), or at once when `loadNow` is called. Returns it once it is there. There is no Suspense on the way, so
 * its arrival is an ordinary update: React holds a Suspense reveal back for up to 300 ms, which
 * a toast or a form the visitor is about to use should not wait for.
 */
export function useLoadWhenIdle<T>(load: () => Promise<T>, options: LoadWhenIdleOptions = {}) {
  const { eager = false, timeout, after = 'idle' } = options;
  const [wanted, setWanted] = useState(eager);
  const [loaded, setLoaded] = useState<{ value: T }>();
  const loadRef = useRef(load);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    return after === 'input' ? onFirstInput(want) : onIdle(want, timeout);
  }, [wanted, timeout, after]);

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
