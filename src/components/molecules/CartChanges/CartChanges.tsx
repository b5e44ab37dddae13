import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { lineName } from '@/domain/cart';
import type { CartRepricing, RemovalReason } from '@/domain/cartRepricing';
import { formatPrice } from '@/domain/money';
import styles from './CartChanges.module.css';

export interface CartChangesProps extends HTMLAttributes<HTMLElement> {
  /** Lines taken out because their product is no longer in the catalogue. */
  removed: CartRepricing['removed'];
  /** Lines whose unit price changed. */
  repriced: CartRepricing['repriced'];
  /** Called when the buyer has read it. */
  onDismiss: () => void;
}

/** Why a line went, as the buyer reads it after its name. */
const REASONS: Record<RemovalReason, string> = {
  gone: 'it is no longer in the catalogue.',
  variantGone: 'that option is no longer made.',
  discontinued: 'that option is discontinued.',
  chooseVariant: 'it now comes in options; choose one on its page.',
};

/**
 * What changed in the cart since the catalogue was last published: which lines were removed and
 * why, and which prices moved, so a quote never silently differs from what the buyer saw.
 */
export function CartChanges({
  removed,
  repriced,
  onDismiss,
  className,
  ...rest
}: CartChangesProps) {
  return (
    <section
      aria-labelledby="cart-changes-title"
      className={clsx(styles.root, className)}
      {...rest}
    >
      <Icon name="info" size={20} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="cart-changes-title" className={styles.title}>
          Your cart was updated to the latest catalogue
        </h2>
        <ul className={styles.list}>
          {removed.map((line) => (
            <li key={`removed-${line.key}`}>
              <strong>{lineName(line)}</strong> was removed: {REASONS[line.reason]}
            </li>
          ))}
          {repriced.map((line) => (
            <li key={`repriced-${line.key}`}>
              <strong>{lineName(line)}</strong> now costs {formatPrice(line.to)} (was{' '}
              {formatPrice(line.from)}).
            </li>
          ))}
        </ul>
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss} className={styles.dismiss}>
        OK
      </Button>
    </section>
  );
}
