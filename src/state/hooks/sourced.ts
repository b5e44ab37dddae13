import { atom, useAtomValue, type Atom } from 'jotai';
import { use } from 'react';
import { catalogueSourceAtom, publishedDataUrl } from '../catalogueSource';
import { remoteDataAtom } from '../remote';

// What every screen hook is made of: a view from the working copy or from the published files.

/** An atom of nothing, for a hook that reads no atom in this case. */
export const NOTHING = atom(null);

/** One derived atom per key, kept: a page switching back to a list finds it computed. */
export function family<T>(make: (key: string) => Atom<T>) {
  const atoms = new Map<string, Atom<T>>();
  return (key: string) => {
    let found = atoms.get(key);
    if (!found) {
      found = make(key);
      atoms.set(key, found);
    }
    return found;
  };
}

/**
 * A view from the working copy, or its published file read with React's `use` (the page waits
 * for it under Suspense; start-up loads the landing page's files before the first render).
 */
export function useSourced<T>(local: Atom<T>, file: string): T;
export function useSourced<T>(local: Atom<T> | null, file: string | null): T | null;
export function useSourced<T>(local: Atom<T> | null, file: string | null): T | null {
  const source = useAtomValue(catalogueSourceAtom);
  const remote = useAtomValue(remoteDataAtom);
  const value = useAtomValue(source.kind === 'local' && local ? local : NOTHING);
  if (source.kind === 'local') return value as T | null;
  return file === null ? null : use(remote.get<T>(publishedDataUrl(source.revision, file)));
}
