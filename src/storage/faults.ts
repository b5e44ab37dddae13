import type { CookieJar, StringStore } from './stores';
import { memoryCookieJar, memoryStore } from './stores';

/** The ways browser storage misbehaves that the app must survive (issue: reliability). */
export interface StorageFaults {
  /** setItem throws QuotaExceededError (reads still work). */
  quotaExceeded?: boolean;
  /** Any access throws, as when storage is blocked by privacy settings. */
  accessThrows?: boolean;
  /** The store does not exist at all. */
  missing?: boolean;
  /** Every read returns this text instead of what was stored. */
  garbage?: string;
  /** setItem appears to work but keeps nothing. */
  dropsWrites?: boolean;
}

function quotaError() {
  const error = new Error('The quota has been exceeded.');
  error.name = 'QuotaExceededError';
  return error;
}

/** Wraps a store so it fails in the given ways. */
export function faultyStore(base: StringStore, faults: StorageFaults): StringStore | undefined {
  if (faults.missing) return undefined;
  const guard = () => {
    if (faults.accessThrows) throw new DOMException('Access is denied', 'SecurityError');
  };
  return {
    getItem(key) {
      guard();
      if (faults.garbage !== undefined) return faults.garbage;
      return base.getItem(key);
    },
    setItem(key, value) {
      guard();
      if (faults.quotaExceeded) throw quotaError();
      if (faults.dropsWrites) return;
      base.setItem(key, value);
    },
    removeItem(key) {
      guard();
      base.removeItem(key);
    },
  };
}

/** A cookie jar with cookies switched off (writes are silently ignored, as browsers do). */
export function disabledCookieJar(): CookieJar {
  return { read: () => '', write: () => undefined };
}

export interface FaultPlan {
  local?: StorageFaults;
  session?: StorageFaults;
  cookiesOff?: boolean;
}

/** Memory-backed stores with the planned faults, for reliability tests. */
export function faultyStores(plan: FaultPlan) {
  const local = memoryStore();
  const session = memoryStore();
  const jar = plan.cookiesOff ? disabledCookieJar() : memoryCookieJar();
  return {
    raw: { local, session, jar },
    local: () => faultyStore(local, plan.local ?? {}),
    session: () => faultyStore(session, plan.session ?? {}),
    cookies: () => jar,
  };
}
