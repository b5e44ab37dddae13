import { clsx } from 'clsx';
import { useCallback, useEffect, useRef, type HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { formatCount } from '@/domain/numbers';
import styles from './ShowMore.module.css';

/** What asked for more: the button, or the sentinel scrolling into view. */
export type ShowMoreSource = 'button' | 'auto';

export interface ShowMoreProps extends HTMLAttributes<HTMLDivElement> {
  /** How many items are on screen. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /** Raised to show the next batch; says whether the button or the sentinel asked. */
  onShowMore: (source: ShowMoreSource) => void;
  /** Also asks for more when the bottom of the list scrolls into view (infinite scroll). */
  auto?: boolean;
  /** The noun in the progress line, e.g. 'products'. */
  itemLabel?: string;
}

/** Progressive disclosure for long grids: a progress line, a button, and an optional sentinel. */
export function ShowMore({
  shown,
  total,
  onShowMore,
  auto = false,
  itemLabel = 'products',
  className,
  ...rest
}: ShowMoreProps) {
  const visible = Math.min(shown, total);
  const remaining = Math.max(0, total - visible);
  // The latest callback, so a new function from the parent does not restart the observer.
  const onShowMoreRef = useRef(onShowMore);
  useEffect(() => {
    onShowMoreRef.current = onShowMore;
  });

  // The sentinel is keyed by the batch, so each batch gets a fresh observer that fires at once
  // if the end of the list is still in view.
  const observeSentinel = useCallback((sentinel: HTMLDivElement | null) => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onShowMoreRef.current('auto');
        }
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  if (total === 0) return null;

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      <p className={styles.progress} aria-live="polite">
        Showing {formatCount(visible)} of {formatCount(total)} {itemLabel}
      </p>
      {remaining > 0 && (
        <>
          <progress className={styles.bar} max={total} value={visible} aria-hidden="true" />
          <Button variant="secondary" onClick={() => onShowMore('button')}>
            Show more ({formatCount(remaining)} remaining)
          </Button>
          {auto && (
            <div
              key={visible}
              ref={observeSentinel}
              className={styles.sentinel}
              aria-hidden="true"
            />
          )}
        </>
      )}
    </div>
  );
}
