/**
 * The admin's form rules (SPEC §5): what the owner types, checked against the same schemas the
 * stored catalogue and the import use, plus what only a form asks for (a price above 0, at least
 * one image, a caption, the required settings). Each validator returns field -> message.
 */
import * as v from 'valibot';
import type { FieldErrors } from '@/domain/types';
import { formErrors } from '@/domain/formErrors';
import { subcategoryId, uniqueCategoryId, uniqueId } from '@/domain/ids';
import { isSafeImageSrc } from '@/domain/links';
import { joinList, splitCommaList, splitIdList } from '@/domain/lists';
import { fromCents, toCents } from '@/domain/money';
import {
  ALL_CATEGORY,
  CATEGORY_LIMITS,
  CategorySchema,
  FIELD_MESSAGES,
  imageSrcMax,
  isFilled,
  MAX_UPLOAD_BYTES,
  META_DESCRIPTION_MAX,
  PriceSchema,
  PRODUCT_LIMITS,
  ProductSchema,
  SITE_TITLE_MAX,
  SiteSettingsSchema,
  SliderItemSchema,
  SocialLinksSchema,
  type Category,
  type Product,
  type SiteSettings,
  type SliderItem,
  type SocialLinks,
  type Subcategory,
} from '@/domain/schemas';
import type { SocialPlatform } from '@/domain/social';
import { isValidEmail, isValidPhone, VISITOR_MESSAGES } from '@/domain/visitorForms';
import { ADMIN_FORM_MESSAGES, ADMIN_TOASTS } from '../messages';

/** Every SPEC §5 message the admin's forms show, worded exactly as SPEC quotes them. */
export const MESSAGES = {
  ...VISITOR_MESSAGES,
  ...FIELD_MESSAGES,
  ...ADMIN_FORM_MESSAGES,
  loginFailed: ADMIN_TOASTS.loginFailed,
  loginOk: ADMIN_TOASTS.loginOk,
} as const;

/** SPEC §8: shown when the username or password is wrong. */
export const LOGIN_FAILED = MESSAGES.loginFailed;

/** SPEC §8: shown after a successful login. */
export const LOGIN_OK = MESSAGES.loginOk;

/** SPEC §2, §9: the demo login shown on the login page (DECISIONS "Catalogue rules"). */
export const ADMIN_DEMO_CREDENTIALS = { username: 'admin', password: 'elifehome2024' } as const;

export { MAX_UPLOAD_BYTES, META_DESCRIPTION_MAX, SITE_TITLE_MAX };

/** A text field that must hold something besides spaces. */
const required = (message: string) => v.pipe(v.string(), v.check(isFilled, message));

/** A text field that may be blank; when filled, `isValid` must accept it. */
const blankOr = (isValid: (text: string) => boolean, message: string) =>
  v.pipe(
    v.string(),
    v.check((text) => !isFilled(text) || isValid(text), message),
  );

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

/** A stored price that is also more than nothing: one that rounds to $0.00 would be stored as 0. */
const isSellingPrice = (text: string) => {
  const price = parsePrice(text);
  return v.is(PriceSchema, price) && toCents(price) > 0;
};

/** Comma text of words (keywords, tags), each and all within the product's limits. */
const wordList = (what: string) =>
  v.pipe(
    v.string(),
    v.check(
      (text) => splitCommaList(text).every((word) => word.length <= PRODUCT_LIMITS.word),
      FIELD_MESSAGES.tooLong('A keyword or tag', PRODUCT_LIMITS.word),
    ),
    v.check(
      (text) => splitCommaList(text).length <= PRODUCT_LIMITS.words,
      FIELD_MESSAGES.tooMany(what, PRODUCT_LIMITS.words),
    ),
  );

/** The images the form will keep: the filled rows. */
const keptImages = (urls: readonly string[]) => urls.map((url) => url.trim()).filter(isFilled);

