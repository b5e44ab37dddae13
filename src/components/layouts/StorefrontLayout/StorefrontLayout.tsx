import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './StorefrontLayout.module.css';

export interface StorefrontLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The site header (sticky). */
  header: ReactNode;
  /** The site footer. */
  footer: ReactNode;
  /** The page content, rendered inside <main id="main">. */
  children?: ReactNode;
}

/** The storefront page frame: skip link, header, main content and footer. */
export function StorefrontLayout({
  header,
  footer,
  className,
  children,
  ...rest
}: StorefrontLayoutProps) {
  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      {header}
      {/* tabIndex -1 lets the skip link and route changes move focus here. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
