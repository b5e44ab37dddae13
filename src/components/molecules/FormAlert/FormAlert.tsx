import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from '@/components/atoms/Icon';
import styles from './FormAlert.module.css';

export interface FormAlertProps extends HTMLAttributes<HTMLDivElement> {
  /** The message, e.g. 'Invalid username or password'. */
  children: ReactNode;
}

/** A form-level error (not tied to one field), announced as an alert when it appears. */
export function FormAlert({ children, className, ...rest }: FormAlertProps) {
  return (
    <div role="alert" className={clsx(styles.root, className)} {...rest}>
      <Icon name="alert" size={20} className={styles.icon} />
      <p className={styles.text}>{children}</p>
    </div>
  );
}
