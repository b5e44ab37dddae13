import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '@/components/atoms/Icon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The drawing above the title. */
  icon?: IconName;
  /** The short headline, e.g. 'Your cart is empty'. */
  title: string;
  /** One or two sentences saying why, and what to do next. */
  body?: ReactNode;
  /** The heading level of the title, so the page's outline stays in order. */
  headingLevel?: 1 | 2 | 3 | 4;
  /** Compact for use inside a section; page for a whole-page message. */
  size?: 'section' | 'page';
  /** The way out: usually one Link or Button. */
  children?: ReactNode;
}

/** What a list, cart or page shows when there is nothing to show, and the way forward. */
export function EmptyState({
  icon = 'info',
  title,
  body,
  headingLevel = 2,
  size = 'section',
  className,
  children,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root, className)} data-size={size} {...rest}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {body !== undefined && body !== '' && <p className={styles.body}>{body}</p>}
      {children !== undefined && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
