import type {
  Category,
  FieldErrors,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
  SocialPlatform,
  Subcategory,
} from '@/domain/types';
import { subcategoryId, uniqueCategoryId, uniqueId } from '@/domain/ids';
import { isSafeImageSrc, isSafeLink } from '@/domain/links';
import { joinList, splitCommaList, splitIdList } from '@/domain/lists';
import { ADMIN_TOASTS } from '@/admin/messages';
import { SOCIAL_PLATFORM_LABELS } from '@/domain/social';
import { isBlank, isValidEmail, isValidPhone, VISITOR_MESSAGES } from '@/domain/visitorForms';

// The visitor's form rules live in visitorForms (so the storefront does not download the
// admin's); they are re-exported here so every SPEC §5 rule is reachable from one module.
export {
  CART_MESSAGE_MAX,
  EMAIL_PATTERN,
  EMAIL_PATTERN_ATTRIBUTE,
  INQUIRY_LIMITS,
  isValidEmail,
  isValidPhone,
  PHONE_PATTERN,
  validateCartEmail,
  validateInquiry,
} from '@/domain/visitorForms';
export { SOCIAL_PLATFORM_LABELS } from '@/domain/social';
import { fromCents, toCents } from '@/domain/money';

/** SPEC §9: meta description limit. */
export const META_DESCRIPTION_MAX = 160;

/** SPEC §9: site title limit. */
export const SITE_TITLE_MAX = 60;

/** SPEC §9: upload limit for the logo and gallery (5MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** SPEC §2, §9: the demo login shown on the login page (DECISIONS "Catalogue rules"). */
export const ADMIN_DEMO_CREDENTIALS = { username: 'admin', password: 'elifehome2024' } as const;

/** Every SPEC §5 form message, worded exactly as SPEC quotes it. */
export const MESSAGES = {
  ...VISITOR_MESSAGES,
  productNameRequired: 'Product name is required',
  productCategoryRequired: 'Please select a category',
  productPriceInvalid: 'Please enter a valid price',
  productImagesRequired: 'At least one image is required',

  categoryNameRequired: 'Category name is required',
  categoryDeleteAll: 'Cannot delete the "All Products" category',

  sliderImageRequired: 'Image URL is required',
  sliderCaptionRequired: 'Caption is required',
  sliderButtonTextRequired: 'Button text is required',
  sliderButtonLinkRequired: 'Button link is required',
  sliderButtonLinkUnsafe:
    'Use a site path such as /products/new or a full http:// or https:// address',
  sliderImageUnsafe: 'Use an http:// or https:// image address',
  sliderMinimum: 'At least one slider item is required',

  siteNameRequired: 'Site name is required',
  companyNameRequired: 'Company name is required',
  contactEmailRequired: 'Contact email is required',
  metaDescriptionTooLong: `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer`,
  siteTitleTooLong: `Site title must be ${SITE_TITLE_MAX} characters or fewer`,
  socialLinkInvalid: (label: string) =>
    `Invalid URL for ${label}. Please include http:// or https://`,

  imageTypeInvalid: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  imageTypeInvalidZh: '请选择图片文件',
  imageTooLargeZh: '图片大小应小于5MB',

  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginFailed: ADMIN_TOASTS.loginFailed,
  loginOk: ADMIN_TOASTS.loginOk,
} as const;

/** SPEC §8: shown when the username or password is wrong. */
export const LOGIN_FAILED = MESSAGES.loginFailed;

/** SPEC §8: shown after a successful login. */
export const LOGIN_OK = MESSAGES.loginOk;

// ---------------------------------------------------------------- products

/** The admin product form as typed: lists and price are still text. */
export interface ProductDraft {
  id?: number;
  name: string;
  category: string;
  price: string;
  images: string[];
  description: string;
  keywords: string;
  tags: string;
  relatedProductIds: string;
  isNew: boolean;
  isBestseller: boolean;
}

