import { META_DESCRIPTION_MAX, SITE_TITLE_MAX, TRADE_LIMITS, URL_MAX } from './limits';

/**
 * The messages about the catalogue's own fields, worded exactly as docs/requirements.md#validation
 * lists them, the upper bounds in the same style. The schemas carry them, so the admin's forms and
 * the catalogue import say the same thing.
 */
export const FIELD_MESSAGES = {
  productNameRequired: 'Product name is required',
  productCategoryRequired: 'Please select a category',
  productPriceInvalid: 'Please enter a valid price',

  skuInvalid: `Use a SKU of letters, digits, dashes, dots or slashes, at most ${TRADE_LIMITS.sku} characters (e.g. EH-MIR-001)`,
  skuTaken: (sku: string) => `Another product already has the SKU ${sku}`,
  moqInvalid: `Minimum order must be a whole number from 1 to ${TRADE_LIMITS.quantity}`,
  packSizeInvalid: `Pack size must be a whole number from 1 to ${TRADE_LIMITS.quantity}`,
  leadTimeInvalid: `Lead time must be a whole number of days from 0 to ${TRADE_LIMITS.leadTimeDays}`,
  tierQuantityInvalid: `Each price break needs a quantity from 2 to ${TRADE_LIMITS.quantity}`,
  tierPriceInvalid: 'Each price break needs a valid price',
  tiersNotIncreasing: 'Price break quantities must increase and their prices must fall',
  tiersNotBelowBase: 'Every price break must be cheaper than the base price',
  specLabelRequired: 'Each spec needs a label, such as Width',
  specValueRequired: 'Each spec needs a value, such as 120 cm',

  categoryNameRequired: 'Category name is required',

  sliderImageRequired: 'Image URL is required',
  sliderButtonTextRequired: 'Button text is required',
  sliderButtonLinkRequired: 'Button link is required',
  sliderButtonLinkUnsafe:
    'Use a site path such as /products/new or a full http:// or https:// address',
  sliderMinimum: 'At least one slider item is required',

  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer`,
  siteTitleTooLong: `Site title must be ${SITE_TITLE_MAX} characters or fewer`,
  formEndpointInvalid:
    'Use a full https:// address of a form service, e.g. https://formspree.io/f/yourid',
  socialLinkInvalid: (label: string) =>
    `Invalid URL for ${label}. Please include http:// or https://`,

  /** An upper bound, worded like the site title's: 'Product name must be 120 ...'. */
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  tooMany: (what: string, max: number) => `Use at most ${max} ${what}`,
  imageTooLong: `Use an image address of at most ${URL_MAX} characters, or an image under 5MB`,
} as const;
