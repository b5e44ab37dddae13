import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Price } from '@/components/atoms/Price';
import { TableHead } from '@/components/atoms/TableHead';
import { minimumQuantity, packSizeOf, unitPrice, type TradeTerms as Terms } from '@/domain/trade';
import { nextTierText, tierRangeText, tierRows, tierTableText } from '@/domain/tradeTable';
import type { Product } from '@/domain/types';
import styles from './TradeTerms.module.css';

export interface TradeTermsProps extends HTMLAttributes<HTMLElement> {
  /** The product's price and trade fields (missing ones read as the defaults). */
  product: Terms & Pick<Product, 'sku' | 'leadTimeDays'>;
  /** The quantity the buyer has chosen: its row of the price table is marked. */
  quantity: number;
  /** The id of the section's heading (passed as a child), for its name. */
  headingId?: string;
}

/**
 * How a product is sold to the trade (docs/requirements.md#trade-terms): SKU, minimum order, pack size, lead time, the
 * volume price table ('1-49: $45.00, 50-199: $39.50, 200+: $35.00') with the chosen quantity's
 * row marked, and the next break to reach ('Buy 50 for $39.50 each').
 */
export function TradeTerms({
  product,
  quantity,
  headingId,
  className,
  children,
  ...rest
}: TradeTermsProps) {
  const rows = tierRows(product);
  const current = unitPrice(product, quantity);
  const offer = nextTierText(product, quantity);
  const pack = packSizeOf(product);
  const tableTextId = useId();
  return (
    <section className={clsx(styles.root, className)} aria-labelledby={headingId} {...rest}>
      {children}
      <dl className={styles.facts}>
        {product.sku && (
          <div>
            <dt>SKU</dt>
            <dd>{product.sku}</dd>
          </div>
        )}
        <div>
          <dt>Minimum order</dt>
          <dd>{minimumQuantity(product)}</dd>
        </div>
        <div>
          <dt>Pack size</dt>
          <dd>{pack === 1 ? 'Sold singly' : `${pack} per pack`}</dd>
        </div>
        {product.leadTimeDays !== undefined && (
          <div>
            <dt>Lead time</dt>
            <dd>
              {product.leadTimeDays} {product.leadTimeDays === 1 ? 'day' : 'days'}
            </dd>
          </div>
        )}
      </dl>
      {rows.length > 1 && (
        <table className={styles.tiers} aria-describedby={tableTextId}>
          <caption className={styles.caption}>Volume prices</caption>
          <TableHead columns={['Quantity', 'Unit price']} />
          <tbody>
            {rows.map((row) => {
              const here = quantity >= row.from && (row.to === undefined || quantity <= row.to);
              return (
                <tr
                  key={row.from}
                  className={clsx(here && styles.here)}
                  aria-current={here || undefined}
                >
                  <td>{tierRangeText(row)}</td>
                  <td>
                    <Price value={row.price} size="sm" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.length > 1 && (
        <p id={tableTextId} className="visually-hidden">
          {tierTableText(product)}
        </p>
      )}
      <p className={styles.current}>
        {quantity} × <Price value={current} size="sm" /> each
        {offer && <span className={styles.offer}>{offer}</span>}
      </p>
    </section>
  );
}
