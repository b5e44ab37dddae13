import type { ToastContainerProps } from 'react-toastify/unstyled';

/** The toast constants of docs/requirements.md#limits. */
export const TOAST_SETTINGS = {
  autoClose: 4000,
  limit: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  removalDelay: 200,
} as const;

export type ToasterProps = Partial<ToastContainerProps>;
