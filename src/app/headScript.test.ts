import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headScript, type HeadScriptData } from './headScript';
import { showLastDrawing } from './showLastDrawing';

const GLOBAL = '__testEarlyInput';
const KEEP = '__testKeepDrawing';
const DATA: HeadScriptData = {
  keyPrefix: 'elifehome_',
  catalogueKeys: ['elifehome_products', 'elifehome_categories'],
  metaKey: 'elifehome_meta',
  authKey: 'elifehome_auth',
  cart: ['elifehome_cart', '^/cart/?$', [5, 7]],
  earlyInputGlobal: GLOBAL,
  entry: '/assets/index-test.js',
  first: '/assets/vendor.js',
  files: [
    'index-test.js',
    'vendor.js',
    'HomePage.js',
    'HomePage.css',
    'AboutPage.js',
    'Planner.js',
    'text.woff2',
    'Planner.css',
  ],
  entryFiles: [0, 1],
  routes: [
    ['^/$', [2, 3]],
    ['^/about/?$', [4]],
  ],
  afresh: [6],
};

const html = document.documentElement;
const mark = () => html.dataset.prerender;
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
const handOver = () =>
  (window as unknown as Record<string, (() => { clicks: HTMLElement[] }) | undefined>)[GLOBAL];

describe('head script', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    handOver()?.(); // stops holding presses
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    delete html.dataset.prerendered;
    delete html.dataset.prerender;
    delete html.dataset.revision;
    for (const cookie of document.cookie.split(';'))
      document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0`;
    delete html.dataset.painting;
    delete html.dataset.starting;
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete (window as unknown as Record<string, unknown>)[GLOBAL];
    delete (window as unknown as Record<string, unknown>)[KEEP];
  });

  it('adopts prerendered HTML made for this address when the browser stores nothing of ours', () => {
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    expect(mark()).toBe('adopt');
    // The app's code waits for the first paint: nothing is fetched yet.
    expect(preloads()).toEqual([]);
    // Nor are lazy images requested yet (see global.css), and none fades in (Image.module.css).
    expect(html.dataset.painting).toBe('');
    expect(html.dataset.starting).toBe('');
  });

  /** A working copy of `revision` as a returning visitor's browser holds it, in `store`. */
  const workingCopy = (store: Storage, marks: Record<string, unknown>) => {
    for (const key of Object.keys(marks)) store.setItem(key, '[]');
    store.setItem('elifehome_meta', JSON.stringify(marks));
  };
  const untouched = { savedAt: 1, revision: 'r2', changed: false };

  it.each([
    [
      'an untouched working copy of the revision the page shows',
      () => {
        workingCopy(localStorage, {
          elifehome_products: untouched,
          elifehome_categories: untouched,
        });
        workingCopy(sessionStorage, { elifehome_products: untouched });
      },
    ],
    [
      'part of the working copy stored so far',
      () => {
        workingCopy(localStorage, { elifehome_products: untouched });
      },
    ],
    [
      'a cart with a line, away from the cart page',
      () => {
        workingCopy(localStorage, { elifehome_products: untouched });
        localStorage.setItem('elifehome_cart', '[{"id":1,"quantity":50}]');
        document.cookie = `elifehome_cart=${encodeURIComponent('[{"id":1,"quantity":50}]')}`;
      },
    ],
    [
      'a visitor who is not the owner, and other keys of ours',
      () => {
        localStorage.setItem('elifehome_auth', '{"isAuthenticated":false,"isAdmin":false}');
        localStorage.setItem('elifehome_quote', '{"company":"Acme"}');
      },
    ],
  ])('adopts it for a returning visitor with %s', (_name, arrange) => {
    html.dataset.revision = 'r2';
    arrange();
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    expect(mark()).toBe('adopt');
  });

  it.each([
    [
      'drafts',
      () => workingCopy(localStorage, { elifehome_products: { ...untouched, changed: true } }),
    ],
    ['a catalogue value with no mark', () => localStorage.setItem('elifehome_categories', '[]')],
    [
      'a copy of an older revision',
      () => workingCopy(sessionStorage, { elifehome_products: { ...untouched, revision: 'r1' } }),
    ],
    [
      'a draft in a cookie',
      () => {
        document.cookie = 'elifehome_products=%5B%5D';
      },
    ],
    [
      'the owner signed in',
      () => sessionStorage.setItem('elifehome_auth', '{"isAuthenticated":true,"isAdmin":true}'),
    ],
    [
      'the owner signed in, stored by an earlier version',
      () =>
        localStorage.setItem(
          'elifehome_auth',
          '{"elifehome":1,"savedAt":1,"data":{"isAdmin":true}}',
        ),
    ],
    ['marks that cannot be read', () => localStorage.setItem('elifehome_meta', '{')],
    [
      'storage that throws',
      () =>
        vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
          throw new DOMException('denied', 'SecurityError');
        }),
    ],
  ])('discards it for a browser with %s', (_name, arrange) => {
    html.dataset.revision = 'r2';
    arrange();
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    expect(mark()).toBe('discard');
    expect(handOver()).toBeUndefined();
    // Marked until its first paint, as every page is: what the app fetches after its first
    // render waits for it.
    expect(html.dataset.painting).toBe('');
  });

  it('takes the painting mark away from a page drawn afresh at its first contentful paint, with no timeout', async () => {
    let report: (names: string[]) => void = () => {};
    class PaintObserver {
      constructor(
        callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: PaintObserver,
        ) => void,
      ) {
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    localStorage.setItem('elifehome_meta', '{');
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    expect(mark()).toBe('discard');
    await vi.advanceTimersByTimeAsync(5000);
    expect(html.dataset.painting).toBe('');
    report(['first-paint']);
    await vi.advanceTimersByTimeAsync(0);
    expect(html.dataset.painting).toBe('');
    report(['first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(0);
    expect(html.dataset.painting).toBeUndefined();
  });

  it('on the cart page, adopts it for an empty cart and discards it for a cart with lines', () => {
    html.dataset.revision = 'r2';
    history.pushState(null, '', '/cart');
    try {
      html.dataset.prerendered = '/cart';
      localStorage.setItem('elifehome_cart', '[]');
      headScript(DATA);
      expect(mark()).toBe('adopt');
      handOver()?.();
      localStorage.setItem('elifehome_cart', '[{"id":1,"quantity":50}]');
      headScript(DATA);
      expect(mark()).toBe('discard');
      // Drawn afresh with its lines: the planner comes with the entry, then the text face.
      expect(preloads()).toEqual([
        '/assets/index-test.js',
        '/assets/vendor.js',
        '/assets/Planner.js',
        '/assets/Planner.css',
        '/assets/text.woff2',
      ]);
    } finally {
      history.pushState(null, '', '/');
    }
  });

  it('fetches the planner for a cart with lines on the cart page only, from any store', () => {
    html.dataset.prerendered = location.pathname;
    localStorage.setItem('elifehome_cart', '[{"id":1,"quantity":50}]');
    headScript(DATA);
    expect(preloads()).not.toContain('/assets/Planner.js');
    document.head.replaceChildren();
    history.pushState(null, '', '/cart');
    try {
      localStorage.clear();
      html.dataset.prerendered = '/cart';
      sessionStorage.setItem('elifehome_cart', '{"elifehome":1,"data":[{"id":1,"quantity":5}]}');
      headScript(DATA);
      expect(mark()).toBe('discard');
      expect(preloads()).toContain('/assets/Planner.js');
    } finally {
      history.pushState(null, '', '/');
    }
  });

  it('adopts a variant’s page at its address, and discards the product’s page there', () => {
    const path = location.pathname;
    window.history.replaceState(null, '', `${path}?variant=EH-MIR%2F001`);
    try {
      html.dataset.prerendered = `${path}?variant=EH-MIR%2F001`;
      headScript(DATA);
      expect(mark()).toBe('adopt');
      handOver()?.();
      html.dataset.prerendered = path;
      headScript(DATA);
      expect(mark()).toBe('discard');
    } finally {
      window.history.replaceState(null, '', path);
    }
  });

  it('discards HTML made for another address (the fallback page)', () => {
    html.dataset.prerendered = '/about-us-elsewhere';
    headScript(DATA);
    expect(mark()).toBe('discard');
  });

  it('leaves a page that was not prerendered unmarked and preloads its code at once', () => {
    headScript(DATA);
    expect(mark()).toBeUndefined();
    // The page's own files, then the text face its first render may draw in.
    expect(preloads()).toEqual([
      '/assets/index-test.js',
      '/assets/vendor.js',
      '/assets/HomePage.js',
      '/assets/HomePage.css',
      '/assets/text.woff2',
    ]);
    const as = (selector: string) => {
      const link = document.head.querySelector<HTMLLinkElement>(selector)!;
      return [link.getAttribute('rel'), link.getAttribute('as'), link.crossOrigin];
    };
    expect(as('link[href$=".css"]')).toEqual(['preload', 'style', '']);
    expect(as('link[href$=".woff2"]')).toEqual(['preload', 'font', '']);
    expect(as('link[href$="HomePage.js"]')).toEqual(['modulepreload', null, '']);
  });

  it('while adopting, holds presses on buttons and hands them over once', () => {
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    const button = document.createElement('button');
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    document.body.append(button);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(handOver()!().clicks).toEqual([button]);
    // Handed over: presses go through again.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while adopting, shows an image as soon as it loads', () => {
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    document.body.innerHTML =
      '<div data-state="loading"><img src="a.jpg" alt=""></div>' +
      '<div data-state="failed"><img src="b.jpg" alt=""></div>';
    const [loading, failed] = [...document.querySelectorAll('img')];
    loading!.dispatchEvent(new Event('load'));
    failed!.dispatchEvent(new Event('load'));
    const states = [...document.querySelectorAll<HTMLElement>('[data-state]')].map(
      (box) => box.dataset.state,
    );
    expect(states).toEqual(['loaded', 'failed']);
  });

  it('starts the app after a second even if no paint is reported', async () => {
    html.dataset.prerendered = location.pathname;
    headScript(DATA);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.runOnlyPendingTimersAsync();
    expect(html.dataset.painting).toBeUndefined();
    // The entry's files (imported once `first` has run), then the page's code; adopted HTML
    // links the page's stylesheets itself.
    expect(preloads()).toEqual([
      '/assets/index-test.js',
      '/assets/vendor.js',
      '/assets/HomePage.js',
    ]);
  });

  describe('the cart’s last drawing', () => {
    /** The cart page's data, whose script carries `showLastDrawing`. */
    const CART: HeadScriptData = { ...DATA, lastDrawing: ['elifehome_cart_drawing', KEEP] };
    const keep = () =>
      (window as unknown as Record<string, ((markup: string) => void) | undefined>)[KEEP];
    const stored = () => localStorage.getItem('elifehome_cart_drawing');
    /** A returning buyer with a line in the cart, on the cart's prerendered page. */
    const returningToCart = (cart = '[{"id":1,"quantity":50}]') => {
      html.dataset.revision = 'r2';
      workingCopy(localStorage, { elifehome_products: untouched });
      localStorage.setItem('elifehome_cart', cart);
      history.pushState(null, '', '/cart');
      html.dataset.prerendered = '/cart';
      document.body.innerHTML = '<div id="root"><main><h1>Your cart is empty</h1></main></div>';
    };
    /** Runs the head script as the page's next load would, the document parsed. */
    const load = (data = CART) => {
      delete html.dataset.prerender;
      delete (window as unknown as Record<string, unknown>)[KEEP];
      document.head.replaceChildren();
      handOver()?.();
      headScript(data, showLastDrawing);
    };
    /** The planner's stylesheet, linked by the head script, has loaded. */
    const sheetLoads = async () => {
      document.head.querySelector('link[rel=stylesheet]')?.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(0);
    };
    const drawing = '<main><h1>Your Cart</h1><button type="button">Clear Cart</button></main>';
    /** A returning buyer back on the cart, whose earlier visit kept `markup` as its drawing. */
    const keptEarlier = (markup = drawing) => {
      returningToCart();
      load();
      keep()!(markup);
    };
    /** The next visit, once the drawing is shown: the app's (empty) container. */
    const shownNext = async () => {
      load();
      await sheetLoads();
      return document.getElementById('root')!;
    };
    afterEach(() => history.pushState(null, '', '/'));

    it('is asked for when the page is drawn afresh, and shown on the next visit before the code', async () => {
      returningToCart();
      load();
      expect(mark()).toBe('discard');
      expect(stored()).toBeNull();
      keep()!(drawing);
      expect(JSON.parse(stored()!)).toMatchObject({ html: drawing });

      load();
      // Not asked for again: the drawing is this page as the app would render it now.
      expect(keep()).toBeUndefined();
      // The planner's stylesheet is linked, and nothing else fetched before the first paint.
      expect(preloads()).toEqual(['/assets/Planner.css']);
      expect(mark()).toBe('discard');
      await sheetLoads();
      expect(mark()).toBe('drawn');
      // Just before the app's container, emptied for the app's first render, which it gives way to.
      const root = document.getElementById('root')!;
      expect(root.previousElementSibling!.innerHTML).toBe(drawing);
      expect(root.innerHTML).toBe('');
      root.innerHTML = drawing;
      await Promise.resolve();
      expect(document.body.innerHTML).toBe(`<div id="root">${drawing}</div>`);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.runOnlyPendingTimersAsync();
      // Painted: the app's code, the page's and the planner's.
      expect(preloads()).toEqual([
        '/assets/Planner.css',
        '/assets/index-test.js',
        '/assets/vendor.js',
        '/assets/Planner.js',
      ]);
    });

    it.each([
      [
        'the cart changed',
        () => localStorage.setItem('elifehome_cart', '[{"id":1,"quantity":60}]'),
      ],
      ['another revision', () => (html.dataset.revision = 'r3')],
      ['a session began', () => sessionStorage.setItem('elifehome_auth', '{"isAdmin":false}')],
    ])('is not shown, and is given up, after %s', async (_name, change) => {
      keptEarlier();
      change();
      workingCopy(localStorage, {
        elifehome_products: { ...untouched, revision: html.dataset.revision },
      });
      load();
      await sheetLoads();
      expect(mark()).toBe('discard');
      expect(stored()).toBeNull();
      // Drawn afresh again, the page keeps a new drawing.
      expect(keep()).toBeTypeOf('function');
    });

    it('is given up when what is stored under its key is not one', async () => {
      returningToCart();
      localStorage.setItem('elifehome_cart_drawing', '{not json');
      load();
      await sheetLoads();
      expect(mark()).toBe('discard');
      expect(stored()).toBeNull();
      expect(keep()).toBeTypeOf('function');
    });

    it('is neither kept nor shown by a page whose script does not carry it', () => {
      keptEarlier();
      delete html.dataset.prerender;
      delete (window as unknown as Record<string, unknown>)[KEEP];
      headScript(DATA);
      expect(mark()).toBe('discard');
      expect(keep()).toBeUndefined();
      expect(document.body.innerHTML).not.toContain('Your Cart');
    });

    it('is shown in a new tab, whose session storage holds nothing yet', async () => {
      returningToCart();
      sessionStorage.setItem('elifehome_cart', localStorage.getItem('elifehome_cart')!);
      load();
      keep()!(drawing);
      sessionStorage.clear();
      load();
      await sheetLoads();
      expect(mark()).toBe('drawn');
    });

    it('is neither kept nor shown while two stores hold different carts', async () => {
      returningToCart();
      sessionStorage.setItem('elifehome_cart', '[{"id":1,"quantity":70}]');
      load();
      expect(mark()).toBe('discard');
      expect(keep()).toBeUndefined();
      await sheetLoads();
      expect(mark()).toBe('discard');
    });

    it('is not shown by another build', async () => {
      keptEarlier();
      load({ ...CART, files: CART.files.map((file) => file.replace('index-test', 'index-next')) });
      await sheetLoads();
      expect(mark()).toBe('discard');
    });

    it('is neither kept nor shown for drafts or an empty cart', () => {
      returningToCart('[]');
      load();
      expect(mark()).toBe('adopt');
      expect(keep()).toBeUndefined();
      returningToCart();
      workingCopy(localStorage, { elifehome_products: { ...untouched, changed: true } });
      load();
      expect(mark()).toBe('discard');
      expect(keep()).toBeUndefined();
    });

    it('stays unseen once the app has begun without it', async () => {
      keptEarlier();
      load();
      // The entry, started by the second's timeout, has cleared the mark and the page.
      delete html.dataset.prerender;
      await sheetLoads();
      expect(mark()).toBeUndefined();
      expect(document.body.innerHTML).not.toContain('Your Cart');
    });

    it('hands a press and the keyboard’s place over to the page that replaced it', async () => {
      keptEarlier();
      const root = await shownNext();
      const held = document.querySelector('button')!;
      held.focus();
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      held.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(true);
      // The app's first render puts the same elements in its container, and the drawing goes.
      root.innerHTML = drawing;
      await Promise.resolve();
      expect(held.isConnected).toBe(false);
      const { clicks } = handOver()!();
      const replacing = root.querySelector('button');
      expect(clicks).toEqual([replacing]);
      expect(document.activeElement).toBe(replacing);
    });

    it('hands text typed into the drawing over to the same field in the page that replaced it', async () => {
      const form = '<main><form><label>Note <input name="note"></label></form></main>';
      keptEarlier(form);
      const root = await shownNext();
      const field = document.querySelector('input')!;
      field.value = 'Ship in May';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      root.innerHTML = form;
      await Promise.resolve();
      const { typed } = (
        window as unknown as Record<string, () => { typed: Array<[Element, string]> }>
      )[GLOBAL]!();
      expect(typed).toEqual([[root.querySelector('input'), 'Ship in May']]);
    });
  });
});
