import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Badge.module.css';

/** The product flags (docs/requirements.md#product-card) and the words each one shows. */
const LABELS = { new: 'NEW', bestseller: 'BESTSELLER' } as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Which flag: 'new' (charcoal) or 'bestseller' (bronze). */
  variant: keyof typeof LABELS;
  /** Overrides the flag's standard text ('NEW', 'BESTSELLER'). */
  children?: ReactNode;
}

/** A small-caps product flag, shown on cards and detail pages. */
export function Badge({ variant, className, children, ...rest }: BadgeProps) {
  return (
    <span className={clsx(styles.root, className)} data-variant={variant} {...rest}>
      {children ?? LABELS[variant]}
    </span>
  );
}

export interface ProductFlagsProps extends HTMLAttributes<HTMLSpanElement> {
  /** Flagged as new: 'NEW' first. */
  isNew?: boolean | undefined;
  /** Flagged as a bestseller: 'BESTSELLER' after it. */
  isBestseller?: boolean | undefined;
}

/**
 * A product's flags together, as its card, page, quick view and admin row show them; nothing at all
 * for a product with none, so no empty box takes space. The module that places it sets the layout.
 */
export function ProductFlags({ isNew, isBestseller, ...rest }: ProductFlagsProps) {
  if (!isNew && !isBestseller) return null;
  return (
    <span {...rest}>
      {isNew && <Badge variant="new" />}
      {isBestseller && <Badge variant="bestseller" />}
    </span>
  );
}
