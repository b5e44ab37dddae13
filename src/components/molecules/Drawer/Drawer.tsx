import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import styles from './Drawer.module.css';

export interface DrawerProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose'
> {
  /** Whether the drawer is shown; the page owns this state. */
  open: boolean;
  /** The drawer's heading, also its accessible name. */
  title: string;
  /** Asked to close: close button, backdrop tap or Escape. */
  onClose: () => void;
  /** The edge the panel slides in from. */
  side?: 'left' | 'right';
  /** The label of the close button. */
  closeLabel?: string;
  /** The panel's content. */
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** An off-canvas panel on a native modal <dialog>: focus trapped inside, page behind inert. */
export function Drawer({
  open,
  title,
  onClose,
  side = 'left',
  closeLabel = 'Close',
  className,
  children,
  ...rest
}: DrawerProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  // Read inside the native listeners, so they always call the latest callback.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Focus goes back to whatever opened the drawer once it closes, however it closed.
  useEffect(() => {
    if (open) return;
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  // Unmounting while open must not leave the page inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the page decides, so the open prop stays the single source of truth.
    event.preventDefault();
    onCloseRef.current();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Cancelling the keydown also stops the browser's own cancel, so onClose runs once.
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    // A modal dialog already makes the page inert; wrapping Tab here keeps focus off the
    // browser's address bar too.
    const focusables = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((el) => el.offsetParent !== null || el === document.activeElement);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleNativeClose() {
    // The browser may close a dialog on its own (a repeated Escape); tell the page.
    if (open) onCloseRef.current();
  }

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.root, className)}
      data-side={side}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <div
        className={styles.backdrop}
        data-drawer-backdrop=""
        aria-hidden="true"
        onClick={onClose}
      />
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
