import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Price } from '@/components/atoms/Price';
import { TAX_RATE } from '@/domain/cart';
import type { CartTotals } from '@/domain/types';
import styles from './OrderSummary.module.css';

export interface OrderSummaryProps extends HTMLAttributes<HTMLElement> {
  /** The figures, from cartTotals() in src/domain/cart.ts. */
  totals: CartTotals;
  /** The level of the 'Order Summary' heading. */
  headingLevel?: 2 | 3;
  /** The terms the prices are quoted on, such as 'Prices FOB Ningbo'; nothing when blank. */
  terms?: string | undefined;
  /** Actions below the total, e.g. 'Clear Cart' or 'Copy summary'. */
  children?: ReactNode;
}

/**
 * The cart's Order Summary (docs/requirements.md#cart-page): subtotal, free shipping, 10% tax and
 * the total, and the terms those prices are quoted on (docs/requirements.md#incoterms).
 */
export function OrderSummary({
  totals,
  headingLevel = 2,
  terms,
  className,
  children,
  ...rest
}: OrderSummaryProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const taxPercent = Math.round(TAX_RATE * 100);
  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <Heading className={styles.title} id={titleId}>
        Order Summary
      </Heading>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>
            <Price value={totals.subtotal} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Shipping</dt>
          <dd>{totals.shipping === 0 ? 'Free' : <Price value={totals.shipping} />}</dd>
        </div>
        <div className={styles.row}>
          <dt>Tax ({taxPercent}%)</dt>
          <dd>
            <Price value={totals.tax} />
          </dd>
        </div>
        <div className={styles.row} data-variant="total">
          <dt>Total</dt>
          <dd>
            <Price value={totals.total} size="lg" />
          </dd>
        </div>
      </dl>
      {terms && <p className={styles.terms}>{terms}</p>}
      {children !== undefined && <div className={styles.actions}>{children}</div>}
    </section>
  );
}
