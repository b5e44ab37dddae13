import { useCallback } from 'react';
import { useReadIsAdmin, useStorageNotices } from '@/state';
import type { StorageNotice } from '@/storage';

/**
 * Turns the adapter's notices into toasts (storageNotice.ts). Most visits have none, so what
 * each says, and to whom, loads with the first; notices keep their order.
 */
export function StorageNotices() {
  const readIsAdmin = useReadIsAdmin();
  const onNotice = useCallback(
    (notice: StorageNotice) => {
      import('./storageNotice')
        .then(({ showStorageNotice }) => showStorageNotice(notice, readIsAdmin))
        .catch((error: unknown) => console.error('A storage notice could not be shown', error));
    },
    [readIsAdmin],
  );
  useStorageNotices(onNotice);
  return null;
}
