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
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    // Track the position while this entry is shown: by the time the next page commits, the
    // document may already be shorter and the browser would have clamped scrollY.
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
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
