import { CartEmailForm } from '@/components/organisms/CartEmailForm';
import { toast } from '@/components/organisms/Toaster';
import { cartEnquiryFields, cartMailtoUrl, cartSummaryText } from '@/domain/mailto';
import { ENQUIRY_TEXTS, ENQUIRY_TOASTS } from '@/domain/enquiryMessages';
import type { CartEmailForm as CartEmailValues, CartLine, CartTotals } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { copyText } from '@/pages/shared/handoff';
import { MailAppFallback } from '@/pages/shared/MailAppFallback';
import { useEnquiry } from '@/pages/shared/useEnquiry';

export interface CartEnquiryProps {
  lines: readonly CartLine[];
  totals: CartTotals;
}

/**
 * The cart's 'Email Cart Summary': sent to the shop through its form endpoint or the buyer's
 * mail app (docs/decisions.md#enquiries-reach-the-shop), with 'Copy summary' beside it. Loaded
 * after the cart itself is up.
 */
export function CartEnquiry({ lines, totals }: CartEnquiryProps) {
  const settings = useSiteSettings();
  const { send, handOff, busy, error, failedMailto } = useEnquiry();

  const handleSend = async (values: CartEmailValues) => {
    await send({
      fields: cartEnquiryFields(lines, totals, values, settings.siteName),
      mailto: cartMailtoUrl(lines, totals, values, settings.siteName, settings.contactEmail),
      successText: ENQUIRY_TOASTS.cartEmailSent,
    });
  };

  const handleCopy = async (values: CartEmailValues) => {
    const ok = await copyText(cartSummaryText(lines, totals, values, settings.siteName));
    if (ok) toast.success(ENQUIRY_TEXTS.copied);
    else toast.error(ENQUIRY_TEXTS.copyBlocked);
  };

  return (
    <>
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
      <MailAppFallback mailto={failedMailto} onOpen={handOff} />
    </>
  );
}
