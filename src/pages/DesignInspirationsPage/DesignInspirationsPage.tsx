import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/atoms/Button';
import { Chip } from '@/components/atoms/Chip';
import { Image } from '@/components/atoms/Image';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { Link } from '@/components/atoms/Link';
import { EmptyState } from '@/components/molecules/EmptyState';
import { InspirationCard } from '@/components/organisms/InspirationCard';
import { toast } from '@/components/organisms/Toaster';
import { ROOM_FILTERS } from '@/domain/catalogue';
import { TOASTS } from '@/domain/messages';
import * as paths from '@/domain/paths';
import type { Product } from '@/domain/types';
import { useInspirationsScreen } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import styles from './DesignInspirationsPage.module.css';

/** The quick view loads when a visitor first opens one, not with the page. */
const QuickViewModal = lazy(() =>
  import('@/components/organisms/QuickViewModal').then((m) => ({ default: m.QuickViewModal })),
);

const STEPS = [
  {
    title: 'Find a room you like',
    body: 'Browse rooms styled with our collections and filter by the space you are furnishing.',
  },
  {
    title: 'Explore the pieces',
    body: 'Hover or tap a marker to see the product and its trade price, then open a quick view.',
  },
  {
    title: 'Build your order',
    body: 'Add pieces to your cart and email the summary to our export team for a quotation.',
  },
];

/**
 * /design-inspirations (docs/requirements.md#design-inspirations): hero, room chips, cards with
 * hotspots, quick view.
 */
export function DesignInspirationsPage() {
  const { inspirations, productsById } = useInspirationsScreen();
  const addToCart = useAddToCartWithToast();
  const [room, setRoom] = useState<string>('all');
  const [quickView, setQuickView] = useState<Product | null>(null);
  // Once opened, the quick view stays mounted, so closing it can animate and hand focus back.
  const [quickViewUsed, setQuickViewUsed] = useState(false);
  if (quickView && !quickViewUsed) setQuickViewUsed(true);
  const listRef = useRef<HTMLElement>(null);
  const shown = room === 'all' ? inspirations : inspirations.filter((i) => i.category === room);

  const handleExplore = () => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    list.focus({ preventScroll: true });
  };

  const handleHotspot = (productId: number) => {
    const product = productsById.get(productId);
    if (product) setQuickView(product);
    else toast.info(TOASTS.productUnavailable);
  };

  // A room other than the first card's, so the hero and the grid do not open on one picture.
  const heroRoom = inspirations.length > 1 ? inspirations.at(-1) : undefined;

  return (
    <>
      <PageHead
        title="Design Inspirations"
        image={inspirations[0]?.backgroundImage}
        description="Rooms styled with ELIFEHOME mirrors, furniture, lighting and decor: explore the pieces and build your order."
      />
      <section className={styles.hero} aria-labelledby="inspirations-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Design Inspirations</p>
          <h1 id="inspirations-title" className={styles.heroTitle}>
            Rooms that sell the collection
          </h1>
          <p className={styles.heroText}>
            See our pieces styled in real rooms, then add the ones your customers will love.
          </p>
          <div className={styles.heroActions}>
            <Button size="lg" onClick={handleExplore}>
              Explore Designs
            </Button>
            <Link to={paths.newArrivals} variant="buttonSecondary">
              Shop New Arrivals
            </Link>
          </div>
        </div>
        {heroRoom && (
          // Wide screens show a room beside the introduction; phones go straight to the rooms.
          <Image
            className={styles.heroImage}
            src={heroRoom.backgroundImage}
            alt=""
            ratio="3:2"
            sizes="(min-width: 1100px) 40vw, 1px"
          />
        )}
      </section>

      <section ref={listRef} tabIndex={-1} className={styles.list} aria-labelledby="rooms-heading">
        <h2 id="rooms-heading" className={styles.sectionTitle}>
          Browse by room
        </h2>
        <fieldset className={styles.chips}>
          <legend className="visually-hidden">Filter by room</legend>
          {ROOM_FILTERS.map((filter) => (
            <Chip
              key={filter.value}
              selected={room === filter.value}
              onClick={() => setRoom(filter.value)}
            >
              {filter.label}
            </Chip>
          ))}
        </fieldset>
        {inspirations.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon="sparkle"
            title="No Design Inspirations Yet"
            body="Styled rooms will appear here as soon as they are published."
          />
        ) : shown.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon="sparkle"
            title="No rooms here yet"
            body="There are no inspirations for this room yet. Try another room."
          />
        ) : (
          <div className={styles.grid}>
            {shown.map((inspiration, index) => (
              <HydrateLater key={inspiration.id}>
                <InspirationCard
                  inspiration={inspiration}
                  headingLevel={3}
                  // The first room is in view on a phone, below the introduction: its largest paint.
                  priority={index === 0}
                  onHotspotSelect={handleHotspot}
                />
              </HydrateLater>
            ))}
          </div>
        )}
      </section>

      <section className={styles.steps} aria-labelledby="how-heading">
        <h2 id="how-heading" className={styles.sectionTitle}>
          How It Works
        </h2>
        <ol className={styles.stepList}>
          {STEPS.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.cta} aria-labelledby="cta-heading">
        <h2 id="cta-heading" className={styles.sectionTitle}>
          Ready to stock the look?
        </h2>
        <Link to={paths.home} variant="button">
          Shop All Products
        </Link>
      </section>

      {quickViewUsed && (
        <Suspense fallback={null}>
          <QuickViewModal
            product={quickView}
            open={quickView !== null}
            onClose={() => setQuickView(null)}
            onAddToCart={(product: Product, quantity: number) => {
              addToCart(product, quantity);
              setQuickView(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
