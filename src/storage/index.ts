import { createStorage, type PublishedCatalogue, type StorageAdapter } from './adapter';
import { faultyStores, type FaultPlan } from './faults';
import type { StorageKey } from './keys';
import { browserStores, memoryCookieJar, memoryStore } from './stores';

export * from './adapter';
export * from './keys';
export type { StoredValues } from './schemas';
export type { FaultPlan, StorageFaults } from './faults';

function browserPrompt(message: string, data: string) {
  if (typeof window !== 'undefined' && typeof window.prompt === 'function') {
    window.prompt(message, data);
  }
}

/**
 * The app's adapter: the real browser stores and window events. Outside a browser (the build
 * prerendering pages) there is no window; stores then resolve to nothing and events go nowhere.
 */
export function createBrowserStorage(): StorageAdapter {
  return createStorage({
    local: browserStores.local,
    session: browserStores.session,
    cookies: browserStores.cookies,
    events: typeof window === 'undefined' ? new EventTarget() : window,
    prompt: browserPrompt,
  });
}

let browserStorage: StorageAdapter | undefined;

/** One browser adapter per page, created on first use. */
export function getBrowserStorage(): StorageAdapter {
  browserStorage ??= createBrowserStorage();
  return browserStorage;
}

/**
 * An adapter over memory, seeded with raw values per key (stories and unit tests); keys left
 * out seed from `published` when given, as a browser's first load does.
 */
export function createMemoryStorage(
  seed: Partial<Record<StorageKey, unknown>> = {},
  options: {
    events?: EventTarget;
    prompt?: (message: string, data: string) => void;
    published?: PublishedCatalogue;
  } = {},
): StorageAdapter {
  const local = memoryStore(
    Object.fromEntries(Object.entries(seed).map(([k, v]) => [k, JSON.stringify(v)])),
  );
  const session = memoryStore();
  const jar = memoryCookieJar();
  const adapter = createStorage({
    local: () => local,
    session: () => session,
    cookies: () => jar,
    events: options.events ?? new EventTarget(),
    prompt: options.prompt ?? (() => undefined),
  });
  adapter.setPublished(options.published);
  return adapter;
}

/** An adapter whose stores fail as planned (reliability tests). */
export function createFaultyStorage(plan: FaultPlan, events: EventTarget = new EventTarget()) {
  const stores = faultyStores(plan);
  const prompts: string[] = [];
  const adapter = createStorage({
    local: stores.local,
    session: stores.session,
    cookies: stores.cookies,
    events,
    prompt: (_message, data) => void prompts.push(data),
  });
  return { adapter, raw: stores.raw, prompts };
}
