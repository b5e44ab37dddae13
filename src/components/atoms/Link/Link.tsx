import { clsx } from 'clsx';
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
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

/**
 * Follows a click on a site link inside the app (the router's navigation), given the click and
 * the link's site path. Left to the follower: whether the click is one to follow at all.
 */
export type FollowSiteLink = (event: MouseEvent<HTMLAnchorElement>, path: string) => void;

/**
 * How the app follows site links. The app puts one follower around everything; without one a
 * site link is an ordinary link that loads its page.
 */
export const SiteLinkFollower = createContext<FollowSiteLink | null>(null);

/**
 * One link for the whole app: site paths are followed in the app, anything else is a safe
 * anchor. A site link is an anchor and one context read, not the router's link: that one reads
 * the location, resolves its path and builds its click handler on every render, which made it a
 * third of adopting a page of links.
 */
export function Link({
  to,
  variant = 'inline',
  newTab,
  className,
  children,
  onClick,
  ...rest
}: LinkProps) {
  const follow = useContext(SiteLinkFollower);
  const href = safeHref(to);
  const common = { className: clsx(styles.root, className), 'data-variant': variant, ...rest };
  if (isExternalLink(href)) {
    const openNew = newTab ?? true;
    return (
      <a
        {...common}
        href={href}
        onClick={onClick}
        target={openNew ? '_blank' : undefined}
        rel={openNew ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (follow && !event.defaultPrevented) follow(event, href);
  };
  return (
    <a {...common} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
