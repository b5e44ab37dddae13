import type { HeadScriptData } from './headScript';

/** What the head script hands over once the app has the page (see earlyInput.ts). */
interface HeldInput {
  clicks: Element[];
  typed: Array<[EventTarget, string]>;
}

/**
 * The cart page's part of the head script (src/app/headScript.ts), which the build passes to it
 * on that page only, so no other page carries its code. The head script calls it where the
 * cart's prerendered page would be adopted but for the cart's lines: that page, drawn for this
 * browser's cart, cannot come from HTML made at build time. It shows the page's last drawing
 * instead, when one is kept for what the page would read now, and says whether it does (the
 * head script then fetches the code after the first paint, as for adopted HTML); when none is,
 * it asks the page to keep its first render (see src/pages/shared/lastDrawing.ts).
 *
 * A drawing is kept for this build's files, the revision the page shows, the cart and the
 * visitor's session: the stored values the page's first render reads besides the catalogue,
 * which the head script has found to be that revision's. Each is taken as the distinct texts the
 * stores hold, so a new tab (whose session storage is empty) finds the drawing its last visit
 * kept; stores holding two different carts get none (which one the app reads depends on when each
 * was saved, which this does not read). It is shown once the document is parsed (`parsed`, the
 * head script's own promise of it) and the planner's stylesheets (which the prerendered, empty,
 * cart does not link) apply, and only if the app has not begun meanwhile: just before the app's
 * container, emptied, until the app's first render fills it. A press or typed text the head script holds
 * meanwhile, and the keyboard's place, are handed over to the element at the same place in the
 * page that replaced the drawing (the same elements, in the same order).
 *
 * Self-contained, like the head script: the build inlines its source.
 */
export function showLastDrawing(
  data: HeadScriptData,
  stores: Array<Record<string, string>>,
  parsed: Promise<void>,
): boolean {
  const html = document.documentElement;
  const globals = window as unknown as Record<string, unknown>;
  const [key, keepGlobal] = data.lastDrawing!;
  const [cartKey, , cartFiles] = data.cart;
  const held = (name: string) =>
    [...new Set(stores.map((store) => store[name]))].filter((text) => text !== undefined).sort();
  const carts = held(cartKey);
  if (carts.length > 1) return false;
  const now = JSON.stringify([data.files, html.dataset.revision, carts, held(data.authKey)]);
  let kept: { for?: unknown; html?: unknown } | null;
  try {
    kept = JSON.parse(localStorage.getItem(key)!) as typeof kept;
  } catch {
    kept = null; // unreadable: the page keeps a new one
  }
  const drawing = kept?.html;
  if (kept?.for !== now || typeof drawing !== 'string') {
    localStorage.removeItem(key);
    globals[keepGlobal] = (markup: string) => {
      try {
        localStorage.setItem(key, JSON.stringify({ for: now, html: markup }));
      } catch {
        // A full store keeps no drawing: the next visit is drawn afresh again.
      }
    };
    return false;
  }

  const sheets = cartFiles
    .map((index) => data.files[index]!)
    .filter((file) => file.endsWith('.css'))
    .map(
      (file) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = `/assets/${file}`;
          link.addEventListener('load', resolve);
          link.addEventListener('error', resolve);
          document.head.append(link);
        }),
    );
  void Promise.all([parsed, ...sheets]).then(() => {
    const root = document.getElementById('root');
    // Not once the app has begun (a tab that painted nothing for a second): it has the page.
    if (!root || html.dataset.prerender !== 'discard') return;
    // Beside the app's (emptied) container, which the app's first render fills: the drawing
    // goes then, before anything paints (a mutation observer's callback runs before the frame).
    const box = document.createElement('div');
    box.innerHTML = drawing;
    root.replaceChildren();
    root.before(box);
    new MutationObserver((_records, observer) => {
      observer.disconnect();
      box.remove();
    }).observe(root, { childList: true });
    html.dataset.prerender = 'drawn';
    const same = (element: Element): Element | undefined => {
      if (element.isConnected) return element;
      const path: number[] = [];
      let at = element;
      for (; at.parentElement; at = at.parentElement) {
        path.unshift([...at.parentElement.children].indexOf(at));
      }
      let found: Element | undefined = at === box ? root : undefined;
      for (const index of path) found = found?.children[index];
      return found?.tagName === element.tagName ? found : undefined;
    };
    let focused: Element | undefined;
    const noteFocus = (event: Event) => (focused = event.target as Element);
    addEventListener('focusin', noteFocus);
    const handOver = globals[data.earlyInputGlobal] as () => HeldInput;
    globals[data.earlyInputGlobal] = (): HeldInput => {
      removeEventListener('focusin', noteFocus);
      const { clicks, typed } = handOver();
      if (focused && !focused.isConnected) (same(focused) as HTMLElement | undefined)?.focus();
      return {
        clicks: clicks.map(same).filter((element) => element !== undefined),
        typed: typed
          .map(([field, text]): [EventTarget | undefined, string] => [same(field as Element), text])
          .filter((entry): entry is [EventTarget, string] => entry[0] !== undefined),
      };
    };
  });
  return true;
}
