import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE_KEY = 'elifehome:scroll';
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]).slice(-50) : [];
  } catch {
    return [];
  }
}

function persist() {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Scroll positions are a nicety; a full or missing store costs nothing else.
  }
}

/**
 * Whether this document was reached by a reload or by Back or Forward. Its first entry then has
 * a place to return to; a new visit does not, although the tab's positions are still saved and
 * the router names the first entry of every document the same ('default').
 */
function arrivedThroughHistory(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry !== undefined && (entry as PerformanceNavigationTiming).type !== 'navigate';
}

let firstEntry = true;

/**
 * Browser-like scrolling for a single-page app: a new page starts at the top (or at its
 * #anchor), Back and Forward return to where the visitor was, and a reload keeps its place.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    if (firstEntry && !arrivedThroughHistory()) positions.delete(key);
    firstEntry = false;
    // Track the position while this entry is shown, a frame after each scroll (reading it at
    // once would force a layout): by the time the next page commits, the document may already
    // be shorter and the browser would have clamped scrollY.
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else {
      if (location.hash) {
        document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      } else if (navigationType !== 'POP') {
        window.scrollTo(0, 0);
      }
      // Where the page is now is its place: on a prerendered page the visitor may have scrolled
      // before the app adopted it, and no scroll event follows to say so.
      remember();
    }
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [location.key, location.hash, navigationType]);
}
