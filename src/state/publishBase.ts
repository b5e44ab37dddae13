/**
 * What this browser last published, kept until the host has built it
 * (docs/publishing.md#after-a-publish). Between a publish and the host's build the site still
 * serves the older revision; comparing the working copy with that revision would list the
 * changes just published again. So a successful publish keeps the catalogue file it committed,
 * for the revision the page was built with, and the changes are listed against it instead. Once
 * the page is built with another revision, the record is dropped.
 */

/** Under its own key beside the catalogue's; only the owner's browser ever writes it. */
export const PUBLISH_BASE_KEY = 'elifehome_publish_base';

export interface PublishBase {
  /** The site's revision when this was published. */
  revision: string;
  /** The commit it was published as. */
  commit: string;
  /** catalogue/catalogue.json as committed. */
  text: string;
  /** Each upload published, by the fingerprint of its data URL: its path in the folder. */
  uploads: Record<string, string>;
}

function stores(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      if (typeof window !== 'undefined' && window[name]) found.push(window[name]);
    } catch {
      // Storage is blocked: there is nothing to keep.
    }
  }
  return found;
}

function isBase(value: unknown): value is PublishBase {
  if (typeof value !== 'object' || value === null) return false;
  const base = value as Record<string, unknown>;
  return (
    typeof base.revision === 'string' &&
    typeof base.commit === 'string' &&
    typeof base.text === 'string' &&
    typeof base.uploads === 'object' &&
    base.uploads !== null
  );
}

/** The record for the page's revision; a record for another revision is dropped. */
export function readPublishBase(revision: string, from: Storage[] = stores()): PublishBase | null {
  for (const store of from) {
    let value: unknown;
    try {
      value = JSON.parse(store.getItem(PUBLISH_BASE_KEY) ?? 'null');
    } catch {
      value = null;
    }
    if (!isBase(value)) continue;
    if (value.revision === revision) return value;
    clearPublishBase([store]);
  }
  return null;
}

/**
 * Keeps the record (localStorage, else sessionStorage). False when neither takes it: the list
 * then compares with the published revision until the host has built the new one.
 */
export function writePublishBase(base: PublishBase, to: Storage[] = stores()): boolean {
  const text = JSON.stringify(base);
  for (const store of to) {
    try {
      store.setItem(PUBLISH_BASE_KEY, text);
      if (store.getItem(PUBLISH_BASE_KEY) === text) {
        // One record only: an older one in the other store would be read first.
        for (const other of to) if (other !== store) other.removeItem(PUBLISH_BASE_KEY);
        return true;
      }
    } catch {
      // Full or blocked: try the next store.
    }
  }
  return false;
}

export function clearPublishBase(from: Storage[] = stores()): void {
  for (const store of from) {
    try {
      store.removeItem(PUBLISH_BASE_KEY);
    } catch {
      // Blocked: nothing was kept there.
    }
  }
}
