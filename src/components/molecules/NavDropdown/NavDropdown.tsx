import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import styles from './NavDropdown.module.css';

/** One entry of the submenu. */
export interface NavDropdownItem {
  /** Stable key, e.g. the subcategory id. */
  id: string;
  /** The visible text. */
  label: string;
  /** Where the entry links to, e.g. '/products/category/mirrors_wooden'. */
  to: string;
}

export interface NavDropdownProps extends HTMLAttributes<HTMLDivElement> {
  /** The top-level text, e.g. the category name. */
  label: string;
  /** Where the top-level link goes, e.g. '/products/category/mirrors'. */
  to: string;
  /** The submenu entries (subcategories). */
  items: NavDropdownItem[];
  /** The current path; the matching link gets aria-current="page". */
  activePath?: string;
}

// How long the pointer may wander off before a hover-opened menu closes (forgives diagonal moves).
const HOVER_CLOSE_DELAY_MS = 150;

type OpenedBy = 'hover' | 'keyboard' | null;

/** A navigation item with a link to its category and a disclosure button for its subcategories. */
export function NavDropdown({
  label,
  to,
  items,
  activePath,
  className,
  onPointerEnter,
  onPointerLeave,
  ...rest
}: NavDropdownProps) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // A click anywhere else closes a menu opened by click or keyboard.
  useEffect(() => {
    if (!open) return;
    function handleDocumentPointerDown(event: globalThis.PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenedBy(null);
    }
    document.addEventListener('pointerdown', handleDocumentPointerDown);
    return () => document.removeEventListener('pointerdown', handleDocumentPointerDown);
  }, [open]);

  function menuLinks(): HTMLAnchorElement[] {
    return Array.from(menuRef.current?.querySelectorAll('a') ?? []);
  }

  function focusItem(index: number) {
    const links = menuLinks();
    const count = links.length;
    if (count === 0) return;
    links[((index % count) + count) % count]?.focus();
  }

  function openAndFocus(index: number) {
    setOpenedBy('keyboard');
    // The menu is hidden until this render commits; focus it on the next frame.
    requestAnimationFrame(() => focusItem(index));
  }

  function handleButtonClick() {
    // A menu the pointer opened stays open when its button is clicked, instead of flickering shut.
    setOpenedBy((current) => (current === 'keyboard' ? null : 'keyboard'));
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = menuLinks().findIndex((el) => el === document.activeElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpenedBy(null);
      buttonRef.current?.focus();
    }
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus leaving the button and its menu (to the category link or beyond) closes the menu.
    const next = event.relatedTarget as Node | null;
    const stays = next !== null && (next === buttonRef.current || menuRef.current?.contains(next));
    if (!stays) setOpenedBy(null);
  }

  function handlePointerEnter(event: PointerEvent<HTMLDivElement>) {
    onPointerEnter?.(event);
    // Touch taps fire pointerenter too; only a real hover opens the menu, taps use the button.
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    setOpenedBy((current) => current ?? 'hover');
  }

  function handlePointerLeave(event: PointerEvent<HTMLDivElement>) {
    onPointerLeave?.(event);
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      setOpenedBy((current) => (current === 'hover' ? null : current));
    }, HOVER_CLOSE_DELAY_MS);
  }

  return (
    // Escape, hover and focus-out are handled for the whole item (link, button and menu).
    // oxlint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-open={open || undefined}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      {...rest}
    >
      <div className={styles.trigger}>
        <Link
          to={to}
          variant="quiet"
          className={styles.link}
          aria-current={activePath === to ? 'page' : undefined}
        >
          {label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`${label} subcategories`}
          onClick={handleButtonClick}
          onKeyDown={handleButtonKeyDown}
        >
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </button>
      </div>
      {/* Arrow keys move between the menu's links; the links themselves stay plain links. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={menuRef}
        id={menuId}
        className={styles.menu}
        hidden={!open}
        onKeyDown={handleMenuKeyDown}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              variant="quiet"
              className={styles.item}
              aria-current={activePath === item.to ? 'page' : undefined}
              onClick={() => setOpenedBy(null)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
