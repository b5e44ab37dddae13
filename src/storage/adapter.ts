import { DATA_UPDATED_EVENT, type StorageKey } from './keys';
import { SCHEMAS, type StoredValues } from './schemas';
import { cookieStore, type CookieJar, type StringStore } from './stores';

/** Where a write ended up: SPEC §4's chain, in order. */
export type WriteTarget = 'local' | 'cookie' | 'manual';

/** Where a read found its value. */
export type ReadSource = 'local' | 'session' | 'cookie' | 'memory' | 'seed' | 'fallback';

export interface ReadResult<T> {
  value: T;
  source: ReadSource;
  /** True when stored data was unreadable or had to be repaired. */
  problem: boolean;
}

export type StorageNotice =
  { type: 'load-problem'; key: StorageKey } | { type: 'session-only'; key: StorageKey };

/** The one interface every layer above storage uses (STYLE.md). */
export interface StorageAdapter {
  /** The read chain: newest usable copy, else the seed (saved) or fallback. */
  getItem<K extends StorageKey>(key: K): ReadResult<StoredValues[K]>;
  /**
   * The write chain: local + session (verified), cookie (verified), then manual copy.
   * A quiet write (data the app can rebuild, such as the image gallery) stops after
   * local + session: no cookie space, no prompt, no notice.
   */
  setItem<K extends StorageKey>(
    key: K,
    value: StoredValues[K],
    options?: WriteOptions,
  ): WriteTarget;
  removeItem(key: StorageKey): void;
  /** Calls back when the key changes here, in another tab, or through an in-app update. */
  subscribe(key: StorageKey, listener: () => void): () => void;
  /** Load problems (reported once per key) and session-only saves, buffered until heard. */
  onNotice(listener: (notice: StorageNotice) => void): () => void;
  /** A raw read of a key outside the schemas (the read-only admin credentials entry). */
  peekRaw(key: string): string | null;
}

export interface WriteOptions {
  quiet?: boolean;
}

export interface StorageOptions {
  local: () => StringStore | undefined;
  session: () => StringStore | undefined;
  cookies: () => CookieJar | undefined;
  /** Where the two update events go: `window` in the app, a private target elsewhere. */
  events: EventTarget;
  /** Shows data that could not be stored so the user can copy it (text in Chinese). */
  prompt: (message: string, data: string) => void;
  now?: () => number;
}

/** The manual-copy prompt of SPEC §4 ("the prompt text is in Chinese"). */
export const MANUAL_COPY_PROMPT =
  '浏览器存储不可用，数据无法保存。请复制下面的 JSON 数据并妥善保存：';

/** Envelope marker: stored values carry the time they were saved, so the newest copy wins. */
const ENVELOPE = 'elifehome';

