/**
 * The toast texts visitor pages show, worded exactly as docs/requirements.md#storefront-messages
 * lists them. The admin's texts are in src/admin/messages.ts, so they stay out of visitors'
 * downloads.
 */
export const TOASTS = {
  productsLoadFailed: 'Failed to load product database',
  categoriesLoadFailed: 'Failed to load categories',
  socialLoadFailed: 'Failed to load social media links, using backup data',
  settingsLoadFailed: 'Failed to load site settings',
  galleryLoadFailed: 'Failed to load image gallery',
  sliderLoadFailed: 'Failed to load slider data. Using backup data.',
  inspirationsLoadFailed: 'Failed to load design inspirations',

  productUnavailable: 'This product is no longer available',
  addedToCart: (name: string) => `${name} added to cart`,
  cartEmailSent: 'Cart summary has been sent successfully!',
  inquirySent: 'Inquiry submitted successfully!',
  instagramManual: 'Please share this product on Instagram manually',
  tiktokManual: 'Please share this product on TikTok manually',

  // Ours (not fixed): the change lives only in this session.
  sessionOnly:
    'Saved for this session only: your browser refused to store it. Export the catalogue to keep a copy.',
} as const;
