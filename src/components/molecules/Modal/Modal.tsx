import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { useModalDialog, type ModalDialogProps } from '@/components/hooks/useModalDialog';
import styles from './Modal.module.css';

export interface ModalProps extends ModalDialogProps {
  /** Actions pinned below the scrolling body, e.g. 'View Details' and 'Add to Cart'. */
  footer?: ReactNode;
  /** Width: md for short content, lg for a product preview. */
  size?: 'md' | 'lg';
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
  const dialog = useModalDialog(open, onClose);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const [bodyScrolls, setBodyScrolls] = useState(false);

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
      {...dialog}
      className={clsx(styles.root, className)}
      data-size={size}
      aria-labelledby={titleId}
      onKeyDown={dialog.onKeyDown}
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
