import { atom } from 'jotai';
import type { CartLine } from '@/domain/types';
import { STORAGE_KEYS } from '@/storage';
import { cartAtom } from './cart';
import { sessionKept } from './sessionKept';
import { storageAtom } from './storage';

/**
 * Where the quick order's text is kept for the browser session (docs/requirements.md#storage-keys):
 * not catalogue data, so outside the `elifehome_` keys that decide whether a prerendered page
 * is adopted.
 */
export const QUICK_ORDER_TEXT_KEY = 'elifehome:quick-order';

const kept = sessionKept<string>(QUICK_ORDER_TEXT_KEY, '', (text) => text, 'quickOrder/text');

/** The saved text, or '' when there is none or session storage is out of reach. */
export const readQuickOrderText = kept.read;

/** The quick order's text as typed, null until the page has read what the session kept; writing
 * it keeps it for the session. */
export const quickOrderTextAtom = kept.atom;

/**
 * Changes the freshest stored cart in one write: quick order adds its ready lines with it (a
 * thousand lines, one save). The change comes from the caller, so the rules it applies load
 * with the quick order's own code.
 */
export const updateCartAtom = atom(null, (get, set, update: (lines: CartLine[]) => CartLine[]) => {
  const fresh: CartLine[] = get(storageAtom).getItem(STORAGE_KEYS.cart).value;
  const next = update(fresh);
  if (next !== fresh) set(cartAtom, next);
});
