import { useEffect } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import type { ToasterProps } from './settings';
import { loadToasts, onToastsRequested } from './toast';

const loadRegion = async () => {
  await loadToasts();
  return (await import('./ToastRegion')).ToastRegion;
};

export interface DeferredToasterProps extends ToasterProps {
  /** Load the region at once instead of when the browser is first idle (stories, tests). */
  eager?: boolean;
}

/**
 * The one toast region. Its library loads when the browser is first idle, or as soon as a
 * toast is raised (or a screen asks for it ahead, see loadToasts), so no route's first
 * download carries it.
 */
export function Toaster({ eager = false, ...props }: DeferredToasterProps) {
  const { value: ToastRegion, loadNow } = useLoadWhenIdle(loadRegion, { eager });
  useEffect(() => onToastsRequested(loadNow), [loadNow]);
  return ToastRegion ? <ToastRegion {...props} /> : null;
}
