import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import styles from './AdminLayout.module.css';

/**
 * On a phone the section links scroll sideways: bring the current one into view (centred
 * where it can be) without moving the page.
 */
function revealActiveLink(nav: HTMLElement) {
  const link = nav.querySelector<HTMLElement>('[aria-current="page"]');
  if (!link || nav.scrollWidth <= nav.clientWidth) return;
  nav.scrollLeft = link.offsetLeft - nav.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
}

/**
 * Marks the sides where more links are scrolled out of view (`data-more="start end"`), so the
 * CSS fades that edge as a hint that the list scrolls.
 */
function markHiddenLinks(nav: HTMLElement) {
  const hidden = nav.scrollWidth - nav.clientWidth;
  const sides = [
    hidden > 1 && nav.scrollLeft > 1 ? 'start' : '',
    hidden > 1 && nav.scrollLeft < hidden - 1 ? 'end' : '',
  ].filter(Boolean);
  if (sides.length > 0) nav.dataset.more = sides.join(' ');
  else delete nav.dataset.more;
}

/** The sideways navigation's setup: current link in view, edge hints kept up to date. */
function setUpNav(nav: HTMLElement | null) {
  if (!nav) return;
  revealActiveLink(nav);
  markHiddenLinks(nav);
  // The links are measured in the fallback face until the brand face arrives; centre again then.
  let live = true;
  void document.fonts?.ready.then(() => {
    if (!live) return;
    revealActiveLink(nav);
    markHiddenLinks(nav);
  });
  const update = () => markHiddenLinks(nav);
  nav.addEventListener('scroll', update, { passive: true });
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
  resize?.observe(nav);
  return () => {
    live = false;
    nav.removeEventListener('scroll', update);
    resize?.disconnect();
  };
}

/**
 * The admin screens of docs/requirements.md#admin-screens, in the order the admin navigation lists
 * them.
 */
export const ADMIN_SECTIONS = [
  { id: 'products', label: 'Products', to: '/admin/products' },
  { id: 'categories', label: 'Categories', to: '/admin/categories' },
  { id: 'slider', label: 'Slider', to: '/admin/slider' },
  { id: 'images', label: 'Images', to: '/admin/images' },
  { id: 'site-settings', label: 'Site settings', to: '/admin/site-settings' },
  { id: 'social-media', label: 'Social media', to: '/admin/social-media' },
  { id: 'publishing', label: 'Publishing', to: '/admin/publishing' },
] as const;

/** One admin screen's id, e.g. 'products' or 'site-settings'. */
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

export interface AdminLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The screen title, rendered as the page's h1. */
  title: string;
  /** The current screen; its navigation link gets aria-current="page". */
  active?: AdminSection;
  /** Called when the Logout button is pressed. */
  onLogout: () => void;
  /** Buttons beside the title, e.g. 'Add Product'. */
  actions?: ReactNode;
  /** Where the back arrow goes (the products screen); hidden on that screen itself. */
  backTo?: string;
  /** The back arrow's text. */
  backLabel?: string;
  /** The screen's content. */
  children?: ReactNode;
}

/** The frame of every admin screen: back arrow, title, admin navigation and Logout. */
export function AdminLayout({
  title,
  active,
  onLogout,
  actions,
  backTo = '/admin/products',
  backLabel = 'Back to products',
  className,
  children,
  ...rest
}: AdminLayoutProps) {
  const onBackScreen = ADMIN_SECTIONS.some((s) => s.to === backTo && s.id === active);
  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <div className={styles.topBar}>
        {!onBackScreen && (
          <Link to={backTo} variant="quiet" className={styles.back}>
            <Icon name="arrowLeft" size={20} />
            <span>{backLabel}</span>
          </Link>
        )}
        <Button
          variant="secondary"
          size="sm"
          className={styles.logout}
          icon={<Icon name="logout" size={18} />}
          onClick={onLogout}
        >
          Logout
        </Button>
      </div>

      <nav key={active} ref={setUpNav} className={styles.nav} aria-label="Admin">
        <ul className={styles.navList}>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={section.to}
                variant="quiet"
                className={styles.navLink}
                aria-current={active === section.id ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions !== undefined && actions !== null && (
          <div className={styles.actions}>{actions}</div>
        )}
      </div>

      <div className={styles.content}>{children}</div>
    </div>
  );
}
