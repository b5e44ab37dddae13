import {
  CATALOGUE_KEYS,
  DISPOSABLE_KEYS,
  DATA_UPDATED_EVENT,
  META_KEY,
  STORAGE_KEYS,
  type StorageKey,
} from './keys';
import { fingerprint } from '@/domain/fingerprint';
import { SCHEMAS, type StoredValues } from './schemas';

export { fingerprint };
import { cookieStore, type CookieJar, type StringStore } from './stores';

/** Where a write ended up: the write chain's stores, in order. */
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

/**
 * How a stored catalogue entity relates to the published catalogue: the revision it was seeded
 * from (null when unknown) and whether it was changed in this browser since.
 */
export interface WorkingCopyMark {
  revision: string | null;
  changed: boolean;
}

/** The published catalogue a first load seeds from, and unusable data falls back to. */
export interface PublishedCatalogue {
  revision: string;
  values: { [K in StorageKey]?: StoredValues[K] };
  /** The slides shown when this browser's slides cannot be read (the published ones else). */
  fallbackSliderItems?: StoredValues['elifehome_slider_items'] | undefined;
}

/** The one interface every layer above storage uses. */
export interface StorageAdapter {
  /** The read chain: newest usable copy, else the published (or built-in) default, saved. */
  getItem<K extends StorageKey>(key: K): ReadResult<StoredValues[K]>;
  /**
   * The write chain: local + session (verified), cookie (verified), then manual copy.
   * A quiet write (data the app can rebuild: the gallery, a seed) stops after local + session:
   * no cookie space, no prompt, no notice.
   */
  setItem<K extends StorageKey>(
    key: K,
    value: StoredValues[K],
    options?: WriteOptions,
  ): WriteTarget;
  removeItem(key: StorageKey): void;
  /**
   * A catalogue key's working-copy mark: undefined when nothing is stored, null when the stored
   * value carries no mark (written by hand, or by an older version of the app).
   */
  getMark(key: StorageKey): WorkingCopyMark | null | undefined;
  /** True when some stored copy of the key can be used as it is or repaired; reads only. */
  isUsable(key: StorageKey): boolean;
  /** Sets the published catalogue that seeds and backs up the catalogue keys. */
  setPublished(published: PublishedCatalogue | undefined): void;
  /** Calls back when the key changes here, in another tab, or through an in-app update. */
  subscribe(key: StorageKey, listener: () => void): () => void;
  /** Load problems (reported once per key) and session-only saves, buffered until heard. */
  onNotice(listener: (notice: StorageNotice) => void): () => void;
  /** A raw read of a key outside the schemas (the read-only admin credentials entry). */
  peekRaw(key: string): string | null;
}

