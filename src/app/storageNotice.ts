import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import { STORAGE_KEYS, type StorageKey, type StorageNotice } from '@/storage';

/**
 * The load-failure message per key; auth failures are only logged
 * (docs/requirements.md#storefront-messages).
 */
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

/**
 * One of the adapter's notices as a toast, once each (toastId dedupes). A catalogue that had to
 * be repaired is the owner's business: the adapter has already stored the repair, so a visitor
 * sees the shop as it should be and only the owner is told. A cart that lost lines is the
 * visitor's, and they are told.
 */
export function showStorageNotice(notice: StorageNotice, isAdmin: () => boolean): void {
  if (notice.type === 'session-only') {
    toast.info(TOASTS.sessionOnly, { toastId: `session-only-${notice.key}` });
    return;
  }
  console.warn(`Stored data for ${notice.key} was unreadable or repaired.`);
  const message = LOAD_PROBLEM[notice.key];
  const ownersOnly = notice.key !== STORAGE_KEYS.cart;
  if (message && (!ownersOnly || isAdmin()))
    toast.error(message, { toastId: `load-${notice.key}` });
}