/** Reads the price text; NaN when it is not a plain number. */
function parsePrice(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** SPEC §5 product rules. */
export function validateProductDraft(d: ProductDraft): FieldErrors<keyof ProductDraft> {
  const errors: FieldErrors<keyof ProductDraft> = {};
  if (isBlank(d.name)) errors.name = MESSAGES.productNameRequired;
  if (isBlank(d.category)) errors.category = MESSAGES.productCategoryRequired;
  // A price that rounds to $0.00 would be stored as 0, so it is not "greater than 0".
  const price = parsePrice(d.price);
  if (!Number.isFinite(price) || toCents(price) <= 0) errors.price = MESSAGES.productPriceInvalid;
  if (!d.images.some((url) => !isBlank(url))) errors.images = MESSAGES.productImagesRequired;
  return errors;
}

/** Turns a valid draft into a product: trimmed text, parsed lists, price rounded to cents. */
export function productFromDraft(d: ProductDraft, id: number): Product {
  return {
    id,
    name: d.name.trim(),
    category: d.category.trim(),
    price: fromCents(toCents(parsePrice(d.price))),
    images: d.images.map((url) => url.trim()).filter((url) => url !== ''),
    description: d.description.trim(),
    keywords: splitCommaList(d.keywords),
    tags: splitCommaList(d.tags),
    relatedProductIds: splitIdList(d.relatedProductIds),
    isNew: d.isNew,
    isBestseller: d.isBestseller,
  };
}

/** The form's starting values when editing a product. */
export function draftFromProduct(p: Product): ProductDraft {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    price: String(p.price),
    images: [...p.images],
    description: p.description,
    keywords: joinList(p.keywords),
    tags: joinList(p.tags),
    relatedProductIds: joinList(p.relatedProductIds),
    isNew: p.isNew,
    isBestseller: p.isBestseller,
  };
}

/** The form's starting values when adding a product. */
export function emptyProductDraft(): ProductDraft {
  return {
    name: '',
    category: '',
    price: '',
    images: [],
    description: '',
    keywords: '',
    tags: '',
    relatedProductIds: '',
    isNew: false,
    isBestseller: false,
  };
}

/** SPEC §4 Copy: '{name} (Copy)', flags cleared, no id so saving adds a new product. */
export function copyDraft(p: Product): ProductDraft {
  const draft = draftFromProduct(p);
  delete draft.id;
  return { ...draft, name: `${p.name} (Copy)`, isNew: false, isBestseller: false };
}

// -------------------------------------------------------------- categories

/** The admin category form: an id only when editing; subcategories as typed. */
export interface CategoryDraft {
  id?: string;
  name: string;
  subcategories: { id?: string; name: string }[];
}

/** SPEC §5 category rules. */
export function validateCategoryDraft(d: CategoryDraft): FieldErrors<keyof CategoryDraft> {
  return isBlank(d.name) ? { name: MESSAGES.categoryNameRequired } : {};
}

/** Builds the stored category: derived unique ids for new entries, blank subcategories dropped. */
export function categoryFromDraft(d: CategoryDraft, existingIds: readonly string[]): Category {
  const name = d.name.trim();
  const id = d.id ? d.id : uniqueCategoryId(name, existingIds);
  const kept = d.subcategories
    .map((s) => ({ id: s.id, name: s.name.trim() }))
    .filter((s) => s.name !== '');
  // Existing subcategory ids are reserved first so a new sibling never takes one of them.
  const taken = kept.flatMap((s) => (s.id ? [s.id] : []));
  const subcategories: Subcategory[] = kept.map((s) => {
    if (s.id) return { id: s.id, name: s.name };
    const subId = uniqueId(subcategoryId(id, s.name), taken);
    taken.push(subId);
    return { id: subId, name: s.name };
  });
  return subcategories.length > 0 ? { id, name, subcategories } : { id, name };
}

/** SPEC §5: the 'all' category cannot be deleted; null means deleting is allowed. */
export function canDeleteCategory(id: string): string | null {
  return id === 'all' ? MESSAGES.categoryDeleteAll : null;
}

// ------------------------------------------------------------------ slider

/** SPEC §5 slider rules plus DECISIONS' link safety for the button link and image. */
export function validateSliderItem(
  item: Omit<SliderItem, 'id'>,
): FieldErrors<keyof Omit<SliderItem, 'id'>> {
  const errors: FieldErrors<keyof Omit<SliderItem, 'id'>> = {};
  if (isBlank(item.imageUrl)) errors.imageUrl = MESSAGES.sliderImageRequired;
  else if (!isSafeImageSrc(item.imageUrl)) errors.imageUrl = MESSAGES.sliderImageUnsafe;
  if (isBlank(item.caption)) errors.caption = MESSAGES.sliderCaptionRequired;
  if (isBlank(item.buttonText)) errors.buttonText = MESSAGES.sliderButtonTextRequired;
  if (isBlank(item.buttonLink)) errors.buttonLink = MESSAGES.sliderButtonLinkRequired;
  else if (!isSafeLink(item.buttonLink)) errors.buttonLink = MESSAGES.sliderButtonLinkUnsafe;
  return errors;
}

