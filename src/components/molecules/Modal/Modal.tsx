import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type SyntheticEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import styles from './Modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'title' | 'onClose'
> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The dialog's heading, which also names it. */
  title: string;
  /** Raised by the close button, Escape or a click on the backdrop; the parent sets `open` false. */
  onClose: () => void;
  /** Actions pinned below the scrolling body, e.g. 'View Details' and 'Add to Cart'. */
  footer?: ReactNode;
  /** Width: md for short content, lg for a product preview. */
  size?: 'md' | 'lg';
  /** The dialog's content. */
  children?: ReactNode;
}

/** A modal dialog on the native <dialog>: top layer, inert page, focus kept inside and returned. */
export function Modal({
  open,
  title,
  onClose,
  footer,
  size = 'md',
  className,
  children,
  ...rest
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [bodyScrolls, setBodyScrolls] = useState(false);

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

  // A body that scrolls must be reachable by keyboard so its overflow can be scrolled.
  useEffect(() => {
    const body = bodyRef.current;
    const content = contentRef.current;
    if (!body || !content || !open) return;
    const measure = () => setBodyScrolls(body.scrollHeight > body.clientHeight + 1);
    measure();
    // The body resizes with the window, the content with what is put in it.
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(content);
    return () => observer.disconnect();
  }, [open]);

  // Unmounted while open (the page changed): still hand focus back if the opener remains.
  useEffect(
    () => () => {
      const opener = openerRef.current;
      if (opener?.isConnected) opener.focus();
    },
    [],
  );

  function handleClose() {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    // The browser may still close the dialog on its own (a repeated close request); follow it.
    if (open) onClose();
  }

  // Escape and other close requests go through the parent, so its `open` stays the truth.
  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The page behind is inert already; this keeps Tab cycling inside instead of leaving for the browser UI.
    const focusable = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [],
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

  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box has no padding, so only the backdrop hits the element itself; a press that
    // started inside (a text selection dragged out) does not count.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop) onClose();
  }

  return (
    // The dialog itself owns Escape, the Tab cycle and backdrop clicks (the backdrop is the element).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={clsx(styles.root, className)}
      data-size={size}
      aria-labelledby={titleId}
      onClose={handleClose}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      {...rest}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <IconButton className={styles.close} icon="close" label="Close" onClick={onClose} />
        </header>
        <div
          className={styles.body}
          ref={bodyRef}
          // Only when it overflows: a scrolling body must take focus to be scrolled by keyboard.
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={bodyScrolls ? 0 : undefined}
        >
          <div ref={contentRef}>{children}</div>
        </div>
        {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  );
}
