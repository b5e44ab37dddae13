/**
 * The enquiry forms' success toasts (docs/requirements.md#storefront-messages). Apart from
 * src/domain/messages.ts because only the forms use them, and they load after the first screen.
 */
export const ENQUIRY_TOASTS = {
  cartEmailSent: 'Cart summary has been sent successfully!',
  inquirySent: 'Inquiry submitted successfully!',
} as const;

/**
 * What the enquiry forms say (here, not in messages.ts, whose toasts every page loads, nor in ./mailto.ts, which loads when a form is sent) when no success can be claimed (docs/decisions.md#enquiries-reach-the-shop):
 * the mail app was only asked to open, or the post to the form service failed.
 */
export const ENQUIRY_TEXTS = {
  mailHandoff: (siteName: string) =>
    `Your mail app should open with the message to ${siteName}; press Send there.`,
  postFailed: (reason: string) =>
    `Your message was not sent: ${reason}. Everything you typed is still here: try again, or use your mail app.`,
  serviceAnswered: (status: number) => `the form service answered ${status}`,
  serviceUnreachable: 'the form service could not be reached',
  openMailApp: 'Send with my mail app instead',
  copied: 'Cart summary copied to clipboard',
  copyBlocked: 'Could not copy: your browser blocked the clipboard.',
} as const;