const ProductDraftSchema = v.object({
  name: v.pipe(
    v.string(),
    v.transform((text) => text.trim()),
    ProductSchema.entries.name,
  ),
  category: ProductSchema.entries.category,
  price: v.pipe(v.string(), v.check(isSellingPrice, FIELD_MESSAGES.productPriceInvalid)),
  images: v.pipe(
    v.array(v.string()),
    v.check((urls) => keptImages(urls).length > 0, ADMIN_FORM_MESSAGES.productImagesRequired),
    v.check(
      (urls) => keptImages(urls).length <= PRODUCT_LIMITS.images,
      FIELD_MESSAGES.tooMany('images', PRODUCT_LIMITS.images),
    ),
    v.check(
      (urls) => keptImages(urls).every((url) => url.length <= imageSrcMax(url)),
      FIELD_MESSAGES.imageTooLong,
    ),
  ),
  description: v.pipe(
    v.string(),
    v.transform((text) => text.trim()),
    ProductSchema.entries.description,
  ),
  keywords: wordList('keywords'),
  tags: wordList('tags'),
  relatedProductIds: v.pipe(
    v.string(),
    v.check(
      (text) => splitIdList(text).length <= PRODUCT_LIMITS.words,
      FIELD_MESSAGES.tooMany('related products', PRODUCT_LIMITS.words),
    ),
  ),
});

/** SPEC §5 product rules. */
export function validateProductDraft(d: ProductDraft): FieldErrors<keyof ProductDraft> {
  return formErrors(ProductDraftSchema, d);
}

