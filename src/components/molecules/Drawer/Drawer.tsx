import { clsx } from 'clsx';
import { useId } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { useModalDialog, type ModalDialogProps } from '@/components/hooks/useModalDialog';
import styles from './Drawer.module.css';

export interface DrawerProps extends ModalDialogProps {
  /** The edge the panel slides in from. */
  side?: 'left' | 'right';
  /** The label of the close button. */
  closeLabel?: string;
}

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
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog
      {...dialog}
      className={clsx(styles.root, className)}
      data-side={side}
      aria-labelledby={titleId}
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
