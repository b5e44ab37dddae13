/**
 * The admin's toast and confirm texts, worded exactly as docs/requirements.md#messages lists them.
 */
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
  // Ours (not fixed); worded like the other confirmations.
  sliderDeleteConfirm: 'Are you sure you want to delete this slider item?',
  sliderDeleted: 'Slider item deleted successfully',
  sliderDeleteFailed: 'Failed to delete slider item. Please try again.',
  sliderReorderFailed: 'Failed to reorder slider items. Please try again.',
} as const;

/**
 * Said when only the cookie fallback took a change, for the screens whose success texts come
 * without an "alternative" version; worded like the product and category ones.
 */
export const ALTERNATIVE_WORDING = {
  slider: 'Slider item saved successfully using alternative storage!',
  sliderDeleted: 'Slider item deleted using alternative storage.',
  sliderReordered: 'Slider order saved using alternative storage.',
  settings: 'Site settings saved successfully using alternative storage!',
  social: 'Social media links saved successfully using alternative storage!',
  gallery: 'Image saved successfully using alternative storage!',
} as const;

/** The admin's own texts beyond the quoted toasts: uploads, the logo, deletes, import. */
export const ADMIN_TEXTS = {
  imageUploaded: 'Image uploaded successfully',
  imageDeleteConfirm:
    'Delete this image from the gallery? Products that use it keep their own copy of the address.',
  imageUnreadable: 'This image could not be read. Try a JPEG, PNG or WebP file.',
  logoReady: 'Logo ready. Save the settings to use it on the site.',
  importTooLarge: 'The file is too large to be a catalogue (over 50MB)',
  importUnreadable: 'The file could not be read. Choose it again.',
  importConfirm:
    'Replace the whole catalogue in this browser with this file? Products, categories, slider items, design inspirations, gallery, site settings and social links are all replaced. This cannot be undone.',
  importDone: 'Catalogue imported successfully!',
  importDoneAlternative: 'Catalogue imported successfully using alternative storage!',
  exported: (fileName: string) => `Catalogue exported as ${fileName}`,
  loadingCatalogue: 'Loading the catalogue...',
  catalogueUnavailable: 'The catalogue could not be loaded',
  catalogueUnavailableBody:
    'The admin edits a copy of the published catalogue kept in this browser, and the published catalogue did not arrive. Check your connection and try again.',
  tryAgain: 'Try again',
  sliderMoved: (caption: string, position: number, count: number) =>
    `Moved "${caption}" to position ${position} of ${count}.`,
} as const;

/** The product CSV's texts (docs/requirements.md#product-csv-messages). */
export const CSV_TEXTS = {
  exported: (fileName: string) => `Products exported as ${fileName}`,
  tooLarge: 'The file is too large for a product list (over 5MB)',
  wrongType: 'Choose a .csv file, such as one exported from this page',
  empty: 'The file is empty',
  unreadable: ADMIN_TEXTS.importUnreadable,
  applied: (count: number) =>
    `${count === 1 ? '1 product' : `${count} products`} updated. Publish to show the changes to visitors.`,
  appliedAlternative: 'Products updated using alternative storage!',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The delete question of a category, saying what happens to the products that use it. */
export function categoryDeleteQuestion(
  category: { name: string; subcategories?: unknown[] | undefined },
  productCount: number,
): string {
  const subs = category.subcategories?.length ?? 0;
  const usage =
    productCount === 0
      ? 'No products use it.'
      : `${plural(productCount, 'product uses', 'products use')} it and will show under All Products only.`;
  const subNote =
    subs > 0 ? ` Its ${plural(subs, 'subcategory', 'subcategories')} will be deleted too.` : '';
  return `Delete "${category.name}"? ${usage}${subNote} This cannot be undone.`;
}

/**
 * The messages of the admin's own forms, worded exactly as docs/requirements.md#validation lists
 * them. What a field must hold, in stored data or in its form (names, prices, links, required
 * fields), is worded in its declaration (src/domain/schemas), which the catalogue import shares.
 */
/** Beside the name field: another category already has this name (docs/requirements.md#category-messages). */
export const categoryNameTaken = (name: string) =>
  `There is already a category named "${name}". Choose a different name.`;

/** Beside a subcategory row that repeats an earlier row's name. */
export const subcategoryNameTaken = (name: string) =>
  `This category already has a subcategory named "${name}". Choose a different name.`;

export const ADMIN_FORM_MESSAGES = {
  categoryDeleteAll: 'Cannot delete the "All Products" category',

  sliderImageUnsafe: 'Use an http:// or https:// image address',

  imageTypeInvalid: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  imageTypeInvalidZh: '请选择图片文件',
  imageTooLargeZh: '图片大小应小于5MB',

  containerTypesNone: 'Keep at least one container type for buyers to plan with',

  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;
