import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { CartLine } from '@/components/molecules/CartLine';
import { EmptyState } from '@/components/molecules/EmptyState';
import { OrderSummary } from '@/components/molecules/OrderSummary';
import { CartEmailForm } from '@/components/organisms/CartEmailForm';
import { toast } from '@/components/organisms/Toaster';
import { cartEnquiryFields, cartMailtoUrl, cartSummaryText, ENQUIRY_TEXTS } from '@/domain/mailto';
import { TOASTS } from '@/domain/messages';
import * as paths from '@/domain/paths';
import type { CartEmailForm as CartEmailValues } from '@/domain/types';
import { useCart, useSiteSettings } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { copyText } from '@/pages/shared/handoff';
import { useEnquiry } from '@/pages/shared/useEnquiry';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './CartPage.module.css';

/** Shown only after a new catalogue changed the cart: loaded then, not with every cart visit. */
const CartChanges = lazy(() =>
  import('@/components/molecules/CartChanges').then((m) => ({ default: m.CartChanges })),
);

/**
 * The cart is indexable (search engines may list it): a crawler only ever sees the empty
 * cart, which points to the catalogue, so there is nothing private to keep out.
 */
const CART_DESCRIPTION =
  'Build a trade enquiry: collect mirrors, furniture and lighting in your cart and send the list to our export team.';

/**
 * /cart (docs/requirements.md#cart-page): lines, Order Summary, and the Email Cart Summary
 * hand-off.
 */
export function CartPage() {
  useRenderedMark('cart');
  const { lines, totals, setQuantity, remove, clear, changes, dismissChanges } = useCart();
  const settings = useSiteSettings();
  const { send, handOff, busy, error } = useEnquiry();
  const [failedMailto, setFailedMailto] = useState<string>();
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
          body="Add products from the catalogue to build an enquiry for your store."
        >
          {changesNotice}
          <Link to={paths.home} variant="button">
            Browse Products
          </Link>
        </EmptyState>
      </div>
    );
  }

  const handleSend = async (values: CartEmailValues) => {
    const mailto = cartMailtoUrl(lines, totals, values, settings.siteName, settings.contactEmail);
    const outcome = await send({
      fields: cartEnquiryFields(lines, totals, values, settings.siteName),
      mailto,
      successText: TOASTS.cartEmailSent,
    });
    setFailedMailto(outcome === 'failed' ? mailto : undefined);
  };

  const handleCopy = async (values: CartEmailValues) => {
    const ok = await copyText(cartSummaryText(lines, totals, values, settings.siteName));
    if (ok) toast.success(ENQUIRY_TEXTS.copied);
    else toast.error(ENQUIRY_TEXTS.copyBlocked);
  };

  return (
    <div className={pageStyles.page}>
      <PageHead title="Your Cart" description={CART_DESCRIPTION} />
      <div className={styles.head}>
        <h1 className={pageStyles.title}>Your Cart</h1>
        <Button variant="secondary" size="sm" onClick={clear}>
          Clear Cart
        </Button>
      </div>
      {changesNotice}
      <p className="visually-hidden" aria-live="polite">
        {totals.count} {totals.count === 1 ? 'item' : 'items'} in your cart
      </p>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Cart items">
          {lines.map((line) => (
            <li key={line.id}>
              <CartLine line={line} onQuantityChange={setQuantity} onRemove={remove} />
            </li>
          ))}
        </ul>
        <div className={styles.aside}>
          <OrderSummary totals={totals} />
          <CartEmailForm
            intro={
              settings.formEndpoint?.trim()
                ? `Send these products and totals to ${settings.siteName}, with a copy to a colleague if you like.`
                : `Opens your mail app with the cart, totals and your details, addressed to ${settings.siteName}.`
            }
            onSubmit={(values) => void handleSend(values)}
            onCopySummary={(values) => void handleCopy(values)}
            busy={busy}
            error={error}
          />
          {failedMailto && (
            <Button variant="secondary" size="sm" onClick={() => handOff(failedMailto)}>
              {ENQUIRY_TEXTS.openMailApp}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
