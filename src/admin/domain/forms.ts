/**
 * The admin's form rules (docs/requirements.md#validation): what the owner types, checked against
 * the same schemas the stored catalogue and the import use, plus what only a form asks for (a price
 * above 0, at least one image, a caption, the required settings). Each validator returns field ->
 * message.
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
  TradeFieldsSchema,
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
import {
  ADMIN_FORM_MESSAGES,
  ADMIN_TOASTS,
  categoryNameTaken,
  subcategoryNameTaken,
} from '../messages';

/**
 * Every message the admin's forms show, worded exactly as docs/requirements.md#validation lists
 * them.
 */
export const MESSAGES = {
  ...VISITOR_MESSAGES,
  ...FIELD_MESSAGES,
  ...ADMIN_FORM_MESSAGES,
  loginFailed: ADMIN_TOASTS.loginFailed,
  loginOk: ADMIN_TOASTS.loginOk,
} as const;

/** The demo login shown on the login page (docs/decisions.md#d15-demo-admin-account). */
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
  /** The trade fields (docs/requirements.md#trade-terms), as typed: numbers are still text, blank rows are dropped. */
  sku: string;
  moq: string;
  packSize: string;
  leadTimeDays: string;
  priceTiers: PriceTierDraft[];
  specs: SpecDraft[];
}

/** One price break row as typed. */
export interface PriceTierDraft {
  minQuantity: string;
  price: string;
}

/** One spec row as typed. */
export interface SpecDraft {
  label: string;
  value: string;
}

/** The trade fields of the product form. */
export type TradeDraft = Pick<
  ProductDraft,
  'sku' | 'moq' | 'packSize' | 'leadTimeDays' | 'priceTiers' | 'specs'
>;

/** A typed whole number: digits only; blank is `blank`; anything else NaN (the field's message). */
function parseWhole(text: string, blank?: number): number | undefined {
  if (text.trim() === '') return blank;
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The rows the form keeps: those with something typed in them. */
const filledTiers = (rows: readonly PriceTierDraft[]) =>
  rows.filter((row) => isFilled(row.minQuantity) || isFilled(row.price));
const filledSpecs = (rows: readonly SpecDraft[]) =>
  rows.filter((row) => isFilled(row.label) || isFilled(row.value));

/** The trade fields as the product stores them (before the checks: NaN stays NaN). */
function tradeFromDraft(d: TradeDraft) {
  const leadTimeDays = parseWhole(d.leadTimeDays);
  return {
    sku: d.sku.trim(),
    moq: parseWhole(d.moq, 1)!,
    packSize: parseWhole(d.packSize, 1)!,
    priceTiers: filledTiers(d.priceTiers).map((row) => {
      const price = parsePrice(row.price);
      return {
        minQuantity: parseWhole(row.minQuantity, Number.NaN)!,
        price: Number.isFinite(price) ? fromCents(toCents(price)) : price,
      };
    }),
    specs: filledSpecs(d.specs).map((row) => ({
      label: row.label.trim(),
      value: row.value.trim(),
    })),
    ...(leadTimeDays === undefined ? {} : { leadTimeDays }),
  };
}

const TradeSchema = v.object(TradeFieldsSchema);

/**
 * The rules for the trade fields (docs/requirements.md#trade-terms), by the product schema's own messages: a row's message
 * names its row ('Row 2: ...'). The SKU must differ from every other product's, ignoring case.
 */
function tradeErrors(
  d: ProductDraft,
  otherSkus: readonly string[],
): FieldErrors<keyof ProductDraft> {
  const trade = tradeFromDraft(d);
  const errors: FieldErrors<keyof ProductDraft> = {};
  for (const issue of v.safeParse(TradeSchema, trade, { abortPipeEarly: true }).issues ?? []) {
    const [field, row] = (issue.path ?? []).map((item) => item.key) as [
      keyof ProductDraft,
      unknown,
    ];
    if (errors[field] !== undefined) continue;
    errors[field] = typeof row === 'number' ? `Row ${row + 1}: ${issue.message}` : issue.message;
  }
  const price = parsePrice(d.price);
  if (
    !errors.priceTiers &&
    Number.isFinite(price) &&
    trade.priceTiers.some((tier) => tier.price >= price)
  )
    errors.priceTiers = FIELD_MESSAGES.tiersNotBelowBase;
  const sku = trade.sku.toUpperCase();
  if (!errors.sku && sku && otherSkus.some((other) => other.trim().toUpperCase() === sku))
    errors.sku = FIELD_MESSAGES.skuTaken(trade.sku);
  return errors;
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

/**
 * The product rules (docs/requirements.md#product-rules) and the trade rules; `otherSkus` are the SKUs of every other
 * product, which this one's may not repeat.
 */
export function validateProductDraft(
  d: ProductDraft,
  otherSkus: readonly string[] = [],
): FieldErrors<keyof ProductDraft> {
  return { ...formErrors(ProductDraftSchema, d), ...tradeErrors(d, otherSkus) };
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
    ...tradeFromDraft(d),
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
    sku: p.sku ?? '',
    moq: String(p.moq ?? 1),
    packSize: String(p.packSize ?? 1),
    leadTimeDays: p.leadTimeDays === undefined ? '' : String(p.leadTimeDays),
    priceTiers: (p.priceTiers ?? []).map((tier) => ({
      minQuantity: String(tier.minQuantity),
      price: String(tier.price),
    })),
    specs: (p.specs ?? []).map((spec) => ({ ...spec })),
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
    sku: '',
    moq: '1',
    packSize: '1',
    leadTimeDays: '',
    priceTiers: [],
    specs: [],
  };
}

/**
 * Copy (docs/requirements.md#admin-editors): '{name} (Copy)', flags cleared, no id so saving adds a new product. The SKU is
 * cleared too: it names one product (docs/requirements.md#trade-terms).
 */
export function copyDraft(p: Product): ProductDraft {
  const draft = draftFromProduct(p);
  delete draft.id;
  return { ...draft, name: `${p.name} (Copy)`, isNew: false, isBestseller: false, sku: '' };
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
    if (seen.has(key)) return subcategoryNameTaken(name.trim());
    seen.add(key);
    return undefined;
  });
}

