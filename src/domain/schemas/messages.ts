import { SITE_TITLE_MAX, META_DESCRIPTION_MAX } from './limits';

/**
 * SPEC §5's messages about the catalogue's own fields, worded exactly as SPEC quotes them. The
 * schemas carry them, so the admin's forms and the catalogue import say the same thing.
 */
export const FIELD_MESSAGES = {
  productNameRequired: 'Product name is required',
  productCategoryRequired: 'Please select a category',
  productPriceInvalid: 'Please enter a valid price',

  categoryNameRequired: 'Category name is required',

  sliderImageRequired: 'Image URL is required',
  sliderButtonTextRequired: 'Button text is required',
  sliderButtonLinkRequired: 'Button link is required',
  sliderButtonLinkUnsafe:
    'Use a site path such as /products/new or a full http:// or https:// address',
  sliderMinimum: 'At least one slider item is required',

  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer`,
  siteTitleTooLong: `Site title must be ${SITE_TITLE_MAX} characters or fewer`,
  socialLinkInvalid: (label: string) =>
    `Invalid URL for ${label}. Please include http:// or https://`,
} as const;
