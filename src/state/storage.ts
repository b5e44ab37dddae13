import { atom, type createStore, type Getter } from 'jotai';
import {
  getBrowserStorage,
  type StorageAdapter,
  type StorageKey,
  type StoredValues,
  type WriteOptions,
  type WriteTarget,
} from '@/storage';

/** The app's one jotai store, as start-up creates it and hands it to the page a visitor lands on. */
export type AppStore = ReturnType<typeof createStore>;

/** The adapter every persisted atom goes through; stories and tests set a memory one per store. */
export const storageAtom = atom<StorageAdapter>(getBrowserStorage());
storageAtom.debugLabel = 'storage';

const UNSET = Symbol('unset');

export interface PersistedAtomOptions<K extends StorageKey> {
  key: K;
  label: string;
}

/**
 * One entity persisted through the adapter. It reads storage when a store first needs it
 * (so the first paint shows stored data), follows changes from other tabs and other screens
 * while mounted, and its write returns where the adapter put the value.
 */
export function persistedAtom<K extends StorageKey>({ key, label }: PersistedAtomOptions<K>) {
  type Value = StoredValues[K];
  const cacheAtom = atom<Value | typeof UNSET>(UNSET);
  cacheAtom.debugLabel = `${label}/cache`;

  // Mounting this atom subscribes to the adapter; its write starts the subscription.
  const syncAtom = atom(null, (get, set) => {
    const adapter = get(storageAtom);
    return adapter.subscribe(key, () => {
      const next = adapter.getItem(key).value;
      if (!Object.is(next, get(cacheAtom))) set(cacheAtom, next);
    });
  });
  syncAtom.onMount = (start) => start();

  const valueAtom = atom(
    (get): Value => {
      get(syncAtom);
      const cached = get(cacheAtom);
      return cached === UNSET ? get(storageAtom).getItem(key).value : cached;
    },
    (get, set, next: Value, options?: WriteOptions): WriteTarget => {
      const target = get(storageAtom).setItem(key, next, options);
      set(cacheAtom, next);
      return target;
    },
  );
  valueAtom.debugLabel = label;

  /** The freshest stored value, read now (for read-modify-write across tabs). */
  const fresh = (get: Getter): Value => get(storageAtom).getItem(key).value;

  return { key, valueAtom, fresh };
}

/** One persisted entity: its key, its atom and a fresh read for read-modify-write actions. */
export type PersistedEntity<K extends StorageKey> = ReturnType<typeof persistedAtom<K>>;
