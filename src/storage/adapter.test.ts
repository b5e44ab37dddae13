import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_SLIDER_ITEMS,
  SAMPLE_PRODUCTS,
  SAMPLE_SLIDER_ITEMS,
  samplePublished,
  sampleStorage,
} from '@fixtures/catalogue';
import { createStorage, fingerprint, MANUAL_COPY_PROMPT, type StorageNotice } from './adapter';
import { faultyStores, type FaultPlan } from './faults';
import { createBrowserStorage, createFaultyStorage } from './index';
import {
  CART_DRAWING_KEY,
  CATALOGUE_KEYS,
  DATA_UPDATED_EVENT,
  META_KEY,
  STORAGE_KEYS,
} from './keys';
import { cookieStore, memoryCookieJar, memoryStore } from './stores';

const cartLine = { id: 1, name: 'Oak mirror', price: 189.99, image: '', quantity: 2 };

/** An adapter over inspectable memory stores, with the given faults. */
function setup(plan: FaultPlan = {}, now?: () => number) {
  const stores = faultyStores(plan);
  const events = new EventTarget();
  const prompt = vi.fn();
  const adapter = createStorage({
    local: stores.local,
    session: stores.session,
    cookies: stores.cookies,
    events,
    prompt,
    now,
  });
  // What a browser's first load seeds from: the published sample.
  adapter.setPublished(samplePublished());
  const notices: StorageNotice[] = [];
  adapter.onNotice((n) => notices.push(n));
  return { adapter, raw: stores.raw, events, prompt, notices };
}

/** A fresh page over the same stores: a new adapter with nothing in memory. */
const reopen = (raw: ReturnType<typeof faultyStores>['raw']) =>
  createStorage({
    local: () => raw.local,
    session: () => raw.session,
    cookies: () => raw.jar,
    events: new EventTarget(),
    prompt: () => {},
  });

const envelope = (data: unknown, savedAt: number) =>
  JSON.stringify({ elifehome: 1, savedAt, data });

