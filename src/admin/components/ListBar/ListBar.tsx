import type { ReactNode } from 'react';
import styles from './ListBar.module.css';

export interface ListBarProps {
  /** How many entries the list holds. */
  count: number;
  /** What one entry is called ('slide'). */
  one: string;
  /** What several are called ('slides'). */
  many: string;
  /** The list's actions on the right: its Add button. */
  children: ReactNode;
}

/** The bar over an admin list: how many entries it holds ('3 slides'), and its Add button. */
export function ListBar({ count, one, many, children }: ListBarProps) {
  return (
    <div className={styles.root}>
      <p className={styles.count}>
        {count} {count === 1 ? one : many}
      </p>
      {children}
    </div>
  );
}
