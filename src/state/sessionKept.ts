import { atom } from 'jotai';

/**
 * A visitor's value kept for the browser session under its own key (docs/requirements.md#storage-keys):
 * not catalogue data, so outside the `elifehome_` keys that decide whether a prerendered page is
 * adopted. The value `fallback` stands for "nothing kept": writing it removes the key.
 *
 * Returns `read`, which says what the session kept (the fallback when nothing is, or when session
 * storage is out of reach), and `atom`, which is null until a page has read the kept value into it
 * and keeps each value written to it. A refused or full storage loses nothing in the page: the value
 * still lives in the atom until the tab closes.
 */
export function sessionKept<T extends string>(
  key: string,
  fallback: T,
  fromKept: (kept: string) => T,
  label: string,
) {
  function read(): T {
    try {
      const kept = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
      return kept === null ? fallback : fromKept(kept);
    } catch {
      return fallback;
    }
  }

  function keep(value: T) {
    try {
      if (value === fallback) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // Refused or full: the atom still holds the value.
    }
  }

  const valueAtom = atom<T | null>(null);
  valueAtom.debugLabel = label;
  const keptAtom = atom(
    (get) => get(valueAtom),
    (_get, set, value: T) => {
      set(valueAtom, value);
      keep(value);
    },
  );
  return { read, atom: keptAtom };
}