interface Candidate {
  source: Exclude<ReadSource, 'seed' | 'fallback'>;
  savedAt: number;
  text: string;
  data: unknown;
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function unwrap(text: string): { savedAt: number; data: unknown } | undefined {
  const parsed = attempt(() => JSON.parse(text) as unknown);
  if (parsed === undefined) return undefined;
  if (
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    (parsed as Record<string, unknown>)[ENVELOPE] === 1 &&
    typeof (parsed as Record<string, unknown>).savedAt === 'number' &&
    'data' in parsed
  ) {
    const env = parsed as { savedAt: number; data: unknown };
    return { savedAt: env.savedAt, data: env.data };
  }
  // A bare value (seeded by hand or by an older version) counts as the oldest copy.
  return { savedAt: 0, data: parsed };
}

/**
 * The storage adapter of SPEC §4 and ARCHITECTURE.md. Two ways of losing data are designed out:
 * every copy carries its save time and the newest usable copy wins, so an older copy left in
 * localStorage cannot shadow a newer cookie; and no copy is removed until the new value has been
 * read back from somewhere.
 */
export function createStorage(options: StorageOptions): StorageAdapter {
  const now = options.now ?? Date.now;
  let lastStamp = 0;
  const memory = new Map<string, { savedAt: number; text: string }>();
  const parsedCache = new Map<string, { text: string; value: unknown; problem: boolean }>();
  // The last text parsed per stored key. localStorage, sessionStorage and the in-memory copy
  // usually hold the same text, and every read used to parse each of them again (four full
  // parses of a 5,000-product list before the first render).
  const unwrapCache = new Map<string, { text: string; result: ReturnType<typeof unwrap> }>();
  const unwrapCached = (key: string, text: string) => {
    const hit = unwrapCache.get(key);
    if (hit && hit.text === text) return hit.result;
    const result = unwrap(text);
    unwrapCache.set(key, { text, result });
    return result;
  };
  const reported = new Set<string>();
  const pending: StorageNotice[] = [];
  const noticeListeners = new Set<(notice: StorageNotice) => void>();
  const ownEvents = new WeakSet<Event>();

  const stamp = () => {
    lastStamp = Math.max(now(), lastStamp + 1);
    return lastStamp;
  };

  const notify = (notice: StorageNotice) => {
    if (notice.type === 'load-problem') {
      if (reported.has(notice.key)) return;
      reported.add(notice.key);
    }
    if (noticeListeners.size === 0) pending.push(notice);
    else noticeListeners.forEach((l) => l(notice));
  };

  const stores = () => {
    const jar = attempt(options.cookies);
    return {
      local: attempt(options.local),
      session: attempt(options.session),
      cookie: jar ? cookieStore(jar) : undefined,
    };
  };

  const readText = (store: StringStore | undefined, key: string) =>
    store ? (attempt(() => store.getItem(key)) ?? null) : null;

  /** Writes and reads back; true only when the store returns exactly what was written. */
  const writeVerified = (store: StringStore | undefined, key: string, text: string) => {
    if (!store) return false;
    const ok = attempt(() => {
      store.setItem(key, text);
      return store.getItem(key) === text;
    });
    return ok === true;
  };

  const announce = (key: string, newValue: string | null) => {
    const storageEvent = attempt(() => new StorageEvent('storage', { key, newValue }));
    const event = storageEvent ?? new Event('storage');
    ownEvents.add(event);
    options.events.dispatchEvent(event);
    options.events.dispatchEvent(new CustomEvent(DATA_UPDATED_EVENT, { detail: { key } }));
  };

  const collect = (key: string): { candidates: Candidate[]; unreadable: boolean } => {
    const { local, session, cookie } = stores();
    const candidates: Candidate[] = [];
    let unreadable = false;
    const sources = [
      ['local', local],
      ['session', session],
      ['cookie', cookie],
    ] as const;
    for (const [source, store] of sources) {
      const text = readText(store, key);
      if (text === null) continue;
      const unwrapped = unwrapCached(key, text);
      if (!unwrapped) {
        unreadable = true;
        continue;
      }
      candidates.push({ source, text, ...unwrapped });
    }
    const held = memory.get(key);
    if (held) {
      const unwrapped = unwrapCached(key, held.text);
      if (unwrapped) candidates.push({ source: 'memory', text: held.text, ...unwrapped });
    }
    // Newest first; equal ages keep SPEC's store order (local, session, cookie, memory).
    candidates.sort((a, b) => b.savedAt - a.savedAt);
    return { candidates, unreadable };
  };

  const normalizeCached = <K extends StorageKey>(key: K, candidate: Candidate) => {
    const cached = parsedCache.get(key);
    if (cached && cached.text === candidate.text) {
      return { value: cached.value as StoredValues[K], problem: cached.problem };
    }
    const result = attempt(() => SCHEMAS[key].normalize(candidate.data));
    if (!result) return undefined;
    parsedCache.set(key, { text: candidate.text, value: result.value, problem: result.repaired });
    return { value: result.value as StoredValues[K], problem: result.repaired };
  };

  const readBackups = <K extends StorageKey>(key: K): StoredValues[K] | undefined => {
    const backups = SCHEMAS[key].backups;
    if (!backups) return undefined;
    const { local, session } = stores();
    const copies = [
      backups.local ? readText(local, backups.local) : null,
      backups.session ? readText(session, backups.session) : null,
    ];
    for (const text of copies) {
      if (text === null) continue;
      const unwrapped = unwrap(text);
      if (!unwrapped) continue;
      const result = attempt(() => SCHEMAS[key].normalize(unwrapped.data));
      if (result && (!Array.isArray(result.value) || result.value.length > 0)) {
        return result.value as StoredValues[K];
      }
    }
    return undefined;
  };

  const write = <K extends StorageKey>(
    key: K,
    value: StoredValues[K],
    { quiet = false }: WriteOptions = {},
  ): WriteTarget => {
    const text = JSON.stringify({ [ENVELOPE]: 1, savedAt: stamp(), data: value });
    memory.set(key, { savedAt: lastStamp, text });
    parsedCache.set(key, { text, value, problem: false });
    unwrapCache.set(key, { text, result: { savedAt: lastStamp, data: value } });
    const { local, session, cookie } = stores();

    const savedLocally = writeVerified(local, key, text);
    writeVerified(session, key, text);
    const backups = SCHEMAS[key].backups;
    if (backups?.local) writeVerified(local, backups.local, text);
    if (backups?.session) writeVerified(session, backups.session, text);

    let target: WriteTarget;
    if (savedLocally) {
      target = 'local';
      // The new value is verified in localStorage: an older cookie copy is now only clutter.
      if (cookie && readText(cookie, key) !== null) attempt(() => cookie.removeItem(key));
    } else if (quiet) {
      return 'manual';
    } else if (writeVerified(cookie, key, text)) {
      target = 'cookie';
    } else {
      target = 'manual';
      attempt(() => options.prompt(MANUAL_COPY_PROMPT, JSON.stringify(value, null, 2)));
      notify({ type: 'session-only', key });
    }
    announce(key, text);
    return target;
  };

  return {
    getItem<K extends StorageKey>(key: K): ReadResult<StoredValues[K]> {
      const schema = SCHEMAS[key];
      const { candidates, unreadable } = collect(key);
      let problem = unreadable;
      for (const candidate of candidates) {
        const result = normalizeCached(key, candidate);
        if (!result) {
          problem = true;
          continue;
        }
        problem = problem || result.problem;
        if (problem) notify({ type: 'load-problem', key });
        return { value: result.value, source: candidate.source, problem };
      }
      if (problem) {
        // Stored data exists but none of it is usable: show the fallback, keep the data
        // untouched (it may be recoverable), and say so once.
        notify({ type: 'load-problem', key });
        const value = readBackups(key) ?? (schema.fallback ?? schema.seed)();
        return { value, source: 'fallback', problem: true };
      }
      // Nothing stored anywhere: SPEC §4 saves the default and uses it.
      const value = schema.seed();
      // The seed lives in the code: when storage refuses it, nobody needs to be asked.
      write(key, value, { quiet: true });
      return { value, source: 'seed', problem: false };
    },

    setItem: write,

    removeItem(key) {
      const { local, session, cookie } = stores();
      memory.delete(key);
      parsedCache.delete(key);
      unwrapCache.delete(key);
      for (const store of [local, session, cookie]) {
        if (store) attempt(() => store.removeItem(key));
      }
      announce(key, null);
    },

    subscribe(key, listener) {
      const onStorage = (event: Event) => {
        if (ownEvents.has(event)) return;
        const changed = (event as StorageEvent).key;
        if (changed === key || changed === null || changed === undefined) listener();
      };
      const onUpdate = (event: Event) => {
        if ((event as CustomEvent<{ key?: string }>).detail?.key === key) listener();
      };
      options.events.addEventListener('storage', onStorage);
      options.events.addEventListener(DATA_UPDATED_EVENT, onUpdate);
      return () => {
        options.events.removeEventListener('storage', onStorage);
        options.events.removeEventListener(DATA_UPDATED_EVENT, onUpdate);
      };
    },

    onNotice(listener) {
      noticeListeners.add(listener);
      pending.splice(0).forEach((n) => listener(n));
      return () => noticeListeners.delete(listener);
    },

    peekRaw(key) {
      const { local, session, cookie } = stores();
      return readText(local, key) ?? readText(session, key) ?? readText(cookie, key);
    },
  };
}
