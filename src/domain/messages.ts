/**
 * The toast texts visitor pages show, worded exactly as docs/requirements.md#storefront-messages
 * lists them. The admin's texts are in src/admin/messages.ts, so they stay out of visitors'
 * downloads; the texts of parts that load later (the enquiry forms, sharing) are in modules of
 * their own below, so home's first download carries none of them.
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

  // Ours (not fixed): the change lives only in this session.
  sessionOnly:
    'Saved for this session only: your browser refused to store it. Export the catalogue to keep a copy.',
} as const;
