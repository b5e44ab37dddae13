import { clsx } from 'clsx';
import type { TableHTMLAttributes } from 'react';
import { Icon } from '@/components/atoms/Icon';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { TableHead, type TableColumn } from '@/components/atoms/TableHead';
import { formatCount } from '@/domain/numbers';
import * as paths from '@/domain/paths';
import type { QuickOrderRow } from '@/domain/quickOrder';
import styles from './QuickOrderTable.module.css';

export interface QuickOrderTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The rows shown, in the order given (the page puts errors first). */
  rows: readonly QuickOrderRow[];
  /** What the table holds, read first by screen readers ('Order preview: 3 lines'). */
  caption: string;
}

const lineLabel = (row: QuickOrderRow) =>
  row.kind === 'ready' && row.lines.length > 1 ? row.lines.join(' + ') : String(row.line);

/** The preview's columns: every one but the product's holds figures, aligned right. */
const COLUMNS: readonly (string | TableColumn)[] = [
  'Line',
  'Product',
  'Typed',
  'Quantity',
  'Unit price',
  'Total',
].map((label) => (label === 'Product' ? label : { label, className: styles.num }));

/**
 * The quick order preview (docs/requirements.md#quick-order): per line of the order, the
 * product (picture, name, SKU), the quantity typed, the quantity it is sold in and why, the unit
 * price at that quantity and the line total; or the line's error. On phones each row stacks
 * into a card, each value labelled by its column.
 */
export function QuickOrderTable({ rows, caption, className, ...rest }: QuickOrderTableProps) {
  return (
    <table className={clsx(styles.root, className)} {...rest}>
      <caption className={styles.caption}>{caption}</caption>
      <TableHead columns={COLUMNS} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.line} className={styles.row} data-kind={row.kind}>
            <td className={clsx(styles.num, styles.line)} data-label="Line">
              {lineLabel(row)}
            </td>
            <td className={styles.productCell} data-label="Product">
              <div className={styles.product}>
                {row.product ? (
                  <>
                    <Image
                      className={styles.image}
                      src={row.product.images[0]}
                      alt=""
                      ratio="1:1"
                      sizes="48px"
                    />
                    <span className={styles.names}>
                      <Link
                        to={
                          row.product.variant
                            ? paths.productVariant(row.product.id, row.product.variant)
                            : paths.product(row.product.id)
                        }
                        variant="quiet"
                        className={styles.name}
                      >
                        {row.product.name}
                      </Link>
                      {row.product.variantLabel && (
                        <span className={styles.sku}>{row.product.variantLabel}</span>
                      )}
                      <span className={styles.sku}>SKU {row.product.sku}</span>
                    </span>
                  </>
                ) : (
                  <span className={styles.names}>
                    <span className={styles.sku}>{row.sku ? `SKU ${row.sku}` : 'No SKU'}</span>
                  </span>
                )}
              </div>
            </td>
            <td className={styles.num} data-label="Typed">
              {row.typed || '—'}
            </td>
            {row.kind === 'error' ? (
              <td className={styles.error} colSpan={3} data-label="Error">
                <Icon name="alert" size={18} className={styles.errorIcon} />
                <span className="visually-hidden">Error: </span>
                <span>{row.error}</span>
              </td>
            ) : (
              <>
                <td className={styles.num} data-label="Quantity">
                  <span className={styles.ordered}>
                    <span className={styles.quantity}>{formatCount(row.quantity)}</span>
                    {row.reason && <span className={styles.reason}>{row.reason}</span>}
                  </span>
                </td>
                <td className={styles.num} data-label="Unit price">
                  <Price value={row.unitPrice} size="sm" />
                </td>
                <td className={styles.num} data-label="Total">
                  <Price value={row.total} size="sm" />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
