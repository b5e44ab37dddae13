import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { StorageNotice } from '@/storage';
import { authAtom, isAdminAtom, loginAtom, logoutAtom } from '../auth';
import { storageAtom } from '../storage';

/** Auth flags and the login/logout verbs. */
export function useAuth() {
  const auth = useAtomValue(authAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const login = useSetAtom(loginAtom);
  const logout = useSetAtom(logoutAtom);
  return { ...auth, isAdmin, login, logout };
}

/**
 * Whether the owner is signed in, read when asked rather than as the component renders: for a
 * handler that seldom runs, so that rendering (adopting a visitor's page, say) reads nothing.
 */
export function useReadIsAdmin(): () => boolean {
  const store = useStore();
  return useCallback(() => store.get(isAdminAtom), [store]);
}

/** Hears the adapter's notices (load problems, session-only saves) for the app shell to show. */
export function useStorageNotices(onNotice: (notice: StorageNotice) => void) {
  const adapter = useAtomValue(storageAtom);
  useEffect(() => adapter.onNotice(onNotice), [adapter, onNotice]);
}

/** True when storage holds an entry under `key` that the app does not read (detected only). */
export function useStoredRawEntry(key: string) {
  return useAtomValue(storageAtom).peekRaw(key) !== null;
}