/** Turns a valid draft into a product: trimmed text, parsed lists, price rounded to cents. */
export function productFromDraft(d: ProductDraft, id: number): Product {
  return {
    id,
    name: d.name.trim(),
    category: d.category.trim(),
    price: fromCents(toCents(parsePrice(d.price))),
    images: d.images.map((url) => url.trim()).filter(isFilled),
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

const CategoryDraftSchema = v.object({
  name: v.pipe(
    v.string(),
    v.transform((text) => text.trim()),
    CategorySchema.entries.name,
  ),
  subcategories: v.pipe(
    v.array(v.object({ name: v.string() })),
    v.check(
      (subs) => subs.every((sub) => sub.name.trim().length <= CATEGORY_LIMITS.name),
      FIELD_MESSAGES.tooLong('Subcategory name', CATEGORY_LIMITS.name),
    ),
    v.check(
      (subs) => subs.filter((sub) => isFilled(sub.name)).length <= CATEGORY_LIMITS.subcategories,
      FIELD_MESSAGES.tooMany('subcategories', CATEGORY_LIMITS.subcategories),
    ),
  ),
});

/** A name as a reader compares it: case, outer spaces and runs of spaces do not count. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Per subcategory row, the message when an earlier row already has the same name (blank rows
 * never clash): two "Tables" under one category would show twice in its menu.
 */
export function subcategoryNameClashes(
  subcategories: readonly { name: string }[],
): (string | undefined)[] {
  const seen = new Set<string>();
  return subcategories.map(({ name }) => {
    const key = nameKey(name);
    if (key === '') return undefined;
    if (seen.has(key)) return ADMIN_FORM_MESSAGES.subcategoryNameTaken(name.trim());
    seen.add(key);
    return undefined;
  });
}

/**
 * SPEC §5 category rules, and one name per category: `otherNames` are the names of the other
 * categories, and the same name again (any case, spaces trimmed) is refused. A different name
 * that makes the same id still gets `_1` (docs/requirements.md#category).
 */
export function validateCategoryDraft(
  d: CategoryDraft,
  otherNames: readonly string[] = [],
): FieldErrors<keyof CategoryDraft> {
  const errors = formErrors<keyof CategoryDraft>(CategoryDraftSchema, d);
  const key = nameKey(d.name);
  if (!errors.name && key !== '' && otherNames.some((name) => nameKey(name) === key)) {
    errors.name = ADMIN_FORM_MESSAGES.categoryNameTaken(d.name.trim());
  }
  if (!errors.subcategories) {
    const clash = subcategoryNameClashes(d.subcategories).find(Boolean);
    if (clash) errors.subcategories = clash;
  }
  return errors;
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
  return id === ALL_CATEGORY.id ? ADMIN_FORM_MESSAGES.categoryDeleteAll : null;
}

// ------------------------------------------------------------------ slider

type SliderItemValues = Omit<SliderItem, 'id'>;

const slider = SliderItemSchema.entries;

const SliderItemDraftSchema = v.object({
  imageUrl: v.pipe(
    required(FIELD_MESSAGES.sliderImageRequired),
    v.check(isSafeImageSrc, ADMIN_FORM_MESSAGES.sliderImageUnsafe),
    slider.imageUrl,
  ),
  caption: v.pipe(required(ADMIN_FORM_MESSAGES.sliderCaptionRequired), slider.caption),
  buttonText: slider.buttonText,
  buttonLink: v.pipe(required(FIELD_MESSAGES.sliderButtonLinkRequired), slider.buttonLink),
});

/** SPEC §5 slider rules plus DECISIONS' link safety for the button link and image. */
export function validateSliderItem(item: SliderItemValues): FieldErrors<keyof SliderItemValues> {
  return formErrors(SliderItemDraftSchema, item);
}

/** SPEC §5: the last slider item cannot be deleted; null means deleting is allowed. */
export function canDeleteSliderItem(count: number): string | null {
  return count <= 1 ? FIELD_MESSAGES.sliderMinimum : null;
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

const settings = v.omit(SiteSettingsSchema, ['socialLinks']).entries;

const SiteSettingsFormSchema = v.object({
  ...settings,
  siteName: v.pipe(required(ADMIN_FORM_MESSAGES.siteNameRequired), settings.siteName),
  companyName: v.pipe(required(ADMIN_FORM_MESSAGES.companyNameRequired), settings.companyName),
  contactEmail: v.pipe(
    required(ADMIN_FORM_MESSAGES.contactEmailRequired),
    v.check(isValidEmail, VISITOR_MESSAGES.emailInvalid),
    settings.contactEmail,
  ),
  additionalEmail: v.pipe(
    blankOr(isValidEmail, VISITOR_MESSAGES.emailInvalid),
    settings.additionalEmail,
  ),
  contactPhone: v.pipe(blankOr(isValidPhone, VISITOR_MESSAGES.phoneInvalid), settings.contactPhone),
});

/** SPEC §5 site settings rules. Social links are checked by validateSocialLinks. */
export function validateSiteSettings(s: SiteSettings): FieldErrors<keyof SiteSettings> {
  return formErrors(SiteSettingsFormSchema, s);
}

// A platform the form does not send is blank, not an error.
const SocialLinksFormSchema = v.object(
  Object.fromEntries(
    Object.entries(SocialLinksSchema.entries).map(([platform, link]) => [
      platform,
      v.optional(link),
    ]),
  ),
);

/** SPEC §5: each filled social link must be an http:// or https:// address. */
export function validateSocialLinks(links: SocialLinks): FieldErrors<SocialPlatform> {
  return formErrors(SocialLinksFormSchema, links);
}

// ----------------------------------------------------------------- uploads

/** SPEC §5 upload rules; the gallery screen asks for the Chinese wording. */
export function validateImageFile(
  file: { type: string; size: number },
  language: 'en' | 'zh' = 'en',
): string | null {
  const zh = language === 'zh';
  if (!file.type.startsWith('image/')) {
    return zh ? ADMIN_FORM_MESSAGES.imageTypeInvalidZh : ADMIN_FORM_MESSAGES.imageTypeInvalid;
  }
  if (file.size >= MAX_UPLOAD_BYTES) {
    return zh ? ADMIN_FORM_MESSAGES.imageTooLargeZh : ADMIN_FORM_MESSAGES.imageTooLarge;
  }
  return null;
}

// ------------------------------------------------------------------- login

/** The admin login form. */
export interface LoginForm {
  username: string;
  password: string;
}

const LoginFormSchema = v.object({
  username: required(ADMIN_FORM_MESSAGES.usernameRequired),
  password: v.pipe(v.string(), v.nonEmpty(ADMIN_FORM_MESSAGES.passwordRequired)),
});

/** SPEC §5: both login fields are required. */
export function validateLogin(values: LoginForm): FieldErrors<keyof LoginForm> {
  return formErrors(LoginFormSchema, values);
}

/** True for the demo credentials (SPEC §6: the check is client-side only). */
export function checkCredentials(username: string, password: string): boolean {
  return (
    username.trim() === ADMIN_DEMO_CREDENTIALS.username &&
    password === ADMIN_DEMO_CREDENTIALS.password
  );
}
