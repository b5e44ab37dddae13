import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './Spinner.module.css';

export interface SpinnerProps extends HTMLAttributes<HTMLOutputElement> {
  /** What is happening, e.g. 'Uploading...'; announced politely as a status. */
  label: string;
  /** Keeps the label for screen readers only (the ring alone is shown). */
  labelHidden?: boolean;
  /** Diameter of the ring. */
  size?: 'sm' | 'md' | 'lg';
}

/** A status message with a turning ring, for work that takes a moment. */
export function Spinner({
  label,
  labelHidden = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    // <output> is a polite status region by default, announced when its text changes.
    <output className={clsx(styles.root, className)} data-size={size} {...rest}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={labelHidden ? 'visually-hidden' : styles.label}>{label}</span>
    </output>
  );
}
