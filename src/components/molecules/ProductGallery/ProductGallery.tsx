import { clsx } from 'clsx';
import { useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import styles from './ProductGallery.module.css';

export interface ProductGalleryProps extends HTMLAttributes<HTMLDivElement> {
  /** The product's image URLs, first shown first. */
  images: readonly string[];
  /** The product's name: the main image's text alternative. */
  alt: string;
  /** Loads the main image eagerly (it is the detail page's largest paint). */
  priority?: boolean;
}

/** The product page's gallery: a main image and thumbnails, arrow keys move between them. */
export function ProductGallery({
  images,
  alt,
  priority = true,
  className,
  ...rest
}: ProductGalleryProps) {
  const [state, setState] = useState({ images, index: 0 });
  // Another product's images start again from the first (derived during render, no effect).
  if (state.images !== images) setState({ images, index: 0 });
  const count = images.length;
  const index = state.images === images ? Math.min(state.index, Math.max(0, count - 1)) : 0;
  const thumbsRef = useRef<HTMLUListElement>(null);
  const many = count > 1;

  function select(next: number, moveFocus = false) {
    const wrapped = (next + count) % count;
    setState({ images, index: wrapped });
    if (moveFocus) thumbsRef.current?.querySelectorAll('button')[wrapped]?.focus();
  }

  function handleThumbKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  }

  return (
    <div className={clsx(styles.root, className)} data-count={count} {...rest}>
      <div className={styles.stage}>
        <Image
          className={styles.main}
          src={images[index]}
          alt={many ? `${alt}, image ${index + 1} of ${count}` : alt}
          ratio="1:1"
          priority={priority}
          sizes="(min-width: 1024px) 50vw, 100vw"
        />
        {many && (
          <>
            <IconButton
              className={styles.prev}
              variant="overlay"
              icon="chevronLeft"
              label="Previous image"
              onClick={() => select(index - 1)}
            />
            <IconButton
              className={styles.next}
              variant="overlay"
              icon="chevronRight"
              label="Next image"
              onClick={() => select(index + 1)}
            />
          </>
        )}
      </div>
      {many && (
        <>
          <p className="visually-hidden" aria-live="polite">
            Image {index + 1} of {count}
          </p>
          {/* One tab stop for the row (roving tabindex); the arrow keys move within it. */}
          <ul className={styles.thumbs} ref={thumbsRef} aria-label={`${alt}: all images`}>
            {images.map((src, i) => (
              <li key={`${i}-${src.slice(-24)}`} className={styles.thumbItem}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => select(i)}
                  onKeyDown={handleThumbKeyDown}
                >
                  <Image src={src} alt="" ratio="1:1" sizes="80px" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
