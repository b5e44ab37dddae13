import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import type { StorageKey, WriteTarget } from '@/storage';

/** What a screen says for each place the adapter may have put a change. */
export interface SaveWording {
  /** Stored normally (localStorage). */
  saved: string;
  /** Stored in the cookie fallback (SPEC §8 "...using alternative storage!"). */
  alternative?: string;
}

/**
 * Tells the admin where a change went. A 'manual' write was kept only in this session: the
 * adapter has shown the manual-copy prompt already, so this never claims success. It shares
 * the adapter notice's toast id, so the admin sees that warning once, not twice.
 * Returns true when the change is stored in the browser.
 */
export function announceWrite(target: WriteTarget, key: StorageKey, wording: SaveWording): boolean {
  if (target === 'manual') {
    toast.warning(TOASTS.sessionOnly, { toastId: `session-only-${key}` });
    return false;
  }
  toast.success(target === 'cookie' && wording.alternative ? wording.alternative : wording.saved);
  return true;
}

/** Lets React commit the busy label before synchronous storage work blocks the thread. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/** The error a failed write logs, so a broken browser store is traceable in the console. */
export function logFailure(what: string, error: unknown) {
  console.error(`Admin: ${what} failed`, error);
}

/**
 * Cookie-fallback wording for the screens SPEC §8 gives no "alternative" text for, modelled on
 * its product and category messages.
 */
export const ALTERNATIVE_WORDING = {
  slider: 'Slider item saved successfully using alternative storage!',
  sliderDeleted: 'Slider item deleted using alternative storage.',
  sliderReordered: 'Slider order saved using alternative storage.',
  settings: 'Site settings saved successfully using alternative storage!',
  social: 'Social media links saved successfully using alternative storage!',
  gallery: 'Image saved successfully using alternative storage!',
} as const;
