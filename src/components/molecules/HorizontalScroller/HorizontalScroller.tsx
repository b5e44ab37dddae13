import { clsx } from 'clsx';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { Link } from '@/components/atoms/Link';
import styles from './HorizontalScroller.module.css';

/** The arrows appear only above this many items (docs/requirements.md#limits). */
const ARROW_THRESHOLD = 4;
/** One arrow click scrolls this many pixels. */
const SCROLL_STEP = 300;

export interface HorizontalScrollerProps<T = unknown> extends Omit<
  HTMLAttributes<HTMLElement>,
  'title'
> {
  /** The row's heading, e.g. 'Latest Products'; it also names the scrollable region. */
  title: string;
  /** The level of the heading. */
  headingLevel?: 2 | 3;
  /** Where 'View all' goes; without it there is no link. */
  viewAllTo?: string;
  /** The visible text of the 'View all' link. */
  viewAllLabel?: string;
  /** Shown instead of the row when there are no items. */
  emptyText?: string;
  /** The items to show, drawn by `renderItem` (or pass one child per item instead). */
  items?: readonly T[];
  /** Draws one item, usually a ProductCard. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** A stable key per item; the index when absent. */
  getKey?: (item: T, index: number) => Key;
  /** The items as children, one per item, when `items` is not given. */
  children?: ReactNode;
}

/**
 * A titled, horizontally scrolling row with arrows above four items (docs/requirements.md#home).
 */
export function HorizontalScroller<T>({
  title,
  headingLevel = 2,
  viewAllTo,
  viewAllLabel = 'View all',
  emptyText = 'No products found in this category.',
  items,
  renderItem,
  getKey,
  className,
  children,
  ...rest
}: HorizontalScrollerProps<T>) {
  const titleId = useId();
  const viewportId = useId();
  const viewportRef = useRef<HTMLElement>(null);
  const entries: { key: Key; node: ReactNode }[] =
    items && renderItem
      ? items.map((item, index) => ({
          key: getKey ? getKey(item, index) : index,
          node: renderItem(item, index),
        }))
      : Children.toArray(children).map((child, index) => ({
          key: isValidElement(child) && child.key !== null ? child.key : index,
          node: child,
        }));
  const count = entries.length;
  const showArrows = count > ARROW_THRESHOLD;
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const Heading = `h${headingLevel}` as const;

  const updateEdges = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // One pixel of slack: fractional scroll positions never quite reach the end.
    const atStart = viewport.scrollLeft <= 1;
    const atEnd = viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - 1;
    setEdges((prev) =>
      prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd },
    );
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !showArrows) return;
    updateEdges();
    viewport.addEventListener('scroll', updateEdges, { passive: true });
    const observer = new ResizeObserver(updateEdges);
    // The list grows with its items, the viewport with the window: either can move the ends.
    observer.observe(viewport);
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild);
    return () => {
      viewport.removeEventListener('scroll', updateEdges);
      observer.disconnect();
    };
  }, [showArrows, updateEdges]);

  function handleScroll(direction: -1 | 1) {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewportRef.current?.scrollBy({
      left: direction * SCROLL_STEP,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading className={styles.title} id={titleId}>
          {title}
        </Heading>
        <div className={styles.controls}>
          {viewAllTo !== undefined && (
            <Link to={viewAllTo} variant="quiet" className={styles.viewAll}>
              {viewAllLabel}
              <span className="visually-hidden"> {title}</span>
              <Icon name="arrowRight" size={18} />
            </Link>
          )}
          {showArrows && (
            <div className={styles.arrows}>
              <IconButton
                icon="chevronLeft"
                label={`Scroll ${title} left`}
                aria-controls={viewportId}
                disabled={edges.atStart}
                onClick={() => handleScroll(-1)}
              />
              <IconButton
                icon="chevronRight"
                label={`Scroll ${title} right`}
                aria-controls={viewportId}
                disabled={edges.atEnd}
                onClick={() => handleScroll(1)}
              />
            </div>
          )}
        </div>
      </div>
      {count === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <section
          ref={viewportRef}
          id={viewportId}
          className={styles.viewport}
          aria-labelledby={titleId}
          // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1).
          // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <ul className={styles.list}>
            {entries.map(({ key, node }) => (
              <li key={key} className={styles.item}>
                {node}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
