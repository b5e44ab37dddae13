/**
 * The global through which a page keeps its first render as its last drawing. The cart page's
 * head script (src/app/showLastDrawing.ts) sets it, a function of the markup, only where the next
 * visit may show that drawing before the app's code has come: the cart's page with lines, drawn
 * afresh for a browser holding the published catalogue. Plain data, no imports: the build reads
 * the name too.
 */
export const LAST_DRAWING_GLOBAL = '__elifehomeKeepDrawing';

/**
 * The most markup kept, in characters: a cart of a hundred lines draws about a tenth of it. A
 * larger page would cost more to store and to read back before every paint than it saves.
 */
export const DRAWING_LIMIT = 400_000;

/**
 * Keeps the page's first render, as committed, when the head script asks for it: the markup of
 * `#root` at the page's first effect, before anything the page loads later (the footer, the
 * quote panel) has drawn into it, which is what the app renders first on the next visit too. A
 * part that waits for the visitor loses its `data-part` mark (a drawing is never hydrated), and a
 * page holding an inline style keeps nothing (the site's security policy would not apply it), nor
 * one over `DRAWING_LIMIT`.
 * Plain DOM calls, no imports: the page calls it from its first effect.
 */
export function keepLastDrawing(): void {
  const globals = window as unknown as Record<string, unknown>;
  const keep = globals[LAST_DRAWING_GLOBAL];
  if (typeof keep !== 'function') return;
  delete globals[LAST_DRAWING_GLOBAL];
  const root = document.getElementById('root');
  if (!root || root.querySelector('[style]')) return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll('[data-part]')) part.removeAttribute('data-part');
  const markup = copy.innerHTML;
  if (markup.length <= DRAWING_LIMIT) (keep as (markup: string) => void)(markup);
}
