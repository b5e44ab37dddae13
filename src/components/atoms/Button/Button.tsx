import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary for the one main action, secondary beside it, ghost for quiet ones, danger for deletes. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Height and padding; every size keeps a 44 px touch target. */
  size?: 'sm' | 'md' | 'lg';
  /** While true the button is disabled and shows `busyLabel` ('Saving...', 'Uploading...'). */
  busy?: boolean;
  /** The text shown while busy. */
  busyLabel?: string;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The app's button: variants as data attributes, a busy state that keeps its label readable. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.root, className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {!busy && icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
