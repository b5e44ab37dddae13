/**
 * The head script: inline and first in every built page's <head>, it runs before anything
 * paints. The build (build/headScript.ts) inlines this function's source with
 * `HeadScriptData`, and the CSP allows exactly that script by its hash. So the function is
 * self-contained: it uses nothing from outside its own body.
 *
 * 1. Prerendered HTML (see prerender.tsx) shows the published catalogue at one address. It is
 *    marked `data-prerender="adopt"` when the page was made for this very address and what this
 *    browser stores would not change it (see `showsPublished`), so the app renders exactly that;
 *    otherwise `"discard"`, which global.css never displays (main.tsx replaces it).
 * 2. Adopted HTML paints from HTML and CSS alone: the app's code is fetched from the first
 *    contentful paint on. Until the app has adopted the page, presses on buttons, radios and
 *    checkboxes are held and typed text is noted (earlyInput.ts replays both), and images that load
 *    are shown. Anything else fetches the code at once and runs it when the document is parsed.
 *    Either way the page is marked `data-painting` until its first contentful paint.
 * 3. The landing page's chunks and CSS are preloaded beside the entry (the entry alone would
 *    learn which page to load only once it has run: a second round trip on a slow phone). A page
 *    drawn afresh also gets the text face, and the cart's page the planner for a cart with
 *    lines, in that same round trip.
 * 4. On the cart's page only, the build passes the function that shows the page's last drawing
 *    (showLastDrawing.ts): for the returning buyer with lines in the cart, it stands in for the
 *    prerendered page and is treated like adopted HTML (painted first, the code fetched after).
 */
export interface HeadScriptData {
  /** Every key this app stores starts with it. */
  keyPrefix: string;
  /**
   * The keys holding the catalogue: an adopted page needs each one absent, or an untouched copy
   * of the revision the page shows (`data-revision` on <html>).
   */
  catalogueKeys: string[];
  /** Beside the values in each store: per key, the revision it came from and whether it changed. */
  metaKey: string;
  /** The owner's session: a signed-in owner's pages are rendered afresh. */
  authKey: string;
  /**
   * The cart's key, the pattern of the page that lists it (a stored line is that page's own),
   * and the files that page adds for a cart with lines (the container planner: see the cart
   * page's `loadLandingParts`), as indexes into `files`.
   */
  cart: [key: string, route: string, lines: number[]];
  /** Where the held presses and typed text are handed over (see earlyInput.ts). */
  earlyInputGlobal: string;
  /**
   * On the cart's page only: the key its last drawing is stored under (in localStorage), and the
   * global through which the page keeps a new one (see src/pages/shared/lastDrawing.ts).
   */
  lastDrawing?: [key: string, keepGlobal: string];
  /** The entry module's address. */
  entry: string;
  /**
   * A chunk the entry imports, evaluated in a task of its own before the entry: the rendering
   * runtime. Evaluated with the app's own modules, its start-up lengthened the one task that a
   * phone's 4x slower CPU turns into blocking time (see reactDomClient.ts).
   */
  first: string;
  /** Files under /assets/ that some route preloads, each listed once. */
  files: string[];
  /** Indexes into `files`: the entry and its static imports. */
  entryFiles: number[];
  /** Route patterns in match order, with the indexes of the files each page adds. */
  routes: Array<[pattern: string, files: number[]]>;
  /**
   * Indexes into `files`: what a page drawn afresh fetches with its own code, the text face. Its
   * text uses the face only if it has arrived by the first render (`font-display: optional`);
   * adopted HTML has painted without waiting for it.
   */
  afresh: number[];
}

