import { whenIdle } from '@/components/hooks/useLoadWhenIdle';

/**
 * How far below the viewport a part may be and still count as near: one more screen's height.
 * A phone's first screen then leaves home's inspirations and every footer alone, and a visitor
 * who scrolls has set them loading anyway (see `whenNear`).
 */
export const NEAR_MARGIN = '0px 0px 100% 0px';

/** The parts that have hydrated (or were drawn afresh), by name: `laterPart` adds each. */
export const hydratedParts = new Set<string>();

let wanted = () => {};
const allWanted = new Promise<void>((resolve) => (wanted = resolve));

/**
 * Every part still waiting is wanted now: the visitor has gone on to another page, and React must
 * hydrate the parts that stay (the footer) with it. Called as that page renders.
 */
export function wantWaitingParts(): void {
  wanted();
}

/**
 * Runs `work` when the browser is idle once the page has first painted: the head script marks a
 * built page `data-painting` until its first contentful paint (src/app/headScript.ts); outside a
 * built page (stories, tests) it runs when idle. A paint reaches the screen a frame or more after
 * the render that made it: code a page drawn afresh asks for in between, even once the browser
 * was idle, counts against that paint in Lighthouse's model.
 */
export function whenPainted(work: () => void): void {
  whenIdle(
    () => ('painting' in document.documentElement.dataset ? whenPainted(work) : work()),
    3000,
  );
}

/**
 * Resolves once the visitor heads for the element `selector` names: it comes within a screen
 * below the viewport, or the page scrolls at all (a fling passes a screen faster than a phone
 * fetches a chunk), or `wantWaitingParts` is called. Where the element is not in the document, the
 * part is being drawn afresh, not adopted from HTML: it resolves once the page has first painted
 * (`whenPainted`), so a page drawn afresh paints without waiting for the code of its parts
 * below the fold.
 */
export function whenNear(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element) return new Promise((resolve) => whenPainted(resolve));
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      removeEventListener('scroll', done);
      resolve();
    };
    const observer = new IntersectionObserver(([entry]) => entry!.isIntersecting && done(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    addEventListener('scroll', done, { passive: true });
    void allWanted.then(done);
  });
}
