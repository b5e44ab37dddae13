import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Every deferred part's loader whose page module has run, for the prerender to wait on. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose code is not in the page's first download: the prerendered HTML has it
 * (the build loads every part first, see `preloadDeferredParts`), and the browser keeps that HTML
 * while the part's code arrives after the page's, then adopts it. Rendered in the browser from
 * scratch, it shows once its code is there.
 *
 * The part must render exactly one element: a runtime keeps one DOM node of a part that waits.
 */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = undefined; // a later render tries again
        throw error;
      },
    ));
  loaders.add(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Part(props: P) {
    // Chosen once per mount: switching from <Lazy> to the loaded part would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Part;
}

/** Loads the code of every deferred part the pages loaded so far name (the prerender's wait). */
export const preloadDeferredParts = () => Promise.all([...loaders].map((preload) => preload()));