/**
 * docs/requirements.md#category-rules, and one name per category: `otherNames` are the names of the other
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
    errors.name = categoryNameTaken(d.name.trim());
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

/** The 'all' category cannot be deleted; null means deleting is allowed. */
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

/**
 * docs/requirements.md#slider-rules, with docs/requirements.md#link-safety for the button link and
 * image.
 */
export function validateSliderItem(item: SliderItemValues): FieldErrors<keyof SliderItemValues> {
  return formErrors(SliderItemDraftSchema, item);
}

/** A form's values with every text trimmed, as the form submits them; absent ones stay absent. */
export function trimFields<T extends { [K in keyof T]: string | undefined }>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;
}

/** The last slider item cannot be deleted; null means deleting is allowed. */
export function canDeleteSliderItem(count: number): string | null {
  return count <= 1 ? FIELD_MESSAGES.sliderMinimum : null;
}

/**
 * Moves an item one step (docs/requirements.md#slider-order); the same array comes back when it
 * cannot move.
 */
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

/** docs/requirements.md#site-settings-rules. Social links are checked by validateSocialLinks. */
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

/**
 * docs/requirements.md#social-link-rules: each filled social link must be an http:// or https://
 * address.
 */
export function validateSocialLinks(links: SocialLinks): FieldErrors<SocialPlatform> {
  return formErrors(SocialLinksFormSchema, links);
}

// ----------------------------------------------------------------- uploads

/** docs/requirements.md#upload-rules; the gallery screen asks for the Chinese wording. */
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

/** Both login fields are required. */
export function validateLogin(values: LoginForm): FieldErrors<keyof LoginForm> {
  return formErrors(LoginFormSchema, values);
}

/** True for the demo credentials (docs/requirements.md#roles: the check is client-side only). */
export function checkCredentials(username: string, password: string): boolean {
  return (
    username.trim() === ADMIN_DEMO_CREDENTIALS.username &&
    password === ADMIN_DEMO_CREDENTIALS.password
  );
}
