import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Image } from '@/components/atoms/Image';
import { Hotspot } from '@/components/molecules/Hotspot';
import { roomLabel } from '@/domain/catalogue';
import type { EnrichedInspiration } from '@/domain/types';
import styles from './InspirationCard.module.css';

export interface InspirationCardProps extends HTMLAttributes<HTMLElement> {
  /** The room: photo, title, description and its product hotspots. */
  inspiration: EnrichedInspiration;
  /** Raised with the product id of the hotspot the visitor chose. */
  onHotspotSelect: (productId: number) => void;
  /** The level of the room's title. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the photo eagerly: set it on the first card of a page. */
  priority?: boolean;
  /** Wide shows the text beside the photo on large screens; stacked keeps it below. */
  layout?: 'stacked' | 'wide';
}

/** A design inspiration: a room photo with product hotspots, its room, title and story. */
export function InspirationCard({
  inspiration,
  onHotspotSelect,
  headingLevel = 3,
  priority = false,
  layout = 'stacked',
  className,
  ...rest
}: InspirationCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const count = inspiration.products.length;

  return (
    <article
      className={clsx(styles.root, className)}
      data-variant={layout}
      aria-labelledby={titleId}
      {...rest}
    >
      <div className={styles.media}>
        <Image
          className={styles.image}
          src={inspiration.backgroundImage}
          alt=""
          ratio="3:2"
          priority={priority}
          sizes="(min-width: 1100px) 50vw, 100vw"
        />
        {count > 0 && (
          <ul className={styles.hotspots} aria-label={`Products in ${inspiration.title}`}>
            {inspiration.products.map((spot) => (
              <li key={`${spot.productId}-${spot.position.x}-${spot.position.y}`}>
                <Hotspot
                  name={spot.name}
                  price={spot.price}
                  position={spot.position}
                  onSelect={() => onHotspotSelect(spot.productId)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.room}>{roomLabel(inspiration.category)}</p>
        <Heading className={styles.title} id={titleId}>
          {inspiration.title}
        </Heading>
        {inspiration.description && <p className={styles.description}>{inspiration.description}</p>}
        {count > 0 && (
          <p className={styles.count}>
            {count === 1 ? '1 product to explore' : `${count} products to explore`}
          </p>
        )}
      </div>
    </article>
  );
}
