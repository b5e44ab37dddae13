import { useState, type ReactNode } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { ProductFlags } from '@/components/atoms/Badge';
import { EmptyState } from '@/components/molecules/EmptyState';
import { ProductCard } from '@/components/molecules/ProductCard';
import { HydrateLater } from '@/components/atoms/HydrateLater';
import { OptionPicker } from '@/components/molecules/OptionPicker';
import { ProductGallery } from '@/components/molecules/ProductGallery';
import { QuantityStepper } from '@/components/molecules/QuantityStepper';
import { SpecsTable } from '@/components/molecules/SpecsTable';
import { TradeTerms } from '@/components/molecules/TradeTerms';
import { ShareButtons, type ShareTarget } from '@/components/molecules/ShareButtons';
import { toast } from '@/components/organisms/Toaster';
import { SHARE_TOASTS } from '@/domain/shareMessages';
import { TOASTS } from '@/domain/messages';
import * as paths from '@/domain/paths';
import { SHARE_WINDOW_FEATURES, shareUrl } from '@/domain/share';
import { pricesTermsText } from '@/domain/pricesTerms';
import { productJsonLd } from '@/domain/jsonLdProduct';
import { breadcrumbJsonLd, categoryCrumbs } from '@/domain/structuredData';
import { minimumQuantity, packSizeOf } from '@/domain/trade';
import { lineName, variantCartProduct } from '@/domain/cart';
import { AVAILABILITY_LABELS, findVariant, offerOf, resolveVariant } from '@/domain/variantResolve';
import { linesAdded } from '@/domain/linesAdded';
import type { Product, SiteSettings } from '@/domain/types';
import type { ProductSummary } from '@/domain/views';
import { useCategoryName, useProductScreen, useShellView } from '@/state';
import { useAddLinesToCart } from '@/state/hooks/cartEdits';
import { useVariantChoice } from './variantChoice';
import { PageHead } from '@/pages/shared/PageHead';
import { useClientValue } from '@/pages/shared/useClientValue';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { useAddToCartWithToast } from '@/pages/shared/useAddToCartWithToast';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './ProductDetailPage.module.css';
import { laterPart } from '@/pages/shared/laterPart';

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

/**
 * The Shipping section, below the fold: prerendered with the page, its code (the carton's
 * figures, units per container, the country's name) following the page's (docs/decisions.md#d59-below-the-fold-parts-hydrate-from-their-own-chunks).
 */
const shipping = laterPart(
  () => import('./ProductShipping').then((module) => module.ProductShipping),
  'shipping section',
);

/** For the prerender: the parts this page paints before their code comes. */
export const loadPageParts = shipping.preload;

/** The bulk order grid: loaded once the page is up, only for a product sold in variants. */
const loadBulkOrderGrid = () =>
  import('@/components/organisms/BulkOrderGrid').then((m) => m.BulkOrderGrid);

/** The bulk order grid of a product sold in variants, once it has loaded (its place held till then). */
function OrderGrid({
  product,
  onAddLines,
}: {
  product: Product;
  onAddLines: (lines: { sku: string; quantity: number }[]) => void;
}) {
  const { value: BulkOrderGrid } = useLoadWhenIdle(loadBulkOrderGrid, { timeout: 2000 });
  return BulkOrderGrid ? (
    <BulkOrderGrid className={pageStyles.section} product={product} onAddLines={onAddLines} />
  ) : (
    <div className={styles.gridSlot} aria-hidden="true" />
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
  // Sold in variants (docs/requirements.md#variants): the chosen one's price, terms, SKU,
  // pictures and packing are what the page offers.
  const { variant, groups, chooseOption } = useVariantChoice(product);
  const offer = variant ? offerOf(product, variant) : product;
  const images = variant ? [...new Set([...variant.images, ...product.images])] : product.images;
  const orderable = variant?.orderable ?? true;
  // Trade terms (docs/requirements.md#trade-terms): the quantity starts at the minimum order; another product or variant starts at its own.
  const minimum = minimumQuantity(offer);
  const offerKey = `${product.id}/${variant?.sku ?? ''}`;
  const [chosen, setChosen] = useState({ key: offerKey, quantity: minimum });
  const quantity = chosen.key === offerKey ? chosen.quantity : minimum;
  const addLines = useAddLinesToCart();

  const handleAdd = () => {
    if (!variant) return addToCart(product, quantity);
    // One variant's line, said with its options: 'Aldana Mirror (Size: 80 cm, Frame: Oak) added to cart'.
    const item = variantCartProduct(product, variant);
    addLines([{ product: item, quantity }]);
    toast.success(TOASTS.addedToCart(lineName(item)), {
      toastId: `added-${item.sku}-${Date.now()}`,
    });
  };

  const handleAddLines = (lines: { sku: string; quantity: number }[]) => {
    const items = lines.flatMap(({ sku, quantity: count }) => {
      const found = findVariant(product, sku);
      return found
        ? [
            {
              product: variantCartProduct(product, resolveVariant(product, found)),
              quantity: count,
            },
          ]
        : [];
    });
    addLines(items);
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    toast.success(linesAdded(items.length, units));
  };
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
        <HydrateLater>
          <ProductGallery key={variant?.sku} images={images} alt={product.name} />
        </HydrateLater>
        <div className={styles.info}>
          <ProductFlags
            className={styles.badges}
            isNew={product.isNew}
            isBestseller={product.isBestseller}
          />
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.category}>
            <Link to={paths.category(product.category)} variant="quiet">
              {categoryName(product.category)}
            </Link>
          </p>
          <Price className={styles.price} value={offer.price} size="lg" />
          {pricesTerms && <p className={styles.terms}>{pricesTerms}</p>}
          {variant && (
            <>
              <OptionPicker
                groups={groups(variant)}
                onChoose={(name, value) => chooseOption(variant, name, value)}
              />
              <p className={styles.availability} data-availability={variant.availability}>
                {AVAILABILITY_LABELS[variant.availability]}
                {!orderable && ': this option can no longer be ordered.'}
              </p>
            </>
          )}
          <TradeTerms product={offer} quantity={quantity} headingId="trade-heading">
            <h2 id="trade-heading" className="visually-hidden">
              Trade terms
            </h2>
          </TradeTerms>
          <div className={styles.buy}>
            <QuantityStepper
              name={product.name}
              min={minimum}
              step={packSizeOf(offer)}
              value={quantity}
              onQuantityChange={(next) => setChosen({ key: offerKey, quantity: next })}
            />
            <Button size="lg" onClick={handleAdd} className={styles.add} disabled={!orderable}>
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
          <HydrateLater>
            <shipping.Part product={offer} containers={settings.containerTypes} />
          </HydrateLater>
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
      {variant && <OrderGrid key={product.id} product={product} onAddLines={handleAddLines} />}
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className={pageStyles.section}>
          <h2 id="related-heading" className={pageStyles.sectionTitle}>
            Related Products
          </h2>
          <ul className={styles.related}>
            {related.map((p) => (
              <li key={p.id}>
                <HydrateLater>
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
