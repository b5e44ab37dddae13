import { atom } from 'jotai';

/** A promise that says whether it has settled, so React's `use` can read it without waiting. */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Fetches a published JSON file. A file that does not exist answers null (an unknown product,
 * category or tag has no file); any other failure rejects, to be tried again.
 */
export type JsonFetcher = (url: string) => Promise<unknown>;

export const fetchJson: JsonFetcher = async (url) => {
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * The published data files this page has asked for, each fetched once. The files of a revision
 * never change (the revision is in their path), so an answer is kept for the whole visit; a
 * failed fetch is forgotten so the next read tries again.
 */
export interface RemoteData {
  /** The file as a promise React's `use` can read at once when it has settled. */
  get<T>(url: string): Promise<T>;
  /** Starts fetching; resolves when settled either way. */
  preload(url: string): Promise<void>;
}

export function createRemoteData(fetcher: JsonFetcher = fetchJson): RemoteData {
  const cache = new Map<string, TrackedPromise<unknown>>();
  const get = <T>(url: string): Promise<T> => {
    let entry = cache.get(url);
    if (!entry) {
      const promise: TrackedPromise<unknown> = fetcher(url).then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          return value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
          cache.delete(url);
          throw reason;
        },
      );
      promise.status = 'pending';
      // Nobody may be waiting yet (a preload): a rejection is read later, not reported now.
      promise.catch(() => undefined);
      cache.set(url, promise);
      entry = promise;
    }
    return entry as Promise<T>;
  };
  return {
    get,
    preload: (url) =>
      get(url).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** This store's published data files (tests and stories give it a fetcher of their own). */
export const remoteDataAtom = atom<RemoteData>(createRemoteData());
remoteDataAtom.debugLabel = 'remoteData';