/** SPEC §5: the last slider item cannot be deleted; null means deleting is allowed. */
export function canDeleteSliderItem(count: number): string | null {
  return count <= 1 ? MESSAGES.sliderMinimum : null;
}

/** Moves an item one step (SPEC §4 reorder); the same array comes back when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (!Number.isInteger(index) || index < 0 || target < 0 || target >= items.length) {
    return items as T[];
  }
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

// ----------------------------------------------------- site settings, social

/** SPEC §5 site settings rules. Social links are checked by validateSocialLinks. */
export function validateSiteSettings(s: SiteSettings): FieldErrors<keyof SiteSettings> {
  const errors: FieldErrors<keyof SiteSettings> = {};
  if (isBlank(s.siteName)) errors.siteName = MESSAGES.siteNameRequired;
  if (isBlank(s.companyName)) errors.companyName = MESSAGES.companyNameRequired;
  if (isBlank(s.contactEmail)) errors.contactEmail = MESSAGES.contactEmailRequired;
  else if (!isValidEmail(s.contactEmail)) errors.contactEmail = MESSAGES.emailInvalid;
  if (!isBlank(s.additionalEmail) && !isValidEmail(s.additionalEmail)) {
    errors.additionalEmail = MESSAGES.emailInvalid;
  }
  if (!isBlank(s.contactPhone) && !isValidPhone(s.contactPhone)) {
    errors.contactPhone = MESSAGES.phoneInvalid;
  }
  if (s.metaDescription.length > META_DESCRIPTION_MAX) {
    errors.metaDescription = MESSAGES.metaDescriptionTooLong;
  }
  if (s.siteTitle.length > SITE_TITLE_MAX) errors.siteTitle = MESSAGES.siteTitleTooLong;
  return errors;
}

/** True for a filled social link SPEC accepts: an http(s) address the URL parser reads. */
function isSocialUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim()) && isSafeLink(value);
}

/** SPEC §5: each filled social link must be an http:// or https:// address. */
export function validateSocialLinks(links: SocialLinks): FieldErrors<SocialPlatform> {
  const errors: FieldErrors<SocialPlatform> = {};
  for (const platform of Object.keys(SOCIAL_PLATFORM_LABELS) as SocialPlatform[]) {
    const value = links[platform] ?? '';
    if (!isBlank(value) && !isSocialUrl(value)) {
      errors[platform] = MESSAGES.socialLinkInvalid(SOCIAL_PLATFORM_LABELS[platform]);
    }
  }
  return errors;
}

// ----------------------------------------------------------------- uploads

/** SPEC §5 upload rules; the gallery screen asks for the Chinese wording. */
export function validateImageFile(
  file: { type: string; size: number },
  language: 'en' | 'zh' = 'en',
): string | null {
  if (!file.type.startsWith('image/')) {
    return language === 'zh' ? MESSAGES.imageTypeInvalidZh : MESSAGES.imageTypeInvalid;
  }
  if (file.size >= MAX_UPLOAD_BYTES) {
    return language === 'zh' ? MESSAGES.imageTooLargeZh : MESSAGES.imageTooLarge;
  }
  return null;
}

// ------------------------------------------------------------ visitor forms

// ------------------------------------------------------------------- login

/** The admin login form. */
export interface LoginForm {
  username: string;
  password: string;
}

/** SPEC §5: both login fields are required. */
export function validateLogin({ username, password }: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  if (isBlank(username)) errors.username = MESSAGES.usernameRequired;
  if (password === '') errors.password = MESSAGES.passwordRequired;
  return errors;
}

/** True for the demo credentials (SPEC §6: the check is client-side only). */
export function checkCredentials(username: string, password: string): boolean {
  return (
    username.trim() === ADMIN_DEMO_CREDENTIALS.username &&
    password === ADMIN_DEMO_CREDENTIALS.password
  );
}
