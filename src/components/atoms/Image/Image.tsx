import { clsx } from 'clsx';
import { startTransition, useCallback, useState, type HTMLAttributes } from 'react';
import { parseImageReference } from '@/domain/images';
import { isSafeImageSrc } from '@/domain/links';
import styles from './Image.module.css';

/** The box shapes the design uses, width:height: named, since the CSP allows no style attribute. */
export type ImageRatio = '1:1' | '3:2' | '16:7' | '3:1';

export interface ImageProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Image address: a processed catalogue image (served as AVIF and WebP at several widths, with a
   * blurred preview while it loads), a site path, an http(s) URL or a data:image URL. Anything
   * else shows the placeholder.
   */
  src: string | undefined;
  /** Text alternative; an empty string marks the image decorative. */
  alt: string;
  /** Box aspect ratio, fixed before the image loads (no layout shift). */
  ratio?: ImageRatio;
  /**
   * In the first view (a possible LCP image): eager, high fetch priority. Everything else is lazy,
   * and in served HTML waits for the first paint (see global.css).
   */
  priority?: boolean;
  /** How the image fills its box. */
  fit?: 'cover' | 'contain';
  /** How wide the image shows at each viewport (`sizes`), so the browser picks a width. */
  sizes?: string;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/** An image in a fixed aspect box with a branded placeholder while loading or on error. */
export function Image({
  src,
  alt,
  ratio = '1:1',
  priority = false,
  fit = 'cover',
  sizes,
  className,
  ...rest
}: ImageProps) {
  const usable = typeof src === 'string' && isSafeImageSrc(src);
  const processed = usable ? parseImageReference(src) : undefined;
  const [state, setState] = useState<{ src: string | undefined; load: LoadState }>({
    src,
    load: 'loading',
  });
  // A new src starts loading again (derived during render, no effect needed).
  const load = state.src === src ? state.load : 'loading';
  if (state.src !== src) setState({ src, load: 'loading' });
  const shown: LoadState = usable ? load : 'failed';
  // One state for this src, however it is learned; a second report of the same outcome (the
  // mount read below and then the load event, for a cached image) renders nothing again.
  const settle = useCallback(
    (outcome: LoadState) =>
      setState((prev) =>
        prev.src === src && prev.load === outcome ? prev : { src, load: outcome },
      ),
    [src],
  );
  // An image that settled before React attached its handlers (served HTML, or the cache) raises
  // no event any more: read where it stands on mount.
  const settled = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.currentSrc) {
        const outcome = img.naturalWidth > 0 ? 'loaded' : 'failed';
        startTransition(() => settle(outcome));
      }
    },
    [settle],
  );

  // A span (shown as a block): an image may sit inside a button or a link, which take phrasing
  // content only. In prerendered HTML, the head script marks an image that loaded before the
  // app adopted the page as loaded (src/app/headScript.ts): hydration starts from 'loading',
  // leaves that mark alone, and the ref above settles on 'loaded' as it attaches.
  return (
    <span
      className={clsx(styles.root, className)}
      suppressHydrationWarning
      data-state={shown}
      data-fit={fit}
      data-ratio={ratio}
      {...rest}
    >
      <span className={styles.placeholder} aria-hidden="true">
        {processed && shown !== 'failed' ? (
          <img className={styles.preview} src={processed.placeholder} alt="" />
        ) : (
          <span className={styles.monogram}>E</span>
        )}
      </span>
      {usable && shown !== 'failed' && (
        <picture>
          {processed && (
            <>
              <source type="image/avif" srcSet={processed.srcset.avif} sizes={sizes} />
              <source type="image/webp" srcSet={processed.srcset.webp} sizes={sizes} />
            </>
          )}
          <img
            ref={settled}
            className={styles.img}
            src={processed?.src ?? src}
            alt={alt}
            width={processed?.width}
            height={processed?.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : 'auto'}
            onLoad={() => settle('loaded')}
            onError={() => settle('failed')}
          />
        </picture>
      )}
      {shown === 'failed' && alt && <span className="visually-hidden">{alt}</span>}
    </span>
  );
}
