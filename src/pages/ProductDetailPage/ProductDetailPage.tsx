import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { Badge } from '@/components/atoms/Badge';
import { EmptyState } from '@/components/molecules/EmptyState';
import { ProductCard } from '@/components/molecules/ProductCard';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { ProductGallery } from '@/components/molecules/ProductGallery';
import { QuantityStepper } from '@/components/molecules/QuantityStepper';
import { SpecsTable } from '@/components/molecules/SpecsTable';
import { TradeTerms } from '@/components/molecules/TradeTerms';
import { ShareButtons, type ShareTarget } from '@/components/molecules/ShareButtons';
import { toast } from '@/components/organisms/Toaster';
import { SHARE_TOASTS } from '@/domain/shareMessages';
import * as paths from '@/domain/paths';
import { SHARE_WINDOW_FEATURES, shareUrl } from '@/domain/share';
import { pricesTermsText } from '@/domain/incoterms';
import { productJsonLd } from '@/domain/jsonLdProduct';
import { breadcrumbJsonLd, categoryCrumbs } from '@/domain/structuredData';
import { minimumQuantity, packSizeOf } from '@/domain/trade';
import type { Product, SiteSettings } from '@/domain/types';
import type { ProductSummary } from '@/domain/views';
import { useCategoryName, useProductScreen, useShellView } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useClientValue } from '@/pages/shared/useClientValue';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './ProductDetailPage.module.css';
import { ProductShipping } from './ProductShipping';

