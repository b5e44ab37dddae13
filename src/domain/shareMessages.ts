/**
 * What sharing says where a network has no share link (docs/requirements.md#storefront-messages).
 * Apart from src/domain/messages.ts because only the product page uses them.
 */
export const SHARE_TOASTS = {
  instagramManual: 'Please share this product on Instagram manually',
  tiktokManual: 'Please share this product on TikTok manually',
} as const;