describe('write chain', () => {
  it('saves to localStorage and sessionStorage and verifies by reading back', () => {
    const { adapter, raw, prompt } = setup();
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('local');
    // The value itself, as plain JSON; its save time lives beside it.
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
    expect(JSON.parse(raw.local.getItem(META_KEY)!)[STORAGE_KEYS.cart]).toEqual({
      savedAt: expect.any(Number),
      sum: fingerprint(raw.local.getItem(STORAGE_KEYS.cart)!),
    });
    expect(raw.session.getItem(STORAGE_KEYS.cart)).toBe(raw.local.getItem(STORAGE_KEYS.cart));
    expect(raw.jar.read()).toBe('');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('gives the cart’s last drawing up when a store is too full for data, and only then', () => {
    /** A store that refuses a write taking it past `room` characters, as a full browser store. */
    const limited = (room: number, initial: Record<string, string>) => {
      const base = memoryStore(initial);
      const size = () =>
        Object.entries(base.dump()).reduce((sum, [key, text]) => sum + key.length + text.length, 0);
      return {
        ...base,
        setItem(key: string, text: string) {
          const before = base.getItem(key);
          base.setItem(key, text);
          if (size() <= room) return;
          if (before === null) base.removeItem(key);
          else base.setItem(key, before);
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      };
    };
    const adapterOver = (local: ReturnType<typeof limited>) =>
      createStorage({
        local: () => local,
        session: () => undefined,
        cookies: () => memoryCookieJar(),
        events: new EventTarget(),
        prompt: () => {},
      });
    const drawing = { [CART_DRAWING_KEY]: 'x'.repeat(2000) };

    const full = limited(2100, drawing);
    expect(adapterOver(full).setItem(STORAGE_KEYS.cart, [cartLine])).toBe('local');
    expect(full.getItem(CART_DRAWING_KEY)).toBeNull();

    const roomy = limited(10_000, drawing);
    expect(adapterOver(roomy).setItem(STORAGE_KEYS.cart, [cartLine])).toBe('local');
    expect(roomy.getItem(CART_DRAWING_KEY)).toBe(drawing[CART_DRAWING_KEY]);

    // Nothing to give up: the write goes on down the chain, as before.
    expect(adapterOver(limited(50, {})).setItem(STORAGE_KEYS.cart, [cartLine])).toBe('cookie');
  });

  it('falls back to a 30-day cookie when localStorage refuses the write', () => {
    const writes: string[] = [];
    const jar = memoryCookieJar();
    const adapter = createStorage({
      local: () => ({
        getItem: () => null,
        setItem: () => {
          throw new Error('quota');
        },
        removeItem: () => {},
      }),
      session: () => undefined,
      cookies: () => ({
        read: jar.read,
        write: (c) => {
          writes.push(c);
          jar.write(c);
        },
      }),
      events: new EventTarget(),
      prompt: () => {},
    });
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('cookie');
    expect(writes[0]).toContain('max-age=2592000');
    expect(writes[0]).toContain('path=/');
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
  });

  it('treats a store that silently drops writes as a failure (verification)', () => {
    const { adapter } = setup({ local: { dropsWrites: true } });
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('cookie');
  });

  it('shows the Chinese manual-copy prompt and a session-only notice when every store fails', () => {
    const { adapter, prompt, notices } = setup({
      local: { quotaExceeded: true },
      session: { quotaExceeded: true },
      cookiesOff: true,
    });
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('manual');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(prompt.mock.calls[0]![0]).toBe(MANUAL_COPY_PROMPT);
    expect(MANUAL_COPY_PROMPT).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.parse(prompt.mock.calls[0]![1] as string)).toEqual([cartLine]);
    expect(notices).toContainEqual({ type: 'session-only', key: STORAGE_KEYS.cart });
    // The value still lives for this session.
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
  });

  it('skips the cookie for values larger than a cookie can hold', () => {
    const { adapter, raw } = setup({
      local: { quotaExceeded: true },
      session: { quotaExceeded: true },
    });
    expect(adapter.setItem(STORAGE_KEYS.products, SAMPLE_PRODUCTS)).toBe('manual');
    expect(raw.jar.read()).toBe('');
  });

  it('survives stores whose every access throws, and a missing sessionStorage', () => {
    const { adapter } = setup({ local: { accessThrows: true }, session: { missing: true } });
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('cookie');
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
  });

  it('survives a local store getter that throws (storage blocked)', () => {
    const adapter = createStorage({
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      session: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      cookies: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      events: new EventTarget(),
      prompt: () => {},
    });
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('manual');
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
  });

  it('writes the slider backup (localStorage) and emergency (sessionStorage) copies', () => {
    const { adapter, raw } = setup();
    adapter.setItem(STORAGE_KEYS.sliderItems, SAMPLE_SLIDER_ITEMS);
    expect(raw.local.getItem('elifehome_slider_items_backup')).not.toBeNull();
    expect(raw.session.getItem('elifehome_slider_items_emergency')).not.toBeNull();
  });

  it('dispatches a storage event and a data-updated event on every save and removal', () => {
    const { adapter, events } = setup();
    const seen: string[] = [];
    events.addEventListener('storage', (e) => seen.push(`storage:${(e as StorageEvent).key}`));
    events.addEventListener(DATA_UPDATED_EVENT, (e) =>
      seen.push(`updated:${(e as CustomEvent<{ key: string }>).detail.key}`),
    );
    adapter.setItem(STORAGE_KEYS.cart, []);
    adapter.removeItem(STORAGE_KEYS.cart);
    expect(seen).toEqual([
      'storage:elifehome_cart',
      'updated:elifehome_cart',
      'storage:elifehome_cart',
      'updated:elifehome_cart',
    ]);
  });
});

describe('data-loss traps', () => {
  it('an older copy left in localStorage does not shadow a newer value saved to the cookie', () => {
    let clock = 1_000;
    const { adapter, raw } = setup({}, () => clock);
    adapter.setItem(STORAGE_KEYS.cart, [cartLine]);
    // localStorage fills up; the next save can only reach the cookie.
    const full = createStorage({
      local: () => ({
        getItem: (k) => raw.local.getItem(k),
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: (k) => raw.local.removeItem(k),
      }),
      session: () => ({
        getItem: (k) => raw.session.getItem(k),
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: (k) => raw.session.removeItem(k),
      }),
      cookies: () => raw.jar,
      events: new EventTarget(),
      prompt: () => {},
      now: () => clock,
    });
    clock = 2_000;
    const newer = [{ ...cartLine, quantity: 5 }];
    expect(full.setItem(STORAGE_KEYS.cart, newer)).toBe('cookie');
    // A fresh page (new adapter, no memory) reads the three stores again.
    const reloaded = reopen(raw);
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
    expect(reloaded.getItem(STORAGE_KEYS.cart)).toMatchObject({ value: newer, source: 'cookie' });
  });

  it('never removes an existing copy when the new value could not be verified anywhere', () => {
    const local = memoryStore({ [STORAGE_KEYS.cart]: JSON.stringify([cartLine]) });
    const failing = {
      getItem: (k: string) => local.getItem(k),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: vi.fn(),
    };
    const adapter = createStorage({
      local: () => failing,
      session: () => undefined,
      cookies: () => ({ read: () => '', write: () => {} }),
      events: new EventTarget(),
      prompt: () => {},
    });
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
    expect(adapter.setItem(STORAGE_KEYS.cart, [])).toBe('manual');
    expect(failing.removeItem).not.toHaveBeenCalled();
    expect(JSON.parse(local.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
  });

  it('removes a stale cookie copy only after the new value is verified in localStorage', () => {
    const { adapter, raw } = setup();
    cookieStore(raw.jar).setItem(STORAGE_KEYS.cart, envelope([cartLine], 1));
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
    expect(adapter.setItem(STORAGE_KEYS.cart, [])).toBe('local');
    expect(raw.jar.read()).toBe('');
    expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([]);
  });
});

describe('read chain', () => {
  it('seeds and saves the default when nothing is stored anywhere', () => {
    const { adapter, raw } = setup();
    const result = adapter.getItem(STORAGE_KEYS.products);
    expect(result.source).toBe('seed');
    expect(result.value).toHaveLength(7);
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.products)!)).toHaveLength(7);
  });

  it('seeds quietly when storage refuses: no prompt, no notice, no cookie, value still served', () => {
    const { adapter, raw, prompt, notices } = setup({
      local: { quotaExceeded: true },
      session: { quotaExceeded: true },
    });
    const result = adapter.getItem(STORAGE_KEYS.cart);
    expect(result).toMatchObject({ value: [], source: 'seed', problem: false });
    expect(adapter.getItem(STORAGE_KEYS.products).value).toHaveLength(7);
    expect(prompt).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
    expect(raw.jar.read()).toBe('');
    // A real save under the same faults still walks the whole chain.
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('cookie');
  });

  it('parses a stored list once, though localStorage and sessionStorage both hold it', () => {
    const { adapter, raw } = setup();
    const text = JSON.stringify([cartLine]);
    raw.local.setItem(STORAGE_KEYS.cart, text);
    raw.session.setItem(STORAGE_KEYS.cart, text);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
      expect(adapter.getItem(STORAGE_KEYS.cart).value).toEqual([cartLine]);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('reads a bare JSON value written by hand (no envelope)', () => {
    const { adapter, raw } = setup();
    raw.local.setItem(STORAGE_KEYS.cart, JSON.stringify([cartLine]));
    expect(adapter.getItem(STORAGE_KEYS.cart)).toMatchObject({
      value: [cartLine],
      source: 'local',
    });
  });

  it('falls through to sessionStorage, then the cookie, when a copy does not parse', () => {
    const { adapter, raw, notices } = setup();
    raw.local.setItem(STORAGE_KEYS.cart, '{not json');
    raw.session.setItem(STORAGE_KEYS.cart, 'also broken');
    cookieStore(raw.jar).setItem(STORAGE_KEYS.cart, JSON.stringify([cartLine]));
    expect(adapter.getItem(STORAGE_KEYS.cart)).toMatchObject({
      value: [cartLine],
      source: 'cookie',
    });
    expect(notices).toEqual([{ type: 'load-problem', key: STORAGE_KEYS.cart }]);
  });

  it('replaces unreadable data with the default, once, and says so once', () => {
    const { adapter, raw, notices } = setup();
    raw.local.setItem(STORAGE_KEYS.products, 'garbage{');
    const result = adapter.getItem(STORAGE_KEYS.products);
    expect(result).toMatchObject({ source: 'fallback', problem: true });
    expect(result.value).toHaveLength(7);
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.products)!)).toHaveLength(7);
    const reloaded = reopen(raw);
    expect(reloaded.getItem(STORAGE_KEYS.products).problem).toBe(false);
    expect(notices).toEqual([{ type: 'load-problem', key: STORAGE_KEYS.products }]);
  });

  it('falls back to the published list when every stored entry is invalid, and stores it', () => {
    const { adapter, raw, notices } = setup();
    adapter.setPublished({ revision: 'r2', values: { [STORAGE_KEYS.products]: SAMPLE_PRODUCTS } });
    raw.local.setItem(STORAGE_KEYS.products, JSON.stringify([{ id: 'x' }, { name: 3 }]));
    const result = adapter.getItem(STORAGE_KEYS.products);
    expect(result).toMatchObject({ source: 'fallback', problem: true });
    expect(result.value).toEqual(SAMPLE_PRODUCTS);
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.products)!)).toEqual(SAMPLE_PRODUCTS);
    expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r2', changed: false });
    expect(notices).toHaveLength(1);
  });

  it('repairs a malformed entry instead of discarding the list, and reports it once', () => {
    const { adapter, raw, notices } = setup();
    const broken = [
      ...SAMPLE_PRODUCTS.slice(0, 2),
      { id: 50, name: 'String price', category: 'decor', price: '42.50', images: [] },
      { id: 'x', name: 42 },
    ];
    raw.local.setItem(STORAGE_KEYS.products, JSON.stringify(broken));
    const first = adapter.getItem(STORAGE_KEYS.products);
    expect(first.problem).toBe(true);
    expect(first.value.map((p) => p.id)).toEqual([1, 2, 50]);
    expect(first.value[2]!.price).toBe(42.5);
    adapter.getItem(STORAGE_KEYS.products);
    expect(notices.filter((n) => n.type === 'load-problem')).toHaveLength(1);
    // The repaired list is stored, so the next load finds nothing to repair.
    const stored = JSON.parse(raw.local.getItem(STORAGE_KEYS.products)!) as { id: number }[];
    expect(stored.map((p) => p.id)).toEqual([1, 2, 50]);
  });

  it('uses the slider backup copy, then the four fallback slides, when the main copy is unusable', () => {
    const { adapter, raw } = setup();
    raw.local.setItem(STORAGE_KEYS.sliderItems, '"not a list"');
    raw.local.setItem('elifehome_slider_items_backup', JSON.stringify(SAMPLE_SLIDER_ITEMS));
    expect(adapter.getItem(STORAGE_KEYS.sliderItems).value).toEqual(SAMPLE_SLIDER_ITEMS);

    const second = setup();
    second.raw.local.setItem(STORAGE_KEYS.sliderItems, '{broken');
    const result = second.adapter.getItem(STORAGE_KEYS.sliderItems);
    expect(result.value).toEqual(FALLBACK_SLIDER_ITEMS);
    expect(result.value).toHaveLength(4);
    expect(result.value.every((s) => s.buttonLink === '/')).toBe(true);
  });

  it('reads through garbage-returning stores without throwing', () => {
    const { adapter } = setup({ local: { garbage: '\u0000\u0001' }, session: { garbage: '[' } });
    expect(() => adapter.getItem(STORAGE_KEYS.categories)).not.toThrow();
    expect(adapter.getItem(STORAGE_KEYS.categories).value[0]!.id).toBe('all');
  });

  it('returns the cached parse when the stored text has not changed', () => {
    const { adapter } = setup();
    const a = adapter.getItem(STORAGE_KEYS.products).value;
    const b = adapter.getItem(STORAGE_KEYS.products).value;
    expect(b).toBe(a);
  });

  it('exposes the read-only admin credentials entry without applying it', () => {
    const { adapter, raw } = setup();
    raw.local.setItem('elifehome_admin_credentials', '{"username":"x","password":"y"}');
    expect(adapter.peekRaw('elifehome_admin_credentials')).toContain('username');
  });
});

