import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/atoms/Link';
import { HorizontalScroller } from '@/components/molecules/HorizontalScroller';
import { ProductCard } from '@/components/molecules/ProductCard';
import { CategorySidebar } from '@/components/organisms/CategorySidebar';
import { HeroSlider } from '@/components/organisms/HeroSlider';
import { InspirationCard } from '@/components/organisms/InspirationCard';
import { organizationJsonLd, websiteJsonLd } from '@/domain/jsonLdSite';
import * as paths from '@/domain/paths';
import type { ProductSummary } from '@/domain/views';
import { useCategoryName, useHomeScreen } from '@/state';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import styles from './HomePage.module.css';

/**
 * Home (docs/requirements.md#home): slider, category sidebar, latest and bestselling rows,
 * inspirations.
 */
export function HomePage() {
  useRenderedMark('home');
  const navigate = useNavigate();
  const { sliderItems, categories, latest, bestsellers, inspirations, settings, socialLinks } =
    useHomeScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const addToCart = useAddToCartWithToast();
  const categoryName = useCategoryName();

  const renderCard = (product: ProductSummary) => (
    <HydrateLater part={`home-card-${product.id}`}>
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
      <HydrateLater part="home-slider">
        <HeroSlider items={sliderItems} />
      </HydrateLater>
      <div className={styles.layout}>
        <HydrateLater part="home-sidebar">
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
          <HydrateLater part="home-inspirations">
            <section aria-labelledby="home-inspirations">
              <div className={styles.sectionHead}>
                <h2 id="home-inspirations" className={styles.sectionTitle}>
                  Home Design Inspirations
                </h2>
                <Link to={paths.designInspirations} variant="quiet">
                  Explore all inspirations
                </Link>
              </div>
              {inspirations.length > 0 ? (
                <div className={styles.roomGrid}>
                  {inspirations.map((inspiration) => (
                    <InspirationCard
                      key={inspiration.id}
                      inspiration={inspiration}
                      headingLevel={3}
                      onHotspotSelect={(productId: number) => navigate(paths.product(productId))}
                    />
                  ))}
                </div>
              ) : (
                <p className={styles.muted}>
                  Room ideas are on their way.{' '}
                  <Link to={paths.designInspirations}>See design inspirations</Link>
                </p>
              )}
            </section>
          </HydrateLater>
        </div>
      </div>
    </>
  );
}
