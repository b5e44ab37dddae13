import { useEffect } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import type { ToasterProps } from './settings';
import { loadToasts, onToastsRequested } from './toast';

const loadRegion = async () => {
  await loadToasts();
  return (await import('./ToastRegion')).ToastRegion;
};

export interface DeferredToasterProps extends ToasterProps {
  /** Load the region at once instead of at the visitor's first input (stories, tests). */
  eager?: boolean;
}

/**
 * The one toast region. Its library loads at the visitor's first input (a toast answers
 * something they did), or as soon as a toast is raised (or a screen asks for it ahead, see
 * loadToasts), so neither a route's first download nor its start-up carries it.
 */
export function Toaster({ eager = false, ...props }: DeferredToasterProps) {
  const { value: ToastRegion, loadNow } = useLoadWhenIdle(loadRegion, { eager, after: 'input' });
  useEffect(() => onToastsRequested(loadNow), [loadNow]);
  return ToastRegion ? <ToastRegion {...props} /> : null;
}