export interface WriteOptions {
  quiet?: boolean;
  /**
   * What the write means for a catalogue key's mark: an edit in this browser (the default), the
   * same data written again (`keep`: the mark stays as it was), a repaired value or a stand-in
   * for one that could not be read (`repair`), or a copy of a published revision.
   */
  mark?: 'edit' | 'keep' | 'repair' | { revision: string | null };
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

/** The manual-copy prompt, in Chinese (docs/requirements.md#persistence). */
export const MANUAL_COPY_PROMPT =
  '浏览器存储不可用，数据无法保存。请复制下面的 JSON 数据并妥善保存：';

/** One key's entry in a store's metadata. */
interface KeyMeta {
  savedAt: number;
  revision?: string | null;
  changed?: boolean;
  /** The fingerprint of the text saved: a copy that differs was written by someone else. */
  sum?: string;
}

type StoreName = 'local' | 'session' | 'cookie';

interface Candidate {
  source: Exclude<ReadSource, 'seed' | 'fallback'>;
  savedAt: number;
  text: string;
  data: unknown;
  meta: KeyMeta | undefined;
  /** Written by an earlier version, wrapped with its save time: rewritten plain when read. */
  wrapped: boolean;
}

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads stored text: the plain value, or the earlier versions' `{ elifehome: 1, savedAt, data }`. */
function parseStored(text: string): { data: unknown; savedAt?: number } | undefined {
  const parsed = attempt(() => JSON.parse(text) as unknown);
  if (parsed === undefined) return undefined;
  if (
    isRecord(parsed) &&
    parsed.elifehome === 1 &&
    typeof parsed.savedAt === 'number' &&
    'data' in parsed
  ) {
    return { data: parsed.data, savedAt: parsed.savedAt };
  }
  return { data: parsed };
}

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The storage adapter (docs/architecture.md#storage-adapter). Each key holds its value as plain
 * JSON; `elifehome_meta` in each store records when each copy was saved and, for catalogue keys,
 * which published revision it came from and whether it changed here since. Two ways of losing data
 * are designed out: the newest usable copy wins, so an older copy left in localStorage cannot
 * shadow a newer cookie; and no copy is removed until the new value has been read back from
 * somewhere.
 */
export function createStorage(options: StorageOptions): StorageAdapter {
  const now = options.now ?? Date.now;
  let lastStamp = 0;
  let published: PublishedCatalogue | undefined;
  /** This session's copy of every write, so nothing is lost when every store refuses. */
  const memory = new Map<string, { savedAt: number; text: string; meta: KeyMeta }>();
  // The last text parsed and normalised per key, and its fingerprint: localStorage,
  // sessionStorage and memory usually hold the same text, and a 5,000-product list is worth
  // parsing (and hashing) once.
  const parsedCache = new Map<
    string,
    { text: string; parsed: ReturnType<typeof parseStored>; sum?: string }
  >();
  const normalizedCache = new Map<string, { text: string; value: unknown; problem: boolean }>();
  const metaCache = new Map<StoreName, { text: string | null; meta: Record<string, KeyMeta> }>();
  const reported = new Set<string>();
  const pending: StorageNotice[] = [];
  const noticeListeners = new Set<(notice: StorageNotice) => void>();
  const ownEvents = new WeakSet<Event>();
  // Set while a read stores what it returns (a repair, or an earlier version's value rewritten
  // plain): the value is what every reader already sees, so nobody is told it changed.
  let silent = false;

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

  /**
   * Writes and reads back; true only when the store returns exactly what was written. A store too
   * full for it gives up what it holds under `DISPOSABLE_KEYS` (copies the app can make again),
   * and the write is tried once more.
   */
  const writeVerified = (store: StringStore | undefined, key: string, text: string) => {
    if (!store) return false;
    const write = () =>
      attempt(() => {
        store.setItem(key, text);
        return store.getItem(key) === text;
      }) === true;
    if (write()) return true;
    const room = DISPOSABLE_KEYS.filter((disposable) => readText(store, disposable) !== null);
    for (const disposable of room) attempt(() => store.removeItem(disposable));
    return room.length > 0 && write();
  };

  const readMeta = (name: StoreName, store: StringStore | undefined) => {
    const text = readText(store, META_KEY);
    const cached = metaCache.get(name);
    if (cached && cached.text === text) return cached.meta;
    const parsed = text === null ? undefined : attempt(() => JSON.parse(text) as unknown);
    const meta: Record<string, KeyMeta> = {};
    if (isRecord(parsed)) {
      for (const [key, entry] of Object.entries(parsed)) {
        if (isRecord(entry) && typeof entry.savedAt === 'number') {
          meta[key] = {
            savedAt: entry.savedAt,
            ...(typeof entry.revision === 'string' || entry.revision === null
              ? { revision: entry.revision }
              : {}),
            ...(typeof entry.changed === 'boolean' ? { changed: entry.changed } : {}),
            sum: entry.sum as string | undefined,
          };
        }
      }
    }
    metaCache.set(name, { text, meta });
    return meta;
  };

  /** Records (or, with undefined, forgets) a key's metadata in one store. */
  const writeMeta = (
    name: StoreName,
    store: StringStore | undefined,
    key: string,
    entry: KeyMeta | undefined,
  ) => {
    if (!store) return;
    const next = { ...readMeta(name, store) };
    if (entry) next[key] = entry;
    else delete next[key];
    if (Object.keys(next).length === 0) attempt(() => store.removeItem(META_KEY));
    else writeVerified(store, META_KEY, JSON.stringify(next));
  };

  const parseCached = (key: string, text: string) => {
    const hit = parsedCache.get(key);
    if (hit && hit.text === text) return hit.parsed;
    const parsed = parseStored(text);
    parsedCache.set(key, { text, parsed });
    return parsed;
  };

  const announce = (key: string, newValue: string | null) => {
    if (silent) return;
    const storageEvent = attempt(() => new StorageEvent('storage', { key, newValue }));
    const event = storageEvent ?? new Event('storage');
    ownEvents.add(event);
    options.events.dispatchEvent(event);
    options.events.dispatchEvent(new CustomEvent(DATA_UPDATED_EVENT, { detail: { key } }));
  };

  const sumOf = (key: string, text: string) => {
    const hit = parsedCache.get(key);
    return hit?.text === text ? (hit.sum ??= fingerprint(text)) : fingerprint(text);
  };

  const collect = (key: string): { candidates: Candidate[]; unreadable: boolean } => {
    const all = stores();
    const candidates: Candidate[] = [];
    let unreadable = false;
    for (const name of ['local', 'session', 'cookie'] as const) {
      const store = all[name];
      const text = readText(store, key);
      if (text === null) continue;
      const parsed = parseCached(key, text);
      if (!parsed) {
        unreadable = true;
        continue;
      }
      const recorded = readMeta(name, store)[key];
      const wrapped = parsed.savedAt !== undefined;
      // A copy the record does not describe (or one without any record) was written by someone
      // else after the adapter last saved there: it counts as the newest copy, and as data
      // without a revision mark (docs/decisions.md#d25-newest-copy-wins).
      const foreign = !wrapped && (recorded?.sum ? sumOf(key, text) !== recorded.sum : !recorded);
      candidates.push({
        source: name,
        // Later than any save time the adapter gives.
        savedAt: foreign ? Infinity : (parsed.savedAt ?? recorded?.savedAt ?? 0),
        text,
        data: parsed.data,
        meta: foreign ? undefined : recorded,
        wrapped,
      });
    }
    const held = memory.get(key);
    if (held) {
      const parsed = parseCached(key, held.text);
      if (parsed) {
        candidates.push({
          source: 'memory',
          savedAt: held.savedAt,
          text: held.text,
          data: parsed.data,
          meta: held.meta,
          wrapped: false,
        });
      }
    }
    // Newest first; equal ages keep the chain's order (local, session, cookie, memory).
    candidates.sort((a, b) => b.savedAt - a.savedAt);
    return { candidates, unreadable };
  };

  const normalizeCached = <K extends StorageKey>(key: K, candidate: Candidate) => {
    const cached = normalizedCache.get(key);
    if (cached && cached.text === candidate.text) {
      return { value: cached.value as StoredValues[K], problem: cached.problem };
    }
    const result = attempt(() => SCHEMAS[key].normalize(candidate.data, published?.values[key]));
    if (!result) return undefined;
    // A list that held entries but kept none is as good as unreadable.
    const emptied =
      Array.isArray(result.value) &&
      result.value.length === 0 &&
      Array.isArray(candidate.data) &&
      candidate.data.length > 0;
    if (emptied) return undefined;
    normalizedCache.set(key, {
      text: candidate.text,
      value: result.value,
      problem: result.repaired,
    });
    return { value: result.value as StoredValues[K], problem: result.repaired };
  };

  /** What a key holds when nothing usable is stored: the published value, or the built-in one. */
  const defaultOf = <K extends StorageKey>(key: K): StoredValues[K] => {
    const value = published?.values[key];
    return value !== undefined ? clone(value as StoredValues[K]) : SCHEMAS[key].seed();
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
      const parsed = parseStored(text);
      if (!parsed) continue;
      const result = attempt(() => SCHEMAS[key].normalize(parsed.data, published?.values[key]));
      if (result && (!Array.isArray(result.value) || result.value.length > 0)) {
        return result.value as StoredValues[K];
      }
    }
    return undefined;
  };

  const markFor = (key: StorageKey, mark: WriteOptions['mark'] = 'edit'): KeyMeta => {
    const savedAt = stamp();
    if (typeof mark === 'object') return { savedAt, revision: mark.revision, changed: false };
    const previous = collect(key).candidates[0]?.meta;
    if (!CATALOGUE_KEYS.includes(key)) {
      // The cart remembers the revision it was priced against; its own edits change nothing.
      return previous?.revision
        ? { savedAt, revision: previous.revision, changed: false }
        : { savedAt };
    }
    if (mark === 'edit') return { savedAt, revision: previous?.revision ?? null, changed: true };
    if (previous?.revision === undefined) return { savedAt };
    // A repair is not the revision the copy came from. A draft stays a draft; an untouched copy
    // is marked as of no revision, so the published one replaces it (and no page made from the
    // published one is adopted over it meanwhile).
    if (mark === 'repair' && !previous.changed) return { savedAt, revision: null, changed: false };
    return { savedAt, revision: previous.revision, changed: previous.changed ?? false };
  };

  const rewrite = <K extends StorageKey>(
    key: K,
    value: StoredValues[K],
    writeOptions: WriteOptions,
  ) => {
    silent = true;
    try {
      write(key, value, { ...writeOptions, quiet: true });
    } finally {
      silent = false;
    }
  };

  const write = <K extends StorageKey>(
    key: K,
    value: StoredValues[K],
    { quiet = false, mark }: WriteOptions = {},
  ): WriteTarget => {
    const text = JSON.stringify(value);
    const meta = { ...markFor(key, mark), sum: fingerprint(text) };
    memory.set(key, { savedAt: meta.savedAt, text, meta });
    normalizedCache.set(key, { text, value, problem: false });
    parsedCache.set(key, { text, parsed: { data: value }, sum: meta.sum });
    const { local, session, cookie } = stores();

    const savedLocally = writeVerified(local, key, text);
    const savedInSession = writeVerified(session, key, text);
    if (savedLocally) writeMeta('local', local, key, meta);
    if (savedInSession) writeMeta('session', session, key, meta);
    const backups = SCHEMAS[key].backups;
    if (backups?.local) writeVerified(local, backups.local, text);
    if (backups?.session) writeVerified(session, backups.session, text);

    let target: WriteTarget;
    if (savedLocally) {
      target = 'local';
      // The new value is verified in localStorage: an older cookie copy is now only clutter.
      if (cookie && readText(cookie, key) !== null) {
        attempt(() => cookie.removeItem(key));
        writeMeta('cookie', cookie, key, undefined);
      }
    } else if (quiet) {
      return 'manual';
    } else if (writeVerified(cookie, key, text)) {
      target = 'cookie';
      writeMeta('cookie', cookie, key, meta);
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
        if (candidate.source !== 'memory' && (candidate.wrapped || result.problem)) {
          // Rewritten plain (an earlier version's wrapped value) or repaired, once, so the
          // problem is not met again on the next load.
          rewrite(key, result.value, { mark: result.problem ? 'repair' : 'keep' });
        }
        return { value: result.value, source: candidate.source, problem };
      }
      if (problem) {
        // Stored data exists but none of it is usable: use the backup copy or the default,
        // store it in place of what could not be read, and say so once.
        notify({ type: 'load-problem', key });
        const backup = readBackups(key);
        const slides =
          key === STORAGE_KEYS.sliderItems ? published?.fallbackSliderItems : undefined;
        const value = backup ?? (slides ? (clone(slides) as StoredValues[K]) : defaultOf(key));
        // Only the published value itself is that revision's copy. The fallback slides are an
        // untouched copy of no revision, which the published slides replace on a later load; the
        // backup copy (or a built-in default) stands in for what was there.
        let mark: WriteOptions['mark'] = 'repair';
        if (backup === undefined && slides) mark = { revision: null };
        else if (backup === undefined && published?.values[key] !== undefined) {
          mark = { revision: published.revision };
        }
        rewrite(key, value, { mark });
        return { value, source: 'fallback', problem: true };
      }
      // Nothing stored anywhere: the default is saved and used. The default is published
      // or built in: when storage refuses it, nobody needs to be asked.
      const value = defaultOf(key);
      const fromPublished = published?.values[key] !== undefined;
      // A catalogue entity is stored only as the published revision's copy: an empty stand-in
      // stored here would count as the owner's draft and hide the published one for good.
      if (CATALOGUE_KEYS.includes(key) && !fromPublished) {
        return { value, source: 'seed', problem: false };
      }
      write(key, value, {
        quiet: true,
        ...(fromPublished && published ? { mark: { revision: published.revision } } : {}),
      });
      return { value, source: 'seed', problem: false };
    },

    setItem: write,

    removeItem(key) {
      const { local, session, cookie } = stores();
      memory.delete(key);
      parsedCache.delete(key);
      normalizedCache.delete(key);
      for (const [name, store] of [
        ['local', local],
        ['session', session],
        ['cookie', cookie],
      ] as const) {
        if (!store) continue;
        attempt(() => store.removeItem(key));
        writeMeta(name, store, key, undefined);
      }
      announce(key, null);
    },

    getMark(key) {
      const freshest = collect(key).candidates[0];
      if (!freshest) return undefined;
      const meta = freshest.meta;
      if (!meta || meta.revision === undefined) return null;
      return { revision: meta.revision, changed: meta.changed ?? false };
    },

    isUsable(key) {
      return collect(key).candidates.some((candidate) => normalizeCached(key, candidate));
    },

    setPublished(next) {
      published = next;
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