describe('subscriptions', () => {
  it('calls back for its own key on a same-tab save, once, and not for other keys', () => {
    const { adapter } = setup();
    const listener = vi.fn();
    const unsubscribe = adapter.subscribe(STORAGE_KEYS.cart, listener);
    adapter.setItem(STORAGE_KEYS.cart, [cartLine]);
    adapter.setItem(STORAGE_KEYS.products, SAMPLE_PRODUCTS);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    adapter.setItem(STORAGE_KEYS.cart, []);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls back on a storage event from another tab', () => {
    const { adapter, events } = setup();
    const listener = vi.fn();
    adapter.subscribe(STORAGE_KEYS.sliderItems, listener);
    events.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.sliderItems }));
    events.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('buffers notices raised before anyone listens', () => {
    const stores = faultyStores({});
    const adapter = createStorage({ ...stores, events: new EventTarget(), prompt: () => {} });
    stores.raw.local.setItem(STORAGE_KEYS.cart, '{');
    adapter.getItem(STORAGE_KEYS.cart);
    const heard: StorageNotice[] = [];
    adapter.onNotice((n) => heard.push(n));
    expect(heard).toEqual([{ type: 'load-problem', key: STORAGE_KEYS.cart }]);
  });
});

describe('working copy', () => {
  it('marks a seed with the published revision, and an edit as changed on that base', () => {
    const { adapter } = setup();
    adapter.setPublished({
      revision: 'r1',
      values: { [STORAGE_KEYS.products]: [SAMPLE_PRODUCTS[0]!] },
    });
    expect(adapter.getMark(STORAGE_KEYS.products)).toBeUndefined();
    expect(adapter.getItem(STORAGE_KEYS.products)).toMatchObject({ source: 'seed' });
    expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r1', changed: false });
    adapter.setItem(STORAGE_KEYS.products, SAMPLE_PRODUCTS);
    expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r1', changed: true });
    adapter.setItem(STORAGE_KEYS.products, SAMPLE_PRODUCTS, { mark: { revision: 'r2' } });
    expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r2', changed: false });
  });

  it('a repaired copy no longer passes for the revision it came from; a repaired draft stays one', () => {
    const broken = JSON.stringify([...SAMPLE_PRODUCTS.slice(0, 2), { id: 'x', name: 42 }]);
    const cases = [
      [false, { revision: null, changed: false }],
      [true, { revision: 'r1', changed: true }],
    ] as const;
    for (const [changed, repaired] of cases) {
      const { adapter, raw } = setup();
      raw.local.setItem(STORAGE_KEYS.products, broken);
      const mark = { savedAt: 1, revision: 'r1', changed, sum: fingerprint(broken) };
      raw.local.setItem(META_KEY, JSON.stringify({ [STORAGE_KEYS.products]: mark }));
      expect(adapter.getMark(STORAGE_KEYS.products)).toEqual({ revision: 'r1', changed });
      expect(adapter.getItem(STORAGE_KEYS.products).problem).toBe(true);
      expect(adapter.getMark(STORAGE_KEYS.products)).toEqual(repaired);
    }
  });

  it('marks the fallback slides as a copy of no revision, which the published slides replace', () => {
    const { adapter, raw } = setup();
    raw.local.setItem(STORAGE_KEYS.sliderItems, '{broken');
    expect(adapter.getItem(STORAGE_KEYS.sliderItems).value).toEqual(FALLBACK_SLIDER_ITEMS);
    expect(adapter.getMark(STORAGE_KEYS.sliderItems)).toEqual({ revision: null, changed: false });
  });

  it('reports data written by hand as carrying no mark', () => {
    const { adapter, raw } = setup();
    raw.local.setItem(STORAGE_KEYS.products, JSON.stringify(SAMPLE_PRODUCTS));
    expect(adapter.getMark(STORAGE_KEYS.products)).toBeNull();
  });

  it("keeps the revision the cart was priced against through the visitor's own changes", () => {
    const { adapter } = setup();
    adapter.setItem(STORAGE_KEYS.cart, [cartLine]);
    expect(adapter.getMark(STORAGE_KEYS.cart)).toBeNull();
    adapter.setItem(STORAGE_KEYS.cart, [cartLine], { mark: { revision: 'r3' } });
    adapter.setItem(STORAGE_KEYS.cart, [{ ...cartLine, quantity: 4 }]);
    expect(adapter.getMark(STORAGE_KEYS.cart)).toEqual({ revision: 'r3', changed: false });
  });

  it("rewrites an earlier version's wrapped value as the plain value, keeping its data", () => {
    const { adapter, raw, notices } = setup();
    raw.local.setItem(STORAGE_KEYS.cart, envelope([cartLine], 5));
    raw.session.setItem(STORAGE_KEYS.cart, envelope([cartLine], 5));
    expect(adapter.getItem(STORAGE_KEYS.cart)).toMatchObject({ value: [cartLine], problem: false });
    expect(JSON.parse(raw.local.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
    expect(JSON.parse(raw.session.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
    expect(notices).toEqual([]);
  });

  it('keeps the newer of a wrapped copy and a plain copy, by their save times', () => {
    const { adapter, raw } = setup({}, () => 10);
    adapter.setItem(STORAGE_KEYS.cart, [{ ...cartLine, quantity: 9 }]);
    raw.session.setItem(STORAGE_KEYS.cart, envelope([cartLine], 5));
    expect(adapter.getItem(STORAGE_KEYS.cart).value[0]!.quantity).toBe(9);
  });
});

describe('data written by someone else', () => {
  const GALLERY = STORAGE_KEYS.gallery;

  /** A gallery of `count` uploads of `size` characters each (about count * size bytes of text). */
  function uploads(count: number, size: number, seed = 0): string[] {
    return Array.from({ length: count }, (_, i) => {
      const body = String.fromCharCode(65 + ((i + seed) % 26)).repeat(size);
      return `data:image/webp;base64,${body}`;
    });
  }

  it('a 4.5 MB gallery written into localStorage shows on reload over the older session copy', () => {
    const { adapter, raw } = setup();
    // This tab's copies: the seeded gallery and one upload, in local and session storage.
    const eight = [uploads(1, 100, 9)[0]!, ...adapter.getItem(GALLERY).value];
    adapter.setItem(GALLERY, eight);
    expect(raw.session.getItem(GALLERY)).toBe(raw.local.getItem(GALLERY));
    // Someone writes 26 entries (4.5 MB) into localStorage: its record still describes the 8.
    const written = uploads(26, 174_000);
    raw.local.setItem(GALLERY, JSON.stringify(written));
    expect(raw.local.getItem(GALLERY)!.length).toBeGreaterThan(4_500_000);
    const page = reopen(raw);
    expect(page.getItem(GALLERY).value).toEqual(written);
    // Data nobody here saved carries no revision: a newer published revision never replaces it.
    expect(page.getMark(GALLERY)).toBeNull();
  });

  it('also when localStorage was cleared first, so nothing records what it holds', () => {
    const { adapter, raw } = setup();
    adapter.setItem(GALLERY, uploads(8, 50));
    // localStorage.clear(): every key, its record included.
    for (const key of [GALLERY, META_KEY, ...CATALOGUE_KEYS]) raw.local.removeItem(key);
    const written = uploads(26, 1000, 3);
    raw.local.setItem(GALLERY, JSON.stringify(written));
    expect(reopen(raw).getItem(GALLERY).value).toEqual(written);
  });

  it('and in the same page, without a reload', () => {
    const { adapter, raw } = setup();
    adapter.setItem(GALLERY, uploads(8, 50));
    const written = uploads(26, 1000, 3);
    raw.local.setItem(GALLERY, JSON.stringify(written));
    expect(adapter.getItem(GALLERY).value).toEqual(written);
  });
});

describe('adapters', () => {
  it('the memory adapter starts from its seed and fills the rest from the published sample', () => {
    const adapter = sampleStorage({ [STORAGE_KEYS.products]: [] });
    expect(adapter.getItem(STORAGE_KEYS.products).value).toEqual([]);
    expect(adapter.getItem(STORAGE_KEYS.categories).value.length).toBeGreaterThan(1);
  });

  it('the fault-injecting adapter records what it had to prompt', () => {
    const { adapter, prompts } = createFaultyStorage({
      local: { quotaExceeded: true },
      session: { missing: true },
      cookiesOff: true,
    });
    expect(adapter.setItem(STORAGE_KEYS.auth, { isAuthenticated: true, isAdmin: true })).toBe(
      'manual',
    );
    expect(prompts).toHaveLength(1);
  });

  it('the browser adapter uses the real stores and seeds every key on first read', () => {
    const adapter = createBrowserStorage();
    adapter.setPublished(samplePublished());
    for (const key of CATALOGUE_KEYS) adapter.getItem(key);
    for (const key of CATALOGUE_KEYS) expect(localStorage.getItem(key)).not.toBeNull();
    expect(adapter.setItem(STORAGE_KEYS.cart, [cartLine])).toBe('local');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([cartLine]);
  });

  it('stores no catalogue entity before the published revision is known, so no empty draft hides it', () => {
    localStorage.clear();
    const adapter = createBrowserStorage();
    expect(adapter.getItem(STORAGE_KEYS.products)).toMatchObject({ value: [], source: 'seed' });
    expect(localStorage.getItem(STORAGE_KEYS.products)).toBeNull();
    expect(adapter.getMark(STORAGE_KEYS.products)).toBeUndefined();
    adapter.getItem(STORAGE_KEYS.cart);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });
});
