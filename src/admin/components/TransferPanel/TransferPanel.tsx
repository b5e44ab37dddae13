import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import styles from './TransferPanel.module.css';
import { AdminPanel, type AdminPanelProps } from '../AdminPanel';
import { FileButton } from '../FileButton';

export interface TransferPanelProps extends AdminPanelProps {
  /** The panel title. */
  title: string;
  /** What the panel is for, under the title. */
  description: string;
  /** The export button's text. */
  exportLabel: string;
  /** The file button's text. */
  importLabel: string;
  /** The file types the file button offers (the input's `accept`). */
  accept: string;
  /** What file the import takes, next to the buttons. */
  hint: string;
  /** Download the file. */
  onExport: () => void;
  /** A file the admin picked. */
  onImportFile: (file: File) => void;
  /** Work in progress: 'export' and 'read' show on the buttons; any value disables them. */
  busy?: string;
  /** What follows the buttons: an alert, a preview. */
  children?: ReactNode;
}

/**
 * The props a transfer (CatalogueTransfer, ProductCsvTransfer) shares, besides its preview: the
 * export, the picked file (the page reads and checks it), why a file was refused, and the work
 * in progress, `Write` being what confirming the preview does.
 */
export interface TransferProps<Write extends string>
  extends
    Omit<HTMLAttributes<HTMLElement>, 'title'>,
    Pick<TransferPanelProps, 'onExport' | 'onImportFile' | 'headingLevel'> {
  /** Why the picked file was refused as a whole, shown as an alert. */
  error?: string;
  /** Work in progress: exporting, reading the file, or writing what it brings. */
  busy?: 'export' | 'read' | Write;
}

/**
 * The frame of a transfer panel (docs/decisions.md#d14-export-and-import): a title and text,
 * an export button, a file button and its hint; the panel's own alert and preview follow.
 */
export function TransferPanel({
  exportLabel,
  importLabel,
  accept,
  hint,
  onExport,
  onImportFile,
  busy,
  className,
  children,
  ...rest
}: TransferPanelProps) {
  const hintId = useId();
  const working = busy !== undefined;

  return (
    <AdminPanel className={clsx(styles.root, className)} {...rest}>
      <div className={styles.controls}>
        <Button
          variant="secondary"
          icon={<Icon name="download" size={18} />}
          busy={busy === 'export'}
          busyLabel="Exporting..."
          disabled={working}
          onClick={onExport}
        >
          {exportLabel}
        </Button>
        <FileButton
          label={importLabel}
          busyLabel="Reading file..."
          busy={busy === 'read'}
          disabled={working}
          accept={accept}
          aria-describedby={hintId}
          onFiles={([file]) => file && onImportFile(file)}
        />
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      </div>

      {children}
    </AdminPanel>
  );
}

export interface TransferPreviewProps {
  /** The chosen file's name. */
  fileName: string;
  /** The heading level of the panel title; the preview's is one below. */
  headingLevel?: 2 | 3;
  /** The button that writes the file's content. */
  confirm: ReactNode;
  /** Drop the file; nothing is written. */
  onCancel: () => void;
  /** True while the file is being written. */
  cancelDisabled?: boolean;
  /** A class for the box, next to the shared one. */
  className?: string;
  /** What the file would change. */
  children: ReactNode;
}

/** A read file waiting for the admin: 'Ready to import', what it would change, confirm or cancel. */
export function TransferPreview({
  fileName,
  headingLevel = 2,
  confirm,
  onCancel,
  cancelDisabled,
  className,
  children,
}: TransferPreviewProps) {
  const titleId = useId();
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <section className={clsx(styles.preview, className)} aria-labelledby={titleId}>
      <Subheading id={titleId} className={styles.previewTitle}>
        Ready to import <span className={styles.fileName}>{fileName}</span>
      </Subheading>
      {children}
      <div className={styles.previewActions}>
        {confirm}
        <Button variant="ghost" disabled={cancelDisabled} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
