import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon to draw. */
  icon?: IconName;
  /** A drawing of its own in place of `icon` (a play/pause glyph, a slide's dot, a marker). */
  children?: ReactNode;
  /** A ref to the button (focus returns to it when what it opened closes). */
  ref?: Ref<HTMLButtonElement>;
  /** The accessible name, also shown as a tooltip. */
  label: string;
  /** Visual treatment: plain on a surface, filled for floating buttons, overlay on images. */
  variant?: 'plain' | 'filled' | 'overlay';
  /** Icon size in px; the touch target stays at least 44 px. */
  iconSize?: number;
}

/** A round, 44 px, icon-only button with an accessible name. */
export function IconButton({
  icon,
  label,
  variant = 'plain',
  iconSize = 20,
  type = 'button',
  className,
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={clsx(styles.root, className)}
      data-variant={variant}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children ?? (icon && <Icon name={icon} size={iconSize} />)}
    </button>
  );
}
