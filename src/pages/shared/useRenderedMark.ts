import { useEffect } from 'react';

/** Marks a page's first commit (`rendered:<name>`) so benchmarks can time it from `app-start`. */
export function useRenderedMark(name: string) {
  useEffect(() => {
    performance.mark(`rendered:${name}`);
  }, [name]);
}
