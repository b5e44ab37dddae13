import { lazy, Suspense, useEffect } from 'react';
import { useLoadWhenIdle } from '@/components/hooks/useLoadWhenIdle';
import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { CartLine } from '@/components/molecules/CartLine';
import { EmptyState } from '@/components/molecules/EmptyState';
import { OrderSummary } from '@/components/molecules/OrderSummary';
import { lineKey } from '@/domain/cart';
import { pricesTermsText } from '@/domain/pricesTerms';
import * as paths from '@/domain/paths';
import type { CartLine as CartLineItem, CartTotals } from '@/domain/types';
import { useSiteSettings, type AppStore } from '@/state';
import { cartHasLines, useCart } from '@/state/hooks/cartEdits';
import { keepLastDrawing } from '@/pages/shared/lastDrawing';
import { laterPart } from '@/pages/shared/laterPart';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './CartPage.module.css';

/** The email form and the quote panel: one deferred load, one held place. */
const loadCartForms = async () => {
  const [enquiry, quote] = await Promise.all([import('./CartEnquiry'), import('./CartQuote')]);
  return { CartEnquiry: enquiry.CartEnquiry, CartQuote: quote.CartQuote };
};

/** Shown only after a new catalogue changed the cart: loaded then, not with every cart visit. */
const CartChanges = lazy(() =>
  import('@/components/molecules/CartChanges').then((m) => ({ default: m.CartChanges })),
);

/**
 * The container planner: loaded as soon as the cart shows lines, so an empty cart (what a new
 * visitor and a crawler land on) and every other page never download it. A planner whose code
 * cannot come leaves the cart without it, not in its error page.
 */
const planner = laterPart(
  () => import('@/pages/shared/OrderPlanner').then((m) => m.OrderPlanner),
  'container planner',
);

/**
 * Landing on the cart with lines (a returning buyer), the planner's code loads with the page's,
 * so the first paint shows the plan instead of a blank slot filled by a second render.
 */
export const loadLandingParts = (store: AppStore) =>
  cartHasLines(store) ? planner.preload() : undefined;

/**
 * The cart is indexable (search engines may list it): a crawler only ever sees the empty
 * cart, which points to the catalogue, so there is nothing private to keep out.
 */
const CART_DESCRIPTION =
  'Build a trade inquiry: collect mirrors, furniture and lighting in your cart and send the list to our export team.';

/**
 * /cart (docs/requirements.md#cart-page): lines, the container plan, Order Summary, and the
 * Email Cart Summary hand-off.
 */
export function CartPage() {
  useRenderedMark('cart');
  // A cart with lines, drawn afresh for a returning buyer, is kept as drawn: the next visit shows
  // it before the app's code has come (the head script asks for it only then).
  useEffect(keepLastDrawing, []);
  const { lines, totals, setQuantity, remove, clear, changes, dismissChanges } = useCart();
  const changesNotice = changes && (
    <Suspense fallback={null}>
      <CartChanges {...changes} onDismiss={dismissChanges} />
    </Suspense>
  );

  if (lines.length === 0) {
    return (
      <div className={pageStyles.narrow}>
        <PageHead title="Your Cart" description={CART_DESCRIPTION} />
        <EmptyState
          headingLevel={1}
          size="page"
          icon="cart"
          title="Your cart is empty"
          body="Add products from the catalogue to build an inquiry for your store."
        >
          {changesNotice}
          <Link to={paths.home} variant="button">
            Browse Products
          </Link>
          <Link to={paths.quickOrder} variant="buttonSecondary">
            Quick order
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={pageStyles.page}>
      <PageHead title="Your Cart" description={CART_DESCRIPTION} />
      <div className={styles.head}>
        <h1 className={pageStyles.title}>Your Cart</h1>
        <div className={styles.actions}>
          <Link to={paths.quickOrder} variant="inline">
            Quick order
          </Link>
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear Cart
          </Button>
        </div>
      </div>
      {changesNotice}
      <p className="visually-hidden" aria-live="polite">
        {totals.count} {totals.count === 1 ? 'item' : 'items'} in your cart
      </p>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ul className={styles.lines} aria-label="Cart items">
            {lines.map((line) => (
              <li key={lineKey(line)}>
                <CartLine line={line} onQuantityChange={setQuantity} onRemove={remove} />
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className={styles.plannerSlot} aria-hidden="true" />}>
            <planner.Part lines={lines} />
          </Suspense>
        </div>
        <CartAside lines={lines} totals={totals} />
      </div>
    </div>
  );
}

/**
 * The totals, then the quote panel and the email form. Those two are below the lines and the
 * totals, so they load when the browser is first idle, not with the page; an empty cart has
 * neither and never loads them.
 */
function CartAside({ lines, totals }: { lines: CartLineItem[]; totals: CartTotals }) {
  const { value: forms } = useLoadWhenIdle(loadCartForms, { timeout: 1500 });
  const terms = pricesTermsText(useSiteSettings());
  return (
    <div className={styles.aside}>
      <OrderSummary totals={totals} terms={terms} />
      {forms ? (
        <>
          <forms.CartQuote lines={lines} totals={totals} />
          <forms.CartEnquiry lines={lines} totals={totals} />
        </>
      ) : (
        <div className={styles.enquirySlot} aria-hidden="true" />
      )}
    </div>
  );
}
