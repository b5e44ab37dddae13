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
 * Resolves in a later task: after `ms`, or else once the current task has ended, so that the work
 * that follows (storage read or written synchronously, say) neither lengthens that task nor holds
 * back what it is about to show (a render to commit, a busy label).
 */
export const delay = (ms?: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads something the first screen does not need: when the browser is first idle (or at the
 * visitor's first input, see `after`), or at once when `loadNow` is called. Returns it once it
 * is there. The load starts in the task that wants it (the idle callback, the input's listener,
 * the caller of `loadNow`), not in an effect after a render of the page: wanting it renders
 * nothing, so the code's fetch and its preload links do not add to a task that also renders the
 * page (on the returning cart that was one task of about 10 ms of CPU at full speed, then a
 * whole render of the page for nothing).
 *
 * There is no Suspense on the way: React holds a Suspense reveal back for up to 300 ms, which a
 * toast or a form the visitor is about to use should not wait for. Its arrival is a transition
 * instead, so React renders it in slices and hands the main thread back between them (the cart's
 * quote panel and email form took one task of about 18 ms of CPU at full speed); and if something
 * in it suspends, what the page showed stays until it is ready, instead of a fallback above it.
 */
export function useLoadWhenIdle<T>(load: () => Promise<T>, options: LoadWhenIdleOptions = {}) {
  const { eager = false, timeout, after = 'idle' } = options;
  const [loaded, setLoaded] = useState<{ value: T }>();
  const loading = useRef<{ load: typeof load; started?: true }>({ load });

  // Once only, whoever asks first. What arrives after the part has gone sets nothing (React
  // ignores an unmounted component's state).
  const loadNow = useCallback(() => {
    if (loading.current.started) return;
    loading.current.started = true;
    loading.current.load().then(
      (value) => startTransition(() => setLoaded({ value })),
      // Offline or a stale deploy: the page goes on without it, and says why in the console.
      (error: unknown) => console.error('A deferred part of the page failed to load', error),
    );
  }, []);

  useEffect(() => {
    if (eager) return loadNow();
    if (loading.current.started || after === 'demand') return;
    if (after === 'input') {
      const stop = () => FIRST_INPUT.forEach((type) => removeEventListener(type, want, true));
      const want = () => {
        stop();
        loadNow();
      };
      for (const type of FIRST_INPUT)
        addEventListener(type, want, { capture: true, passive: true });
      return stop;
    }
    return whenIdle(loadNow, timeout);
  }, [eager, timeout, after, loadNow]);

  return { value: loaded?.value, loadNow };
}
