/**
 * The enquiry forms' success toasts (docs/requirements.md#storefront-messages). Apart from
 * src/domain/messages.ts because only the forms use them, and they load after the first screen.
 */
export const ENQUIRY_TOASTS = {
  cartEmailSent: 'Cart summary has been sent successfully!',
  inquirySent: 'Inquiry submitted successfully!',
} as const;
