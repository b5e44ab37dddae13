import { clsx } from 'clsx';
import { useModalDialog, type ModalDialogProps } from '@/components/hooks/useModalDialog';
import { IconButton } from '@/components/atoms/IconButton';
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
  const { titleId, dialogProps } = useModalDialog(open, onClose);

  return (
    <dialog {...dialogProps} className={clsx(styles.root, className)} data-side={side} {...rest}>
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
