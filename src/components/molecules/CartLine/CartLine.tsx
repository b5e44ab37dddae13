import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { lineKey, lineName, lineTotal, lineUnitPrice } from '@/domain/cart';
import { minimumQuantity, packSizeOf, tierReached, tierSaving } from '@/domain/trade';
import * as paths from '@/domain/paths';
import type { CartLine as CartLineData } from '@/domain/types';
import { QuantityStepper } from '../QuantityStepper';
import styles from './CartLine.module.css';

export interface CartLineProps extends HTMLAttributes<HTMLElement> {
  /** The cart line shown. */
  line: CartLineData;
  /** Raised with the line's key (lineKey: its product, or its variant) and the new quantity (1 or more). */
  onQuantityChange: (key: string, quantity: number) => void;
  /** Raised with the line's key when the visitor removes it. */
  onRemove: (key: string) => void;
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
  const key = lineKey(line);
  // A variant's line says which one, in the name buyers and the shop read it by.
  const name = lineName(line);
  return (
    <Root className={clsx(styles.root, className)} {...rest}>
      <Image className={styles.image} src={line.image} alt="" ratio="1:1" sizes="96px" />
      <div className={styles.info}>
        <Link
          to={line.variant ? paths.productVariant(line.id, line.variant) : paths.product(line.id)}
          variant="quiet"
          className={styles.name}
        >
          {line.name}
        </Link>
        {line.variantLabel && <p className={styles.options}>{line.variantLabel}</p>}
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
        name={name}
        min={minimumQuantity(line)}
        step={packSizeOf(line)}
        value={line.quantity}
        onQuantityChange={(next) => onQuantityChange(key, next)}
      />
      <p className={styles.total}>
        <span className={styles.label}>Line total</span>{' '}
        <Price className={styles.totalPrice} value={lineTotal(line)} />
      </p>
      <IconButton
        className={styles.remove}
        icon="trash"
        label={`Remove ${name}`}
        onClick={() => onRemove(key)}
      />
    </Root>
  );
}
