import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { lineTotal, lineUnitPrice } from '@/domain/cart';
import { minimumQuantity, packSizeOf, tierReached, tierSaving } from '@/domain/trade';
import * as paths from '@/domain/paths';
import type { CartLine as CartLineData } from '@/domain/types';
import { QuantityStepper } from '../QuantityStepper';
import styles from './CartLine.module.css';

export interface CartLineProps extends HTMLAttributes<HTMLElement> {
  /** The cart line shown. */
  line: CartLineData;
  /** Raised with the line's product id and the new quantity (1 or more). */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Raised with the line's product id when the visitor removes it. */
  onRemove: (id: number) => void;
  /** The root element: 'li' when the page renders the lines as a list. */
  as?: 'div' | 'li';
}

/**
 * One cart line: photo, name, SKU, unit price, quantity, line total and remove (docs/requirements.md#cart-page).
 * The unit price is the price break the quantity reaches (docs/requirements.md#trade-terms), named with its saving.
 */
export function CartLine({
  line,
  onQuantityChange,
  onRemove,
  as: Root = 'div',
  className,
  ...rest
}: CartLineProps) {
  const tier = tierReached(line, line.quantity);
  return (
    <Root className={clsx(styles.root, className)} {...rest}>
      <Image className={styles.image} src={line.image} alt="" ratio="1:1" sizes="96px" />
      <div className={styles.info}>
        <Link to={paths.product(line.id)} variant="quiet" className={styles.name}>
          {line.name}
        </Link>
        {line.sku && <p className={styles.unit}>SKU {line.sku}</p>}
        <p className={styles.unit}>
          <span className={styles.label}>Unit price</span>{' '}
          <Price className={styles.unitPrice} value={lineUnitPrice(line)} size="sm" />
        </p>
        {tier && (
          <p className={styles.tier}>
            Volume price for {tier.minQuantity}+: you save{' '}
            <Price className={styles.unitPrice} value={tierSaving(line, line.quantity)} size="sm" />
          </p>
        )}
      </div>
      <QuantityStepper
        className={styles.stepper}
        name={line.name}
        min={minimumQuantity(line)}
        step={packSizeOf(line)}
        value={line.quantity}
        onQuantityChange={(next) => onQuantityChange(line.id, next)}
      />
      <p className={styles.total}>
        <span className={styles.label}>Line total</span>{' '}
        <Price className={styles.totalPrice} value={lineTotal(line)} />
      </p>
      <IconButton
        className={styles.remove}
        icon="trash"
        label={`Remove ${line.name}`}
        onClick={() => onRemove(line.id)}
      />
    </Root>
  );
}
