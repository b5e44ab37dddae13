import { URL_MAX } from './entities';

/**
 * The messages the catalogue's rules share, worded exactly as docs/requirements.md#validation
 * lists them: the upper bounds, and the rules across fields or entries. Each field's own
 * messages are in its declaration (./product.ts, ...). The schemas carry them, so the admin's
 * forms and the catalogue import say the same thing.
 */
export const FIELD_MESSAGES = {
  skuTaken: (sku: string) => `Another product already has the SKU ${sku}`,
  tiersNotIncreasing: 'Price break quantities must increase and their prices must fall',
  tiersNotBelowBase: 'Every price break must be cheaper than the base price',
  sliderMinimum: 'At least one slider item is required',

  /** An upper bound, worded like the site title's: 'Product name must be 120 ...'. */
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  tooMany: (what: string, max: number) => `Use at most ${max} ${what}`,
  imageTooLong: `Use an image address of at most ${URL_MAX} characters, or an image under 5MB`,
} as const;
