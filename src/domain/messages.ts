/** Every toast and confirm text of SPEC §8, worded exactly as SPEC quotes it. */
export const TOASTS = {
  loginFailed: 'Invalid username or password',
  loginOk: 'Admin login successful',

  productsLoadFailed: 'Failed to load product database',
  productAdded: 'Product added successfully!',
  productUpdated: 'Product updated successfully!',
  productSavedAlternative: 'Product saved successfully using alternative storage!',
  unexpected: 'An unexpected error occurred. Please try again later.',
  productDeleteConfirm: 'Are you sure you want to delete this product? This cannot be undone.',
  productDeleted: 'Product deleted successfully',
  productDeleteFailed: 'Failed to delete product. Please try again.',
  productCopied: 'Product copied. Please edit as needed and save.',

  categoriesLoadFailed: 'Failed to load categories',
  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categorySavedAlternative: 'Category saved successfully using alternative method!',
  categorySaveFailed:
    'Failed to save category. Please try again later or check your browser storage settings.',
  // SPEC says a confirmation exists but does not quote it; this mirrors the product one.
  categoryDeleteConfirm: 'Are you sure you want to delete this category? This cannot be undone.',
  categoryDeleted: 'Category deleted successfully',

  socialLoadFailed: 'Failed to load social media links, using backup data',
  socialUpdated: 'Social media links updated successfully!',

  settingsLoadFailed: 'Failed to load site settings',
  settingsUpdated: 'Site settings updated successfully!',

  galleryLoadFailed: 'Failed to load image gallery',
  imageDeleted: 'Image deleted successfully',
  imageUrlCopied: 'Image URL copied to clipboard',
  imageUrlInAlert: 'Image URL displayed in alert box',

  sliderLoadFailed: 'Failed to load slider data. Using backup data.',
  sliderAdded: 'Slider item added successfully!',
  sliderUpdated: 'Slider item updated successfully!',
  // Not quoted by SPEC; worded like the other confirmations.
  sliderDeleteConfirm: 'Are you sure you want to delete this slider item?',
  sliderDeleted: 'Slider item deleted successfully',
  sliderDeleteFailed: 'Failed to delete slider item. Please try again.',
  sliderReorderFailed: 'Failed to reorder slider items. Please try again.',

  inspirationsLoadFailed: 'Failed to load design inspirations',
  productUnavailable: 'This product is no longer available',

  addedToCart: (name: string) => `${name} added to cart`,
  cartEmailSent: 'Cart summary has been sent successfully!',
  inquirySent: 'Inquiry submitted successfully!',

  instagramManual: 'Please share this product on Instagram manually',
  tiktokManual: 'Please share this product on TikTok manually',

  sessionOnly:
    'Saved for this session only: your browser refused to store it. Export the catalogue to keep a copy.',
  saveFailed:
    'Could not save: your browser storage refused the change. Nothing was lost; try again or export the catalogue.',
} as const;
