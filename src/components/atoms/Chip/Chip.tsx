import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../Icon';
import { Link, type LinkProps } from '../Link';
import styles from './Chip.module.css';

interface ChipLinkProps extends Omit<LinkProps, 'variant' | 'children'> {
  /** Where the chip goes: a site path or an http(s) URL (as the Link atom accepts). */
  to: string;
  /** Only toggle chips have a pressed state. */
  selected?: never;
  /** The chip's text. */
  children: ReactNode;
}

interface ChipToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Toggle chips have no target; give `to` for a link chip. */
  to?: never;
  /** Whether the filter is on (announced through aria-pressed). */
  selected?: boolean;
  /** The chip's text. */
  children: ReactNode;
}

/** A link chip (`to`) or a toggle chip (`selected` + `onClick`). */
export type ChipProps = ChipLinkProps | ChipToggleProps;

/** A pill for tags, room filters and popular categories: a link or a pressed/unpressed toggle. */
export function Chip(props: ChipProps) {
  if (props.to !== undefined) {
    const { to, className, children, ...rest } = props;
    return (
      <Link to={to} variant="quiet" className={clsx(styles.root, className)} {...rest}>
        {children}
      </Link>
    );
  }
  const { selected = false, type = 'button', className, children, ...rest } = props;
  return (
    <button
      type={type}
      className={clsx(styles.root, className)}
      aria-pressed={selected}
      data-selected={selected || undefined}
      {...rest}
    >
      {selected && <Icon name="check" size={16} className={styles.check} />}
      {children}
    </button>
  );
}
