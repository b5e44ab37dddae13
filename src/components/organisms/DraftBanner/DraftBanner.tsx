import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { previewBannerText } from '@/domain/publishing';
import styles from './DraftBanner.module.css';

export interface DraftBannerProps extends HTMLAttributes<HTMLElement> {
  /** How many unpublished changes the owner's browser shows. */
  count: number;
  /** The publishing screen. */
  href?: string;
}

/**
 * Tells the owner that the storefront in their browser shows drafts visitors do not see yet,
 * and where to publish them (docs/publishing.md#drafts-and-publishing).
 */
export function DraftBanner({
  count,
  href = '/admin/publishing',
  className,
  ...rest
}: DraftBannerProps) {
  return (
    <section className={clsx(styles.root, className)} aria-label="Unpublished changes" {...rest}>
      <p className={styles.text}>
        {previewBannerText(count)}. Visitors do not see them until you publish.
      </p>
      {/* A full page load: the admin comes with its own page and policy. */}
      <a className={styles.link} href={href}>
        Review and publish
      </a>
    </section>
  );
}