export function headScript(
  data: HeadScriptData,
  showLastDrawing?: (
    data: HeadScriptData,
    stores: Array<Record<string, string>>,
    parsed: Promise<void>,
  ) => boolean,
): void {
  const html = document.documentElement;
  const prerendered = html.dataset.prerendered;
  const here = (pattern: string) => new RegExp(pattern, 'i').test(location.pathname);
  const [cartKey, cartRoute, cartFiles] = data.cart;
  // Set while the stores are read: this is the cart's page, and the cart has lines (so the
  // page, drawn afresh, brings the planner). Read for the usual returning buyer, whose cart is
  // the one thing that keeps the prerendered page from showing.
  let cartLines = false;
  /**
   * Whether the app, given what one store holds, renders the page as prerendered (but for a cart
   * with lines on the cart's own page, `cartLines`): a first visit, or the usual returning buyer,
   * whose working copy is the published revision this page shows. Not so for drafts (a catalogue
   * key changed here, or holding data without a mark), a copy of an older revision, or the owner
   * signed in (the header shows their shortcut). The cart's count elsewhere follows hydration,
   * over the cart's icon. A value stored by an earlier version (`{ elifehome: 1, data }`) is read too.
   * A store is read by key, and only the values needed: the catalogue's own, the largest things
   * stored, are never read (the time this takes goes into the store's first access, not these).
   */
  const showsPublished = (store: Record<string, string>): boolean => {
    const ours = Object.keys(store).filter((key) => key.startsWith(data.keyPrefix));
    const value = (key: string): unknown => {
      const parsed = JSON.parse(store[key]!) as { elifehome?: number; data?: unknown } | null;
      return parsed?.elifehome === 1 ? parsed.data : parsed;
    };
    const marks = (ours.includes(data.metaKey) ? value(data.metaKey) : {}) as Record<
      string,
      { revision?: unknown; changed?: unknown } | undefined
    >;
    return ours.every((key) => {
      if (data.catalogueKeys.includes(key)) {
        const mark = marks[key];
        return mark !== undefined && mark.revision === html.dataset.revision && !mark.changed;
      }
      if (key === data.authKey) return !(value(key) as { isAdmin?: unknown } | null)?.isAdmin;
      if (key === cartKey && here(cartRoute)) {
        const lines = value(key);
        cartLines ||= !Array.isArray(lines) || lines.length > 0;
      }
      return true;
    });
  };
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => resolve());
    else resolve();
  });
  // Painted from HTML before the app's code runs: adopted HTML, or the cart's last drawing shown
  // in its place.
  let fromHtml: boolean | undefined = false;
  if (prerendered !== undefined) {
    // A search (?q=) shows other results than the page made for /search; a variant's address
    // (?variant=) was made as a page of its own, which the host serves where it can.
    const query = new URLSearchParams(location.search);
    const variant = query.get('variant');
    const address = variant ? `${location.pathname}?variant=${encodeURIComponent(variant)}` : '';
    let adopt = prerendered === (address || location.pathname) && !query.get('q');
    try {
      const stores = [
        localStorage,
        sessionStorage,
        Object.fromEntries(
          document.cookie.split(';').map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1))];
          }),
        ),
      ];
      adopt &&= stores.every(showsPublished);
      if (adopt && cartLines) {
        adopt = false;
        fromHtml = showLastDrawing?.(data, stores, parsed);
      }
    } catch {
      adopt = false; // storage we cannot read (or parse) may hold anything
    }
    html.dataset.prerender = adopt ? 'adopt' : 'discard';
    fromHtml ||= adopt;
  }
  // Until the page has first painted, no lazy image is requested (see global.css), nor what the
  // app fetches after its first render (`whenPainted` in src/pages/shared/whenNear.ts).
  html.dataset.painting = '';
  // Until the app has started and the browser is idle (main.tsx), images show as they decode,
  // never fading in (src/components/atoms/Image/Image.module.css).
  html.dataset.starting = '';
  // The first contentful paint; a page painted from HTML starts the app after a second at most (a
  // hidden tab paints nothing).
  const painted = new Promise<void>((resolve) => {
    if (fromHtml) setTimeout(resolve, 1000);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no paint timing here
    }
  });
  void painted.then(() => delete html.dataset.painting);

  if (fromHtml) {
    const clicks: HTMLElement[] = [];
    const typed = new Map<EventTarget, string>();
    // A press on a button, or on a radio or a checkbox (or the label around one): the browser
    // would tick a choice React has not seen (a variant, say), and React, adopting the page,
    // keeps the state it rendered, so the tick and the page would disagree. Held, the press
    // changes nothing yet.
    const holdPress = (event: Event) => {
      const pressed = (event.target as Element | null)?.closest?.(
        'button,[type=radio],[type=checkbox],label:has([type=radio],[type=checkbox])',
      );
      if (!pressed) return;
      event.preventDefault();
      event.stopPropagation();
      clicks.push(pressed as HTMLElement);
    };
    const noteText = (event: Event) => {
      const field = event.target as HTMLInputElement | null;
      if (field && 'value' in field) typed.set(field, field.value);
    };
    // An image that loads meanwhile shows at once: its box's state is what the Image component
    // reveals it by, and what React reads from it when it adopts the page.
    const showImage = (event: Event) => {
      const image = event.target as Element | null;
      if (image?.tagName !== 'IMG') return;
      // The box holds the image itself, or the <picture> around it (not the blurred preview).
      const parent = image.parentElement;
      const box = parent?.tagName === 'PICTURE' ? parent.parentElement : parent;
      if (box?.dataset.state === 'loading') box.dataset.state = 'loaded';
    };
    addEventListener('click', holdPress, true);
    addEventListener('input', noteText, true);
    // On the document: a load event never reaches the window.
    document.addEventListener('load', showImage, true);
    (window as unknown as Record<string, unknown>)[data.earlyInputGlobal] = () => {
      removeEventListener('click', holdPress, true);
      removeEventListener('input', noteText, true);
      document.removeEventListener('load', showImage, true);
      return { clicks, typed: [...typed] };
    };
  }

  const route = data.routes.find(([pattern]) => here(pattern));
  // Module preloads for JS; style and font preloads for CSS and the text face, in CORS mode like
  // Vite's own loader and the stylesheet's @font-face, which ask for the same files later and
  // would otherwise fetch them twice. Adopted HTML links its page's stylesheets already (each
  // preload costs the main thread several milliseconds at 4x CPU). The entry's files are
  // preloaded because it is imported only once `first` has run.
  const preload = (indexes: number[]) => {
    for (const index of indexes) {
      const file = data.files[index]!;
      const js = file.endsWith('.js');
      const css = file.endsWith('.css');
      if (css && fromHtml) continue;
      const link = document.createElement('link');
      link.rel = js ? 'modulepreload' : 'preload';
      if (!js) link.as = css ? 'style' : 'font';
      link.crossOrigin = '';
      link.href = `/assets/${file}`;
      document.head.append(link);
    }
  };
  // The planner, for a cart with lines on the cart's page (drawn afresh, or its last drawing).
  const routeFiles = [...(route ? route[1] : []), ...(cartLines ? cartFiles : [])];
  const start = () =>
    import(/* @vite-ignore */ data.first)
      .then(() => new Promise((resolve) => setTimeout(resolve)))
      .then(() => import(/* @vite-ignore */ data.entry))
      .catch((error: unknown) => console.error('The app failed to load', error));
  if (fromHtml) {
    // The app's own code first, then the page's chunks: each link in a task of its own, so none
    // holds the main thread long just as the page has painted (a page's dozen links, added in
    // one task, held it up to 80 ms at 4x CPU).
    void Promise.all([parsed, painted]).then(() => {
      void start();
      for (const index of [...data.entryFiles, ...routeFiles]) setTimeout(() => preload([index]));
    });
  } else {
    preload([...data.entryFiles, ...routeFiles, ...data.afresh]);
    void parsed.then(start);
  }
}
