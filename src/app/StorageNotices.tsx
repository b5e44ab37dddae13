import { useCallback } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import { useStorageNotices } from '@/state';
import { STORAGE_KEYS, type StorageKey, type StorageNotice } from '@/storage';

/** SPEC §8's load-failure message per key; auth failures are only logged (SPEC §8 Other). */
const LOAD_PROBLEM: Partial<Record<StorageKey, string>> = {
  [STORAGE_KEYS.products]: TOASTS.productsLoadFailed,
  [STORAGE_KEYS.categories]: TOASTS.categoriesLoadFailed,
  [STORAGE_KEYS.sliderItems]: TOASTS.sliderLoadFailed,
  [STORAGE_KEYS.inspirations]: TOASTS.inspirationsLoadFailed,
  [STORAGE_KEYS.siteSettings]: TOASTS.settingsLoadFailed,
  [STORAGE_KEYS.socialLinks]: TOASTS.socialLoadFailed,
  [STORAGE_KEYS.gallery]: TOASTS.galleryLoadFailed,
  [STORAGE_KEYS.cart]: 'Some items in your saved cart could not be read and were left out.',
};

/** Turns the adapter's notices into toasts, once each (toastId dedupes). */
export function StorageNotices() {
  const onNotice = useCallback((notice: StorageNotice) => {
    if (notice.type === 'session-only') {
      toast.info(TOASTS.sessionOnly, { toastId: `session-only-${notice.key}` });
      return;
    }
    const message = LOAD_PROBLEM[notice.key];
    console.warn(`Stored data for ${notice.key} was unreadable or repaired.`);
    if (message) toast.error(message, { toastId: `load-${notice.key}` });
  }, []);
  useStorageNotices(onNotice);
  return null;
}
