import {
  useEffect,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

/** The props every modal dialog takes (Drawer, Modal): the caller owns `open`. */
export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose'
> {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Asked to close: the close button, the backdrop or Escape; the caller sets `open` false. */
  onClose: () => void;
  /** The dialog's content. */
  children?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal <dialog> that follows `open` (Drawer, Modal): shown in the top layer with the
 * page inert, Tab kept inside, Escape and the browser's own close requests handed to `onClose`
 * (the caller's `open` stays the one truth), and focus back to whatever opened it once it closes
 * or unmounts. Spread the result on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Read inside the native listeners, so they always call the latest callback.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (open) return;
    // Focus goes back to whatever opened it once it closes, however it closed.
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, [open]);

  // Unmounted while open (the page changed): the page must not stay inert, and focus goes back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return {
    ref,
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // Escape and other close requests go through the caller.
      event.preventDefault();
      onCloseRef.current();
    },
    onClose() {
      // The browser may close the dialog on its own (a repeated close request); follow it.
      if (open) onCloseRef.current();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        // Cancelling the keydown also stops the browser's own cancel, so onClose runs once.
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // The page behind is inert already; wrapping Tab keeps focus off the browser's own UI too.
      const focusable = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
      ).filter((el) => el.getClientRects().length > 0 || el === document.activeElement);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
