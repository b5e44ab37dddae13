import { atom } from 'jotai';
import type { CartLine } from '@/domain/types';
import { STORAGE_KEYS } from '@/storage';
import { cartAtom } from './cart';
import { storageAtom } from './storage';

/**
 * Where the quick order's text is kept for the browser session (docs/requirements.md#storage-keys):
 * not catalogue data, so outside the `elifehome_` keys that decide whether a prerendered page
 * is adopted.
 */
export const QUICK_ORDER_TEXT_KEY = 'elifehome:quick-order';

/** The saved text, or '' when there is none or session storage is out of reach. */
export function readQuickOrderText(): string {
  try {
    return typeof sessionStorage === 'undefined'
      ? ''
      : (sessionStorage.getItem(QUICK_ORDER_TEXT_KEY) ?? '');
  } catch {
    return '';
  }
}

function saveQuickOrderText(text: string) {
  try {
    if (text === '') sessionStorage.removeItem(QUICK_ORDER_TEXT_KEY);
    else sessionStorage.setItem(QUICK_ORDER_TEXT_KEY, text);
  } catch {
    // Storage full or refused: the text still lives in this atom until the tab closes.
  }
}

/** The text as typed; null until the page has read what the session kept. */
const textAtom = atom<string | null>(null);
textAtom.debugLabel = 'quickOrder/text';

/** The quick order's text; writing it keeps it for the session. */
export const quickOrderTextAtom = atom(
  (get) => get(textAtom),
  (_get, set, text: string) => {
    set(textAtom, text);
    saveQuickOrderText(text);
  },
);

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
