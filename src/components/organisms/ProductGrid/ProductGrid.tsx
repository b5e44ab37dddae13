import { clsx } from 'clsx';
import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import type { ProductSummary } from '@/domain/views';
import { formatCount } from '@/domain/numbers';
import { EmptyState } from '@/components/molecules/EmptyState';
import { ProductCard } from '@/components/molecules/ProductCard';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { ShowMore, type ShowMoreSource } from '@/components/molecules/ShowMore';
import styles from './ProductGrid.module.css';

/** How many cards a long list renders before 'Show more'. */
const DEFAULT_VISIBLE = 24;
/**
 * Cards whose images load at once and at high priority: the first four are in view at every
 * width (two rows on a phone, the first row on a wide screen), and any of them may be the largest
 * paint (on a phone Chromium reports the third card's photo, the size of the first two). Any one
 * of them arriving after the first frame put the app's code into Lighthouse's simulated largest
 * paint (D78). The rest are lazy, and on served HTML they wait for the first paint (see
 * global.css).
 */
const FIRST_VIEW_CARDS = 4;
/** Placeholder cards while loading. */
const SKELETON_CARDS = 8;

export interface ProductGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The products of the list (all, or those loaded so far); the first `visibleCount` render. */
  products: readonly ProductSummary[];
  /** How many products the whole list holds, when only part of it is loaded; defaults to all. */
  total?: number;
  /** An optional heading above the count; leave it out when the page's h1 already says it. */
  title?: string;
  /** The level of `title`; cards take the next level (or this one when there is no title). */
  headingLevel?: 1 | 2 | 3;
  /** Turns a product's category id into the name shown on its card. */
  getCategoryName?: (categoryId: string) => string | undefined;
  /** Raised by a card's 'Add to Cart' with its product. */
  onAddToCart: (product: ProductSummary) => void;
  /** How many cards to render; the rest wait behind 'Show more'. */
  visibleCount?: number;
  /** Raised to show the next batch; without it every product is rendered. */
  onShowMore?: (source: ShowMoreSource) => void;
  /** Also shows more when the end of the grid scrolls into view. */
  autoShowMore?: boolean;
  /** Shows placeholder cards instead of the products. */
  loading?: boolean;
  /** The empty state's title ('No products found'). */
  emptyTitle?: string;
  /** The empty state's text ('There are no products in this category yet.'). */
  emptyBody?: string;
  /** A way out of the empty state, e.g. a 'Browse Products' link. */
  emptyAction?: ReactNode;
}

/**
 * The product list of docs/requirements.md#product-lists: '{n} products found', up to four columns,
 * 'Show more' for long lists.
 */
export function ProductGrid({
  products,
  total: listTotal,
  title,
  headingLevel = 2,
  getCategoryName,
  onAddToCart,
  visibleCount = DEFAULT_VISIBLE,
  onShowMore,
  autoShowMore = false,
  loading = false,
  emptyTitle = 'No products found',
  emptyBody = 'There are no products in this category yet.',
  emptyAction,
  className,
  ...rest
}: ProductGridProps) {
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // Where keyboard focus goes after 'Show more': the first card of the new batch.
  const focusFromRef = useRef<number | null>(null);
  const total = Math.max(listTotal ?? 0, products.length);
  const shownCount = onShowMore
    ? Math.min(Math.max(0, visibleCount), products.length)
    : products.length;
  const shown = products.slice(0, shownCount);
  const Title = `h${headingLevel}` as const;
  const cardLevel = (title ? Math.min(headingLevel + 1, 4) : Math.max(headingLevel, 2)) as
    2 | 3 | 4;

  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null || shownCount <= from) return;
    focusFromRef.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shownCount]);

  function handleShowMore(source: ShowMoreSource) {
    if (source === 'button') focusFromRef.current = shownCount;
    onShowMore?.(source);
  }

  let content: ReactNode;
  if (loading) {
    content = (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className={styles.skeleton}>
            <span className={styles.skeletonImage} />
            {/* The card's lines at the card's sizes, so the grid does not move when it loads. */}
            <span className={styles.skeletonBody}>
              <span className={styles.skeletonLine} data-line="name" />
              <span className={styles.skeletonLine} data-line="category" />
              <span className={styles.skeletonLine} data-line="sku" />
              <span className={styles.skeletonFooter}>
                <span className={styles.skeletonLine} data-line="price" />
                <span className={styles.skeletonButton} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  } else if (total === 0) {
    content = (
      <EmptyState icon="search" title={emptyTitle} body={emptyBody} headingLevel={cardLevel}>
        {emptyAction}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className={styles.grid} ref={listRef}>
          {shown.map((product, index) => (
            <li key={product.id} className={styles.item}>
              <HydrateLater>
                <ProductCard
                  product={product}
                  categoryName={getCategoryName?.(product.category)}
                  onAddToCart={onAddToCart}
                  headingLevel={cardLevel}
                  priority={index < FIRST_VIEW_CARDS}
                />
              </HydrateLater>
            </li>
          ))}
        </ul>
        {onShowMore && shownCount < total && (
          <ShowMore
            shown={shownCount}
            total={total}
            onShowMore={handleShowMore}
            auto={autoShowMore}
          />
        )}
      </>
    );
  }

  return (
    <section
      className={clsx(styles.root, className)}
      aria-labelledby={title ? titleId : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {(title || total > 0 || loading) && (
        <div className={styles.header}>
          {title && (
            <Title className={styles.title} id={titleId}>
              {title}
            </Title>
          )}
          <output className={styles.count}>
            {loading ? 'Loading products…' : total > 0 ? countLine(total) : ''}
          </output>
        </div>
      )}
      {content}
    </section>
  );
}

/** '{n} products found', in the singular for one. */
function countLine(total: number): string {
  return `${formatCount(total)} ${total === 1 ? 'product' : 'products'} found`;
}
