/** The admin's toast and confirm texts of SPEC §8, worded exactly as SPEC quotes them. */
export const ADMIN_TOASTS = {
  loginFailed: 'Invalid username or password',
  loginOk: 'Admin login successful',
  productAdded: 'Product added successfully!',
  productUpdated: 'Product updated successfully!',
  productSavedAlternative: 'Product saved successfully using alternative storage!',
  unexpected: 'An unexpected error occurred. Please try again later.',
  productDeleteConfirm: 'Are you sure you want to delete this product? This cannot be undone.',
  productDeleted: 'Product deleted successfully',
  productDeleteFailed: 'Failed to delete product. Please try again.',
  productCopied: 'Product copied. Please edit as needed and save.',
  categoryAdded: 'Category added successfully!',
  categoryUpdated: 'Category updated successfully!',
  categorySavedAlternative: 'Category saved successfully using alternative method!',
  categorySaveFailed:
    'Failed to save category. Please try again later or check your browser storage settings.',
  categoryDeleted: 'Category deleted successfully',
  socialUpdated: 'Social media links updated successfully!',
  settingsUpdated: 'Site settings updated successfully!',
  imageDeleted: 'Image deleted successfully',
  imageUrlCopied: 'Image URL copied to clipboard',
  imageUrlInAlert: 'Image URL displayed in alert box',
  sliderAdded: 'Slider item added successfully!',
  sliderUpdated: 'Slider item updated successfully!',
  // Not quoted by SPEC; worded like the other confirmations.
  sliderDeleteConfirm: 'Are you sure you want to delete this slider item?',
  sliderDeleted: 'Slider item deleted successfully',
  sliderDeleteFailed: 'Failed to delete slider item. Please try again.',
  sliderReorderFailed: 'Failed to reorder slider items. Please try again.',
} as const;

/**
 * SPEC §5's messages of the admin's own forms, worded exactly as SPEC quotes them. What a stored
 * entity must satisfy (names, prices, links) is worded in the domain's FIELD_MESSAGES, which the
 * catalogue import shares.
 */
export const ADMIN_FORM_MESSAGES = {
  productImagesRequired: 'At least one image is required',

  categoryDeleteAll: 'Cannot delete the "All Products" category',

  sliderCaptionRequired: 'Caption is required',
  sliderImageUnsafe: 'Use an http:// or https:// image address',

  siteNameRequired: 'Site name is required',
  companyNameRequired: 'Company name is required',
  contactEmailRequired: 'Contact email is required',

  imageTypeInvalid: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  imageTypeInvalidZh: '请选择图片文件',
  imageTooLargeZh: '图片大小应小于5MB',

  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;