/** One titled block of the product's details, named by its heading. */
function DetailBlock({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Only a whole non-negative integer is a product id
 * (docs/decisions.md#d21-product-ids-in-addresses).
 */
function parseProductId(raw: string | undefined) {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * /products/{productId}: gallery, facts, sharing, add to cart, related products
 * (docs/requirements.md#product-detail).
 */
export function ProductDetailPage() {
  const { productId } = useParams();
  const { view, settings } = useProductScreen(parseProductId(productId));
  return view ? (
    <ProductDetail product={view.product} related={view.related} settings={settings} />
  ) : (
    <ProductNotFound />
  );
}

function ProductNotFound() {
  return (
    <div className={pageStyles.narrow}>
      <PageHead title="Product Not Found" noIndex />
      <EmptyState
        headingLevel={1}
        size="page"
        icon="search"
        title="Product Not Found"
        body="The requested product could not be found."
      >
        <Link to={paths.home} variant="button">
          Return to Home
        </Link>
      </EmptyState>
    </div>
  );
}

const hasNativeShare = () => typeof navigator.share === 'function';

function cameFromThisSite() {
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

interface ProductDetailProps {
  product: Product;
  related: ProductSummary[];
  settings: SiteSettings;
}

function ProductDetail({ product, related, settings }: ProductDetailProps) {
  useRenderedMark('product');
  const navigate = useNavigate();
  const addToCart = useAddToCartWithToast();
  const categoryName = useCategoryName();
  const { categories } = useShellView();
  const canNativeShare = useClientValue(hasNativeShare, false);
  const pricesTerms = pricesTermsText(settings);
  // Read once per visit: the JSON-LD offer is valid one year from when the page opened.
  const [openedAt] = useState(() => new Date());
  // Trade terms (docs/requirements.md#trade-terms): the quantity starts at the minimum order; another product starts at its own.
  const minimum = minimumQuantity(product);
  const [chosen, setChosen] = useState({ id: product.id, quantity: minimum });
  const quantity = chosen.id === product.id ? chosen.quantity : minimum;
  // What it is made of heads the specifications.
  const specs = [
    ...(product.material ? [{ label: 'Material', value: product.material }] : []),
    ...(product.specs ?? []),
  ];

  const handleShare = (target: ShareTarget) => {
    const pageUrl = window.location.href;
    if (target === 'instagram') return void toast.info(SHARE_TOASTS.instagramManual);
    if (target === 'tiktok') return void toast.info(SHARE_TOASTS.tiktokManual);
    if (target === 'native') {
      navigator.share?.({ title: product.name, url: pageUrl }).catch(() => undefined);
      return;
    }
    window.open(
      shareUrl(target, pageUrl, product.name, product.images[0]),
      '_blank',
      SHARE_WINDOW_FEATURES,
    );
  };

  const handleBack = () => {
    // Back where the visitor came from: in-app history, or the browser's when one of our pages
    // led here by a full load (a link followed before the app ran). A direct visit goes home.
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    else navigate(paths.home);
  };

  return (
    <div className={pageStyles.page}>
      <PageHead
        title={product.name}
        description={product.description}
        image={product.images[0]}
        type="product"
        jsonLd={(origin) => [
          productJsonLd(product, settings, origin, categoryName(product.category), openedAt),
          breadcrumbJsonLd(
            [
              ...categoryCrumbs(categories, product.category),
              { name: product.name, path: paths.product(product.id) },
            ],
            origin,
          ),
        ]}
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.back}
        icon={<Icon name="arrowLeft" size={16} />}
        onClick={handleBack}
      >
        Back
      </Button>
      <div className={styles.layout}>
        <HydrateLater part="product-gallery">
          <ProductGallery images={product.images} alt={product.name} />
        </HydrateLater>
        <div className={styles.info}>
          {(product.isNew || product.isBestseller) && (
            <div className={styles.badges}>
              {product.isNew && <Badge variant="new" />}
              {product.isBestseller && <Badge variant="bestseller" />}
            </div>
          )}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.category}>
            <Link to={paths.category(product.category)} variant="quiet">
              {categoryName(product.category)}
            </Link>
          </p>
          <Price className={styles.price} value={product.price} size="lg" />
          {pricesTerms && <p className={styles.terms}>{pricesTerms}</p>}
          <TradeTerms product={product} quantity={quantity} headingId="trade-heading">
            <h2 id="trade-heading" className="visually-hidden">
              Trade terms
            </h2>
          </TradeTerms>
          <div className={styles.buy}>
            <QuantityStepper
              name={product.name}
              min={minimum}
              step={packSizeOf(product)}
              value={quantity}
              onQuantityChange={(next) => setChosen({ id: product.id, quantity: next })}
            />
            <Button size="lg" onClick={() => addToCart(product, quantity)} className={styles.add}>
              Add to Cart
            </Button>
          </div>
          <DetailBlock id="share-heading" title="Share">
            <ShareButtons onShare={handleShare} canNativeShare={canNativeShare} />
          </DetailBlock>
          <DetailBlock id="description-heading" title="Description">
            <p className={styles.description}>{product.description || 'No description yet.'}</p>
          </DetailBlock>
          {specs.length > 0 && (
            <DetailBlock id="specs-heading" title="Specifications">
              <SpecsTable specs={specs} />
            </DetailBlock>
          )}
          <ProductShipping product={product} containers={settings.containerTypes} />
          {product.keywords.length > 0 && (
            <DetailBlock id="keywords-heading" title="Keywords">
              <ul className={styles.keywords}>
                {product.keywords.map((k) => (
                  <li key={k}>{k}</li>
                ))}
              </ul>
            </DetailBlock>
          )}
          {product.tags.length > 0 && (
            <DetailBlock id="tags-heading" title="Tags">
              <ul className={styles.tags}>
                {product.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={paths.tag(tag)} className={styles.tag} variant="quiet">
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </DetailBlock>
          )}
        </div>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className={pageStyles.section}>
          <h2 id="related-heading" className={pageStyles.sectionTitle}>
            Related Products
          </h2>
          <ul className={styles.related}>
            {related.map((p) => (
              <li key={p.id}>
                <HydrateLater part={`related-card-${p.id}`}>
                  <ProductCard
                    product={p}
                    categoryName={categoryName(p.category)}
                    onAddToCart={addToCart}
                  />
                </HydrateLater>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
