import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from './settings';
import { loadToasts, onToastsRequested } from './toast';

const ToastRegion = lazy(async () => {
  await loadToasts();
  return { default: (await import('./ToastRegion')).ToastRegion };
});

export interface DeferredToasterProps extends ToasterProps {
  /** Load the region at once instead of when the browser is first idle (stories, tests). */
  eager?: boolean;
}

/**
 * The one toast region. Its library loads when the browser is first idle, or as soon as a
 * toast is raised, so no route's first download carries it.
 */
export function Toaster({ eager = false, ...props }: DeferredToasterProps) {
  const [wanted, setWanted] = useState(eager);

  useEffect(() => {
    if (wanted) return;
    const stop = onToastsRequested(() => setWanted(true));
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadToasts());
    return () => {
      stop();
      cancelIdle(handle);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}
