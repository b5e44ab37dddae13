import { clsx } from 'clsx';
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternalLink, safeHref } from '@/domain/links';
import styles from './Link.module.css';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path ('/about') or an http(s) URL; anything else (javascript:, data:) falls back to '/'. */
  to: string;
  /** Inline text link, quiet navigation link, or a link styled as a button. */
  variant?: 'inline' | 'quiet' | 'button' | 'buttonSecondary';
  /** Opens an external URL in a new tab (with noopener). */
  newTab?: boolean;
}

/** One link for the whole app: router navigation for site paths, a safe anchor for the rest. */
export function Link({ to, variant = 'inline', newTab, className, children, ...rest }: LinkProps) {
  const href = safeHref(to);
  const common = { className: clsx(styles.root, className), 'data-variant': variant, ...rest };
  if (isExternalLink(href)) {
    const openNew = newTab ?? true;
    return (
      <a
        {...common}
        href={href}
        target={openNew ? '_blank' : undefined}
        rel={openNew ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <RouterLink {...common} to={href}>
      {children}
    </RouterLink>
  );
}
