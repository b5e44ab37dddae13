import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../Icon';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The icon to draw. */
  icon: IconName;
  /** The accessible name, also shown as a tooltip. */
  label: string;
  /** Visual treatment: plain on a surface, filled for floating buttons, overlay on images. */
  variant?: 'plain' | 'filled' | 'overlay';
  /** Icon size in px; the touch target stays at least 44 px. */
  iconSize?: number;
}

/** A square, 44 px, icon-only button with an accessible name. */
export function IconButton({
  icon,
  label,
  variant = 'plain',
  iconSize = 20,
  type = 'button',
  className,
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
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
