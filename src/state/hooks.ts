import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { authAtom, isAdminAtom, loginAtom, logoutAtom } from './auth';
import {
  addToCartAtom,
  cartAtom,
  cartTotalsAtom,
  clearCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from './cart';
import { storageAtom } from './storage';
import type { StorageNotice } from '@/storage';

/** The cart as a page needs it: lines, totals and the verbs (SPEC §4). */
export function useCart() {
  const lines = useAtomValue(cartAtom);
  const totals = useAtomValue(cartTotalsAtom);
  const add = useSetAtom(addToCartAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const setQuantityAtom = useSetAtom(setCartQuantityAtom);
  const clear = useSetAtom(clearCartAtom);
  const setQuantity = (id: number, quantity: number) => setQuantityAtom({ id, quantity });
  return { lines, totals, add, remove, setQuantity, clear };
}

/** Auth flags and the login/logout verbs (SPEC §4 Auth). */
export function useAuth() {
  const auth = useAtomValue(authAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const login = useSetAtom(loginAtom);
  const logout = useSetAtom(logoutAtom);
  return { ...auth, isAdmin, login, logout };
}

/** Hears the adapter's notices (load problems, session-only saves) for the app shell to show. */
export function useStorageNotices(onNotice: (notice: StorageNotice) => void) {
  const adapter = useAtomValue(storageAtom);
  useEffect(() => adapter.onNotice(onNotice), [adapter, onNotice]);
}
