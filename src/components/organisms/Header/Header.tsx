import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { Link } from '@/components/atoms/Link';
import { NavDropdown } from '@/components/molecules/NavDropdown';
import { SearchBox } from '@/components/molecules/SearchBox';
import { navigationCategories } from '@/domain/catalogue';
import { isSafeImageSrc } from '@/domain/links';
import * as paths from '@/domain/paths';
import type { Category } from '@/domain/types';
import styles from './Header.module.css';

/**
 * The mobile menu's fixed entries, worded and ordered as docs/requirements.md#header lists them.
 */
const MOBILE_LINKS = [
  { label: 'HOME', to: paths.home },
  { label: 'MIRRORS', to: paths.category('mirrors') },
  { label: 'FURNITURE', to: paths.category('furniture') },
  { label: 'LIGHTING', to: paths.category('lighting') },
  { label: 'ABOUT US', to: paths.about },
] as const;

/** The 'Design Inspirations' link, on the bar and last in the mobile menu. */
const INSPIRATIONS_LINK = { label: 'Design Inspirations', to: paths.designInspirations };

const MOBILE_MENU = [...MOBILE_LINKS, INSPIRATIONS_LINK];

export interface HeaderProps extends HTMLAttributes<HTMLElement> {
  /** The site name from site settings, shown beside the logo. */
  siteName: string;
  /** The logo image (data or http(s) URL); empty shows the text wordmark only. */
  logoUrl: string;
  /** All categories; 'all' becomes HOME and the rest follow in stored order. */
  categories: Category[];
  /** Items in the cart; the badge shows only above 0. */
  cartCount: number;
  /** Shows the settings shortcut to the admin area. */
  isAdmin: boolean;
  /** Called with the trimmed query from either search box. */
  onSearch: (query: string) => void;
  /** The current path; the matching navigation link gets aria-current="page". */
  activePath?: string;
  /** The text the search boxes start with (e.g. on the search results page). */
  searchQuery?: string;
}

/** What the cart link is called, so a screen reader hears the count the badge shows. */
function cartLabel(count: number): string {
  if (count <= 0) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

function categoryPath(id: string): string {
  return id === 'all' ? paths.home : paths.category(id);
}

/**
 * The sticky site header: logo, category navigation, search, quick order, cart and the mobile
 * menu.
 */
export function Header({
  siteName,
  logoUrl,
  categories,
  cartCount,
  isAdmin,
  onSearch,
  activePath,
  searchQuery = '',
  className,
  onKeyDown,
  ...rest
}: HeaderProps) {
  const menuId = useId();
  const searchPanelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Only used between the mobile and wide layouts, where the field folds into an icon.
  const [searchOpen, setSearchOpen] = useState(false);
  const showLogo = logoUrl !== '' && isSafeImageSrc(logoUrl);
  const current = (to: string) => (activePath === to ? ('page' as const) : undefined);

  // A tap outside the header closes the mobile menu and the folded search.
  useEffect(() => {
    if (!menuOpen && !searchOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (rootRef.current?.contains(event.target as Node)) return;
      setMenuOpen(false);
      setSearchOpen(false);
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [menuOpen, searchOpen]);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (menuOpen) {
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    } else if (searchOpen) {
      setSearchOpen(false);
      searchToggleRef.current?.focus();
    }
  }

  function handleSearchToggle() {
    const next = !searchOpen;
    setSearchOpen(next);
    if (next) {
      // The panel is display:none until this render commits.
      requestAnimationFrame(() => {
        document.getElementById(searchPanelId)?.querySelector('input')?.focus();
      });
    }
  }

  function handleDesktopSearch(query: string) {
    setSearchOpen(false);
    onSearch(query);
  }

  function handleMobileSearch(query: string) {
    setMenuOpen(false);
    onSearch(query);
  }

  const closeMenu = () => setMenuOpen(false);

  // Every navigation entry is a quiet link, marked current on its own page.
  const navLink = (
    link: { label: string; to: string },
    linkClassName: string,
    onClick?: () => void,
  ) => (
    <Link
      to={link.to}
      variant="quiet"
      className={linkClassName}
      aria-current={current(link.to)}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );

  return (
    // Escape closes whichever panel is open, wherever focus is inside the header.
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <header
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-menu-open={menuOpen || undefined}
      data-search-open={searchOpen || undefined}
      data-admin={isAdmin || undefined}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      <div className={styles.bar}>
        <Link
          to={paths.home}
          variant="quiet"
          className={styles.brand}
          aria-label={`${siteName} home`}
        >
          {showLogo && <img className={styles.logo} src={logoUrl} alt="" height={40} />}
          <span className={styles.wordmark}>{siteName}</span>
        </Link>

        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {navigationCategories(categories).map((category) => {
              const to = categoryPath(category.id);
              const label = category.id === 'all' ? 'HOME' : category.name;
              const subcategories = category.subcategories ?? [];
              return (
                <li key={category.id} className={styles.navItem}>
                  {subcategories.length > 0 && category.id !== 'all' ? (
                    <NavDropdown
                      label={label}
                      to={to}
                      activePath={activePath}
                      items={subcategories.map((sub) => ({
                        id: sub.id,
                        label: sub.name,
                        to: categoryPath(sub.id),
                      }))}
                    />
                  ) : (
                    navLink({ label, to }, styles.navLink)
                  )}
                </li>
              );
            })}
            <li className={styles.navItem}>{navLink(INSPIRATIONS_LINK, styles.navLink)}</li>
          </ul>
        </nav>

        <div className={styles.tools}>
          <div id={searchPanelId} className={styles.searchPanel}>
            <SearchBox
              key={`desktop-${searchQuery}`}
              className={styles.desktopSearch}
              variant="compact"
              placeholder="Search…"
              defaultValue={searchQuery}
              onSearch={handleDesktopSearch}
            />
          </div>
          <IconButton
            ref={searchToggleRef}
            className={styles.searchToggle}
            icon={searchOpen ? 'close' : 'search'}
            iconSize={22}
            label="Show search"
            title="Search"
            aria-expanded={searchOpen}
            aria-controls={searchPanelId}
            onClick={handleSearchToggle}
          />
          {isAdmin && (
            <Link
              to={paths.admin}
              variant="quiet"
              className={styles.iconLink}
              aria-label="Admin settings"
              title="Admin settings"
            >
              <Icon name="settings" size={22} />
            </Link>
          )}
          <Link
            to={paths.quickOrder}
            variant="quiet"
            className={styles.quickOrder}
            title="Quick order"
            aria-current={current(paths.quickOrder)}
          >
            <Icon name="copy" size={22} />
            <span>Quick order</span>
          </Link>
          <Link
            to={paths.cart}
            variant="quiet"
            className={styles.iconLink}
            aria-label={cartLabel(cartCount)}
            aria-current={current(paths.cart)}
          >
            <Icon name="cart" size={22} />
            {cartCount > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          <IconButton
            ref={menuButtonRef}
            className={styles.menuButton}
            icon={menuOpen ? 'close' : 'menu'}
            iconSize={24}
            label="Menu"
            title={undefined}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>

      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        <SearchBox
          key={`mobile-${searchQuery}`}
          variant="mobile"
          defaultValue={searchQuery}
          onSearch={handleMobileSearch}
        />
        <nav aria-label="Mobile">
          <ul className={styles.mobileList}>
            {MOBILE_MENU.map((link) => (
              <li key={link.to}>{navLink(link, styles.mobileLink, closeMenu)}</li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
