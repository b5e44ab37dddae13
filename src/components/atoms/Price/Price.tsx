import { clsx } from 'clsx';
import type { DataHTMLAttributes } from 'react';
import { formatPrice } from '@/domain/money';
import styles from './Price.module.css';

export interface PriceProps extends Omit<
  DataHTMLAttributes<HTMLDataElement>,
  'value' | 'children'
> {
  /** The amount in US dollars. */
  value: number;
  /** Type size: sm in lists, md on cards, lg on the product page and totals. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A price as docs/requirements.md#limits shows it ('$' and two decimals), with the raw amount
 * machine-readable.
 */
export function Price({ value, size = 'md', className, ...rest }: PriceProps) {
  return (
    <data
      className={clsx(styles.root, className)}
      data-size={size}
      value={Number.isFinite(value) ? String(value) : '0'}
      {...rest}
    >
      {formatPrice(value)}
    </data>
  );
}
