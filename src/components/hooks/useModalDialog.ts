import {
  useEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The props the Modal and the Drawer share; the page owns `open`. */
export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose'
> {
  /** Whether the dialog is shown; the page owns this state. */
  open: boolean;
  /** The dialog's heading, which also names it. */
  title: string;
  /** Raised by the close button, Escape or a click on the backdrop; the parent sets `open` false. */
  onClose: () => void;
  /** The dialog's content. */
  children?: ReactNode;
}

/**
 * The behaviour the Modal and the Drawer share on a native modal <dialog>: it opens and closes
 * with the `open` prop (the page owns it), Escape and the browser's own close requests go through
 * `onClose`, Tab cycles inside, and focus goes back to whatever opened it once it closes, however
 * it closed (unmounted while open included). Spread `dialogProps` on the <dialog> and give its
 * heading the `titleId`: the title names the dialog.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Read inside the native listeners, so they always call the latest callback.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Focus goes back to the opener once the dialog closes.
  useEffect(() => {
    if (!open) returnFocus(openerRef);
  }, [open]);

  // Unmounted while open (the page changed): the page must not stay inert, and focus still goes
  // back if the opener remains.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      if (dialog?.open) dialog.close();
      returnFocus(openerRef);
    };
  }, []);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: the page decides, so the open prop stays the single source of truth.
    event.preventDefault();
    onCloseRef.current();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Cancelling the keydown also stops the browser's own cancel, so onClose runs once.
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    // The page behind is inert already; this keeps Tab cycling inside instead of leaving for the
    // browser's address bar.
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
    ).filter((el) => el.getClientRects().length > 0);
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
  }

  function onNativeClose() {
    // The browser may close a dialog on its own (a repeated close request); tell the page.
    if (open) onCloseRef.current();
  }

  return {
    titleId,
    dialogProps: {
      ref: dialogRef,
      'aria-labelledby': titleId,
      onCancel,
      onClose: onNativeClose,
      onKeyDown,
    },
  };
}

function returnFocus(openerRef: { current: HTMLElement | null }) {
  const opener = openerRef.current;
  openerRef.current = null;
  if (opener?.isConnected) opener.focus();
}
