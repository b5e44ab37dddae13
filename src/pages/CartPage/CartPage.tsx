import { Button } from '@/components/atoms/Button';
import { Link } from '@/components/atoms/Link';
import { CartLine } from '@/components/molecules/CartLine';
import { EmptyState } from '@/components/molecules/EmptyState';
import { OrderSummary } from '@/components/molecules/OrderSummary';
import { CartEmailForm } from '@/components/organisms/CartEmailForm';
import { toast } from '@/components/organisms/Toaster';
import { cartMailtoUrl, cartSummaryText } from '@/domain/mailto';
import { TOASTS } from '@/domain/messages';
import * as paths from '@/domain/paths';
import type { CartEmailForm as CartEmailValues } from '@/domain/types';
import { useCart, useSiteSettings } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { useRenderedMark } from '@/pages/shared/useRenderedMark';
import { copyText, openMailClient } from '@/pages/shared/handoff';
import pageStyles from '@/pages/shared/page.module.css';
import styles from './CartPage.module.css';

/**
 * The cart is indexable (issue 6 asks SEO 100 of /cart): a crawler only ever sees the empty
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
  const { lines, totals, setQuantity, remove, clear } = useCart();
  const settings = useSiteSettings();

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
          <Link to={paths.home} variant="button">
            Browse Products
          </Link>
        </EmptyState>
      </div>
    );
  }

  const handleSend = (values: CartEmailValues) => {
    openMailClient(cartMailtoUrl(lines, totals, values, settings.siteName));
    toast.success(TOASTS.cartEmailSent);
  };

  const handleCopy = async (values: CartEmailValues) => {
    const ok = await copyText(cartSummaryText(lines, totals, values, settings.siteName));
    if (ok) toast.success('Cart summary copied to clipboard');
    else toast.error('Could not copy: your browser blocked the clipboard.');
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
          <section className={styles.email} aria-labelledby="cart-email-heading">
            <h2 id="cart-email-heading" className={styles.emailTitle}>
              Email Cart Summary
            </h2>
            <p className={styles.hint}>
              Opens your mail app with the cart, totals and your details, ready to send.
            </p>
            <CartEmailForm onSubmit={handleSend} onCopySummary={handleCopy} />
          </section>
        </div>
      </div>
    </div>
  );
}
