import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { Chip } from '@/components/atoms/Chip';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import { POPULAR_TAGS, sidebarCategories } from '@/domain/catalogue';
import * as paths from '@/domain/paths';
import type { Category } from '@/domain/types';
import { minWidthQuery } from '@/styles/breakpoints';
import styles from './CategorySidebar.module.css';

const TITLE = 'Product Categories';

/** Where the static sidebar replaces the drawer (the `lg` breakpoint, as in the stylesheet). */
const DESKTOP_QUERY = minWidthQuery('lg');

/**
 * The drawer's code (a modal dialog and its focus handling) loads when a visitor first reaches for
 * it: most visits never open it, and from `lg` up it is never shown.
 */
const loadDrawer = () => import('@/components/molecules/Drawer');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

/** The fixed lists under the categories. */
const COLLECTION_LINKS = [
  { label: 'Latest Products', to: paths.newArrivals, id: 'new' },
  { label: 'Bestselling Products', to: paths.bestsellers, id: 'bestsellers' },
  { label: 'Design Inspirations', to: paths.designInspirations, id: 'design-inspirations' },
] as const;

export interface CategorySidebarProps extends HTMLAttributes<HTMLDivElement> {
  /** All categories; 'all' is left out, subcategories are nested under their parent. */
  categories: Category[];
  /** The category (or 'new', 'bestsellers') being shown; its link gets aria-current. */
  activeCategoryId?: string;
  /** Whether the small-screen drawer is open; the page owns this state. */
  drawerOpen: boolean;
  /** Asked to open (filter button) or close (close button, backdrop, Escape) the drawer. */
  onDrawerOpenChange: (open: boolean) => void;
}

interface SidebarContentProps {
  categories: Category[];
  activeCategoryId: string | undefined;
  /**
   * The id of a visible heading naming the lists; without it (the drawer) they are named
   * 'Product Categories menu', so no two navigation landmarks share a name.
   */
  labelledBy?: string;
  onNavigate?: () => void;
}

/** The lists shared by the static sidebar and the drawer. */
function SidebarContent({
  categories,
  activeCategoryId,
  labelledBy,
  onNavigate,
}: SidebarContentProps) {
  // Every list entry is the same quiet link: marked current when it is the page shown, and
  // closing the drawer (onNavigate) when followed.
  const link = (to: string, id: string, label: string, className = styles.categoryLink) => (
    <Link
      to={to}
      variant="quiet"
      className={className}
      aria-current={activeCategoryId === id ? 'page' : undefined}
      onClick={onNavigate}
    >
      {label}
    </Link>
  );

  return (
    <nav
      className={styles.content}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : `${TITLE} menu`}
    >
      <ul className={styles.categoryList}>
        {sidebarCategories(categories).map((category) => (
          <li key={category.id}>
            {link(paths.category(category.id), category.id, category.name)}
            {(category.subcategories ?? []).length > 0 && (
              <ul className={styles.subList}>
                {(category.subcategories ?? []).map((sub) => (
                  <li key={sub.id}>
                    {link(paths.category(sub.id), sub.id, sub.name, styles.subLink)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>

      <ul className={styles.collectionList}>
        {COLLECTION_LINKS.map((entry) => (
          <li key={entry.to}>{link(entry.to, entry.id, entry.label)}</li>
        ))}
      </ul>

      <div className={styles.tags}>
        <h3 className={styles.tagsTitle}>Popular Tags</h3>
        <ul className={styles.tagList}>
          {POPULAR_TAGS.map((tag) => (
            <li key={tag}>
              <Chip to={paths.tag(tag)} onClick={onNavigate}>
                {tag}
              </Chip>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/**
 * The category sidebar (docs/requirements.md#home): a static column on large screens, a drawer on
 * small ones.
 */
export function CategorySidebar({
  categories,
  activeCategoryId,
  drawerOpen,
  onDrawerOpenChange,
  className,
  ...rest
}: CategorySidebarProps) {
  const titleId = useId();
  // Rendered from the first time it opens on; kept afterwards so it can close and reopen at once.
  const [drawerWanted, setDrawerWanted] = useState(drawerOpen);
  if (drawerOpen && !drawerWanted) setDrawerWanted(true);

  // Growing past the breakpoint with the drawer open would leave an invisible modal behind.
  useEffect(() => {
    if (!drawerOpen) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const closeIfDesktop = () => {
      if (query.matches) onDrawerOpenChange(false);
    };
    closeIfDesktop();
    query.addEventListener('change', closeIfDesktop);
    return () => query.removeEventListener('change', closeIfDesktop);
  }, [drawerOpen, onDrawerOpenChange]);

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <aside className={styles.static} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {TITLE}
        </h2>
        <SidebarContent
          categories={categories}
          activeCategoryId={activeCategoryId}
          labelledBy={titleId}
        />
      </aside>

      <Button
        className={styles.filterButton}
        variant="secondary"
        size="sm"
        icon={<Icon name="filter" />}
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onPointerDown={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => onDrawerOpenChange(true)}
      >
        Show categories
      </Button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <Drawer
            className={styles.drawer}
            open={drawerOpen}
            title={TITLE}
            side="left"
            closeLabel="Close categories"
            onClose={() => onDrawerOpenChange(false)}
          >
            <SidebarContent
              categories={categories}
              activeCategoryId={activeCategoryId}
              onNavigate={() => onDrawerOpenChange(false)}
            />
          </Drawer>
        </Suspense>
      )}
    </div>
  );
}
