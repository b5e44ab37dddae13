import type { CSSProperties } from 'react';
import { ToastContainer, cssTransition } from 'react-toastify/unstyled';
import styles from './Toaster.module.css';

import { TOAST_SETTINGS, type ToasterProps } from './settings';

// A 200 ms exit (docs/requirements.md#toasts) instead of the library's 0.5 s bounce and 300 ms
// collapse.
const fade = cssTransition({
  enter: styles.enter ?? 'enter',
  exit: styles.exit ?? 'exit',
  collapse: true,
  collapseDuration: TOAST_SETTINGS.removalDelay,
});

/** The settings' width and gap, for the stylesheet. */
const TOAST_SIZES = {
  '--toast-width': `${TOAST_SETTINGS.width}px`,
  '--toast-gap': `${TOAST_SETTINGS.gap}px`,
} as CSSProperties;

/** Alt+T focuses the first toast (react-toastify pauses them all while focused). */
const altT = (e: KeyboardEvent) => e.altKey && e.code === 'KeyT';

/**
 * The library's container, configured to docs/requirements.md#toasts: 4 s, at most 3, pause on
 * hover and hidden tab, swipe 45 px, Alt+T. Loaded on demand by Toaster (see toast.ts).
 */
export function ToastRegion(props: ToasterProps) {
  return (
    <ToastContainer
      className={styles.root}
      style={TOAST_SIZES}
      position="bottom-right"
      autoClose={TOAST_SETTINGS.autoClose}
      limit={TOAST_SETTINGS.limit}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={(TOAST_SETTINGS.swipeThreshold / TOAST_SETTINGS.width) * 100}
      closeOnClick={false}
      newestOnTop
      transition={fade}
      hotKeys={altT}
      aria-label="Notifications Alt+T"
      theme="light"
      {...props}
    />
  );
}
