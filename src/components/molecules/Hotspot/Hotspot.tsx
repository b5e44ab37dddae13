import { clsx } from 'clsx';
import { useCallback, useId, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { Price } from '@/components/atoms/Price';
import { TOASTS } from '@/domain/messages';
import type { HotspotPosition } from '@/domain/types';
import styles from './Hotspot.module.css';

export interface HotspotProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The product's name, shown in the tooltip and naming the marker. */
  name: string;
  /** The product's price, shown under the name. */
  price?: number;
  /** Where the marker sits on the picture, in percent from the top-left corner. */
  position: HotspotPosition;
  /** Raised when the marker is clicked or pressed (the page opens the quick view). */
  onSelect: () => void;
  /** The product is gone: the tooltip says so instead of showing a price. */
  missing?: boolean;
}

/** Near an edge the tooltip opens inwards so it stays on the picture. */
function placement({ x, y }: HotspotPosition) {
  return {
    vertical: y < 30 ? 'below' : 'above',
    horizontal: x < 25 ? 'start' : x > 75 ? 'end' : 'center',
  } as const;
}

/** A product marker on a room photo; hover or focus reveals the name and price. */
export function Hotspot({
  name,
  price,
  position,
  onSelect,
  missing = false,
  className,
  ...rest
}: HotspotProps) {
  const detailId = useId();
  const { x, y } = position;
  // Placed through the CSSOM, since the CSP allows no style attribute; hidden and still until
  // in place.
  const place = useCallback(
    (node: HTMLDivElement | null) => {
      node?.style.setProperty('--x', String(x));
      node?.style.setProperty('--y', String(y));
      node?.style.setProperty('--placed', 'visible');
      node?.style.setProperty('--pulse', 'running');
    },
    [x, y],
  );
  // Escape hides the tooltip until focus leaves or the pointer comes back (WCAG 1.4.13).
  const [dismissed, setDismissed] = useState(false);
  const { vertical, horizontal } = placement(position);

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && !dismissed) {
      event.stopPropagation();
      setDismissed(true);
    }
  }

  return (
    <div
      ref={place}
      className={clsx(styles.root, className)}
      data-variant={missing ? 'missing' : undefined}
      data-vertical={vertical}
      data-horizontal={horizontal}
      data-dismissed={dismissed || undefined}
      {...rest}
    >
      <IconButton
        className={styles.marker}
        label={name}
        title={undefined}
        aria-describedby={detailId}
        onClick={onSelect}
        onKeyDown={handleKeyDown}
        onMouseEnter={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
      >
        <span className={styles.dot} aria-hidden="true" />
      </IconButton>
      <span className={styles.tooltip} role="tooltip">
        <span className={styles.name}>{name}</span>
        <span className={styles.detail} id={detailId}>
          {missing || price === undefined ? (
            TOASTS.productUnavailable
          ) : (
            <Price value={price} size="sm" />
          )}
        </span>
      </span>
    </div>
  );
}
