import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import * as paths from '@/domain/paths';
import type { SliderItem } from '@/domain/types';
import styles from './HeroSlider.module.css';

/** More slides than this show a '3 / 12' counter instead of one dot per slide. */
export const MAX_DOTS = 6;

/** The slider advances every 5000 ms (docs/requirements.md#limits). */
const DEFAULT_INTERVAL_MS = 5000;
/**
 * docs/requirements.md#slider-item: what a slide's button says and where it goes when the item
 * leaves it empty.
 */
const DEFAULT_BUTTON_TEXT = 'Shop Now';
const DEFAULT_BUTTON_LINK = paths.home;

export interface HeroSliderProps extends HTMLAttributes<HTMLElement> {
  /** The slides, in order; none shows the loading text. */
  items: SliderItem[];
  /** Milliseconds between automatic advances. */
  interval?: number;
  /** The heading level of each slide's caption. */
  headingLevel?: 2 | 3;
  /** The carousel's accessible name. */
  label?: string;
}

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const documentHidden = () => document.hidden;

/** The previous and next arrows: which way each steps, and how it is drawn and named. */
const ARROWS = [
  { step: -1, icon: 'chevronLeft', label: 'Previous slide', side: 'prev' },
  { step: 1, icon: 'chevronRight', label: 'Next slide', side: 'next' },
] as const;

/** Two bars or a triangle: the Icon set has no pause/play drawing. */
function PlayPauseGlyph({ playing }: { playing: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
      ) : (
        <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The home page's image carousel (docs/requirements.md#home, docs/requirements.md#slider):
 * auto-advancing, pausable, keyboard-operable.
 */
export function HeroSlider({
  items,
  interval = DEFAULT_INTERVAL_MS,
  headingLevel = 2,
  label = 'Featured collections',
  className,
  onKeyDown,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: HeroSliderProps) {
  const slidesId = useId();
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  // null until the visitor presses pause/play; until then reduced motion decides.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const hidden = useSyncExternalStore(subscribeVisibility, documentHidden, () => false);

  const playing = userPlaying ?? !reducedMotion;
  const rotating = playing && !hovered && !focusWithin && !hidden && count > 1;
  // Items can shrink under us (an admin edit in another tab); never point past the end.
  const current = count === 0 ? 0 : index % count;

  useEffect(() => {
    if (!rotating) return;
    // Keyed on the current slide, so a manual move also restarts the full interval.
    const timer = window.setTimeout(() => setIndex((current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, interval]);

  const Heading = `h${headingLevel}` as const;

  if (count === 0) {
    return (
      <section className={clsx(styles.root, className)} aria-label={label} {...rest}>
        <p className={styles.placeholder}>Slider content loading...</p>
      </section>
    );
  }

  const goTo = (next: number) => setIndex(((next % count) + count) % count);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(current + 1);
    }
  }

  function handlePointerEnter(event: PointerEvent<HTMLElement>) {
    onPointerEnter?.(event);
    if (event.pointerType === 'mouse') setHovered(true);
  }

  function handlePointerLeave(event: PointerEvent<HTMLElement>) {
    onPointerLeave?.(event);
    setHovered(false);
  }

  function handleFocus(event: FocusEvent<HTMLElement>) {
    onFocus?.(event);
    setFocusWithin(true);
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    onBlur?.(event);
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  return (
    // The arrow keys, hover and focus-within of the whole carousel are listened for here (APG).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={clsx(styles.root, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-rotating={rotating || undefined}
      onKeyDown={handleKeyDown}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
      {...rest}
    >
      {/* While it rotates on its own, announcing every change would talk over the page. */}
      <div id={slidesId} className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {items.map((item, i) => {
          const active = i === current;
          return (
            <div
              key={item.id}
              className={styles.slide}
              // APG carousel: each slide is a group with the 'slide' role description.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-active={active || undefined}
              aria-hidden={!active}
              inert={!active}
            >
              <Image
                className={styles.image}
                src={item.imageUrl}
                alt=""
                ratio="16:7"
                priority={i === 0}
                sizes="100vw"
              />
              <div className={styles.caption}>
                <Heading className={styles.title}>{item.caption}</Heading>
                <Link
                  to={item.buttonLink || DEFAULT_BUTTON_LINK}
                  variant="button"
                  className={styles.cta}
                >
                  {item.buttonText || DEFAULT_BUTTON_TEXT}
                </Link>
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <>
          {ARROWS.map((arrow) => (
            <IconButton
              key={arrow.side}
              className={clsx(styles.arrow, styles[arrow.side])}
              icon={arrow.icon}
              label={arrow.label}
              variant="overlay"
              aria-controls={slidesId}
              onClick={() => goTo(current + arrow.step)}
            />
          ))}
          <div className={styles.controls}>
            <IconButton
              className={styles.playPause}
              label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setUserPlaying(!playing)}
            >
              <PlayPauseGlyph playing={playing} />
            </IconButton>
            {count > MAX_DOTS ? (
              // Past a handful, dots stop being a way to choose: show where we are instead.
              <span className={styles.counter}>
                <span className="visually-hidden">Slide </span>
                {current + 1} / {count}
              </span>
            ) : (
              <div className={styles.dots}>
                {items.map((item, i) => (
                  <IconButton
                    key={item.id}
                    className={styles.dot}
                    label={`Go to slide ${i + 1}`}
                    title={undefined}
                    aria-current={i === current ? 'true' : undefined}
                    aria-controls={slidesId}
                    onClick={() => goTo(i)}
                  >
                    <span className={styles.dotMark} aria-hidden="true" />
                  </IconButton>
                ))}
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
