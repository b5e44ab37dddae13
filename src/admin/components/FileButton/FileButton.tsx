import { clsx } from 'clsx';
import type { ChangeEvent } from 'react';
import { Icon } from '@/components/atoms/Icon';
import styles from './FileButton.module.css';

export interface FileButtonProps {
  /** What the button does, e.g. 'Upload images'; the file input's accessible name. */
  label: string;
  /** Shown instead of the label while the chosen files are being handled, e.g. 'Uploading...'. */
  busyLabel?: string;
  /** Files are being handled: a turning ring instead of the icon, and no new choice. */
  busy?: boolean;
  /** No choice possible for another reason (other work is running). */
  disabled?: boolean;
  /** Filled (the screen's main action) or outlined. */
  variant?: 'primary' | 'secondary';
  /** The file types offered, as the input's `accept`. */
  accept: string;
  /** Several files at once. */
  multiple?: boolean;
  /** The id of the hint that says which files fit. */
  'aria-describedby'?: string;
  /** The chosen files (never empty). */
  onFiles: (files: File[]) => void;
  className?: string;
}

/**
 * A button that opens the file chooser: a styled label around a hidden file input, so the
 * keyboard, screen readers and drag onto the button work as with the browser's own control.
 */
export function FileButton({
  label,
  busyLabel,
  busy = false,
  disabled = false,
  variant = 'secondary',
  accept,
  multiple = false,
  onFiles,
  className,
  'aria-describedby': describedBy,
}: FileButtonProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Clearing the input lets the same file be chosen again, e.g. after fixing it.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  }

  return (
    <label
      className={clsx(styles.root, className)}
      data-variant={variant}
      data-busy={busy || undefined}
      data-disabled={(disabled && !busy) || undefined}
    >
      <input
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={busy || disabled}
        aria-describedby={describedBy}
        onChange={handleChange}
      />
      {busy ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <Icon name="upload" size={18} />
      )}
      <span>{busy && busyLabel ? busyLabel : label}</span>
    </label>
  );
}
