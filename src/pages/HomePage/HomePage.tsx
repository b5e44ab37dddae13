import { useMemo, useState } from 'react';
import { HorizontalScroller } from '@/components/molecules/HorizontalScroller';
import { ProductCard } from '@/components/molecules/ProductCard';
import { CategorySidebar } from '@/components/organisms/CategorySidebar';
import { HeroSlider } from '@/components/organisms/HeroSlider';
import { organizationJsonLd, websiteJsonLd } from '@/domain/jsonLdSite';
import * as paths from '@/domain/paths';
import type { ProductSummary } from '@/domain/views';
import { useCategoryName, useHomeScreen } from '@/state';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { laterPart } from '@/pages/shared/laterPart';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import styles from './HomePage.module.css';

/**
 * The inspirations, below the fold: prerendered with home, their code (the rooms, their hotspots)
 * coming when the visitor heads for them
 * (docs/decisions.md#d59-below-the-fold-parts-hydrate-from-their-own-chunks).
 */
const inspirationsPart = laterPart(
  () => import('./HomeInspirations').then((module) => module.HomeInspirations),
  'inspirations',
  { near: true },
);

/** For the prerender: the parts home paints before their code comes. */
export const loadPageParts = inspirationsPart.preload;

/**
 * Home (docs/requirements.md#home): slider, category sidebar, latest and bestselling rows,
 * inspirations.
 */
export function HomePage() {
  useRenderedMark('home');
  const { sliderItems, categories, latest, bestsellers, inspirations, settings, socialLinks } =
    useHomeScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const addToCart = useAddToCartWithToast();
  const categoryName = useCategoryName();
  // Made again only when the rooms change: while their code is still to come, home's other
  // renders (the category drawer, a toast) must not reach them (see `laterPart`).
  const laterInspirations = useMemo(
    () => (
      <HydrateLater>
        <inspirationsPart.Part inspirations={inspirations} />
      </HydrateLater>
    ),
    [inspirations],
  );

  const renderCard = (product: ProductSummary) => (
    <HydrateLater>
      <ProductCard
        product={product}
        categoryName={categoryName(product.category)}
        onAddToCart={addToCart}
        headingLevel={3}
        variant="compact"
      />
    </HydrateLater>
  );

  return (
    <>
      <PageHead
        image={sliderItems[0]?.imageUrl}
        jsonLd={(origin) => [
          websiteJsonLd(settings, origin),
          organizationJsonLd(settings, origin, socialLinks),
        ]}
      />
      <h1 className="visually-hidden">
        {settings.siteName}: {settings.siteDescription}
      </h1>
      <HydrateLater>
        <HeroSlider items={sliderItems} />
      </HydrateLater>
      <div className={styles.layout}>
        <HydrateLater>
          <CategorySidebar
            className={styles.sidebar}
            categories={categories}
            drawerOpen={drawerOpen}
            onDrawerOpenChange={setDrawerOpen}
          />
        </HydrateLater>
        <div className={styles.content}>
          {(
            [
              ['Latest Products', paths.newArrivals, latest],
              ['Bestselling Products', paths.bestsellers, bestsellers],
            ] as const
          ).map(([title, viewAllTo, items]) => (
            <HorizontalScroller
              key={title}
              title={title}
              viewAllTo={viewAllTo}
              items={items}
              getKey={(p: ProductSummary) => p.id}
              renderItem={renderCard}
            />
          ))}
          {laterInspirations}
        </div>
      </div>
    </>
  );
}
