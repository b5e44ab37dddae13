/**
 * The three places a value can live (docs/requirements.md#persistence), each behind the same tiny
 * interface.
 */
export interface StringStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** document.cookie, abstracted so tests can switch cookies off or make them throw. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A cookie holds about 4 KB; larger values skip the cookie store. */
export const COOKIE_MAX_BYTES = 3900;

/** A StringStore over cookies: 30 days, path /, SameSite=Lax. */
export function cookieStore(jar: CookieJar): StringStore {
  return {
    getItem(key) {
      const prefix = `${encodeURIComponent(key)}=`;
      for (const part of jar.read().split(';')) {
        const item = part.trim();
        if (item.startsWith(prefix)) {
          try {
            return decodeURIComponent(item.slice(prefix.length));
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    setItem(key, value) {
      const encoded = encodeURIComponent(value);
      if (encoded.length + key.length > COOKIE_MAX_BYTES) {
        throw new RangeError(`Value for ${key} is too large for a cookie`);
      }
      jar.write(
        `${encodeURIComponent(key)}=${encoded}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`,
      );
    },
    removeItem(key) {
      jar.write(`${encodeURIComponent(key)}=; max-age=0; path=/; SameSite=Lax`);
    },
  };
}

/** A StringStore kept in a Map: stories, unit tests, and the fault injector's base. */
export function memoryStore(
  initial?: Record<string, string>,
): StringStore & { dump(): Record<string, string> } {
  const map = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/** A CookieJar kept in memory, honouring max-age=0 as deletion. */
export function memoryCookieJar(): CookieJar {
  const map = new Map<string, string>();
  return {
    read: () => [...map].map(([k, v]) => `${k}=${v}`).join('; '),
    write(cookie) {
      const [pair = '', ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (attrs.some((a) => a.trim() === 'max-age=0')) map.delete(name);
      else map.set(name, value);
    },
  };
}

/**
 * `document.cookie` as this task last read it. Each read is a blocking round trip to the browser
 * process, and start-up asks for it once for every key and every store's marks it looks at: about
 * 30 reads on a returning visit, which took 19 to 56 ms at 4x CPU and up to 15 ms for one read while
 * the browser was busy (docs/decisions.md#d74-cookies-are-read-once-a-task). The text is kept until
 * the task's microtasks have run, so a write here, or another tab's, shows from the next task on;
 * a write here drops it at once, so the adapter's read-back sees the write.
 */
let cookiesThisTask: string | undefined;

function readCookies(): string {
  if (cookiesThisTask === undefined) {
    cookiesThisTask = document.cookie;
    queueMicrotask(() => (cookiesThisTask = undefined));
  }
  return cookiesThisTask;
}

/** The browser's own stores, resolved lazily: merely touching `localStorage` may throw. */
export const browserStores = {
  local(): StringStore | undefined {
    try {
      return window.localStorage ?? undefined;
    } catch {
      return undefined;
    }
  },
  session(): StringStore | undefined {
    try {
      return window.sessionStorage ?? undefined;
    } catch {
      return undefined;
    }
  },
  cookies(): CookieJar {
    return {
      read: readCookies,
      write: (cookie) => {
        cookiesThisTask = undefined;
        document.cookie = cookie;
      },
    };
  },
};
