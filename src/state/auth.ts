import { atom } from 'jotai';
import { STORAGE_KEYS } from '@/storage';
import { persistedAtom } from './storage';

const auth = persistedAtom({ key: STORAGE_KEYS.auth, label: 'auth' });

/** { isAuthenticated, isAdmin }, persisted on every change (docs/requirements.md#auth). */
export const authAtom = auth.valueAtom;
export const isAdminAtom = atom((get) => {
  const a = get(authAtom);
  return a.isAuthenticated && a.isAdmin;
});

/** Login sets authenticated and admin as given (default false). */
export const loginAtom = atom(null, (_get, set, { isAdmin = false }: { isAdmin?: boolean } = {}) =>
  set(authAtom, { isAuthenticated: true, isAdmin }),
);

export const logoutAtom = atom(null, (_get, set) =>
  set(authAtom, { isAuthenticated: false, isAdmin: false }),
);
