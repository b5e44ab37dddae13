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
import {
  ALL_CATEGORY,
  CATEGORY_FIELDS,
  FIELD_MESSAGES,
  isFilled,
  MAX_UPLOAD_BYTES,
  PRODUCT_FIELDS,
  ProductSchema,
  SITE_SETTINGS_FIELDS,
  SLIDER_ITEM_FIELDS,
  SOCIAL_LINKS_FIELDS,
  TRADE_TERMS_FIELDS,
  type Category,
  type Product,
  type SiteSettings,
  type SliderItem,
  type SocialLinks,
  type Subcategory,
  type TradeTermsSettings,
} from '@/domain/schemas';
import type { SocialPlatform } from '@/domain/social';
import { isValidEmail, isValidPhone, VISITOR_MESSAGES } from '@/domain/visitorForms';
import {
  ADMIN_FORM_MESSAGES,
  ADMIN_TOASTS,
  categoryNameTaken,
  subcategoryNameTaken,
} from '../messages';
import { firstVariantError, variantDraftErrors } from './variantDrafts';
import {
  draftErrors,
  draftOf,
  emptyDraft,
  entityOf,
  type DraftOfEntity,
  type RowDraft,
} from './drafts';

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

export { MAX_UPLOAD_BYTES };

/** A text field that must hold something besides spaces. */
const required = (message: string) => v.pipe(v.string(), v.check(isFilled, message));

/** A text field that may be blank; when filled, `isValid` must accept it. */
const blankOr = (isValid: (text: string) => boolean, message: string) =>
  v.pipe(
    v.string(),
    v.check((text) => !isFilled(text) || isValid(text), message),
  );

// ---------------------------------------------------------------- products

const PRODUCT = PRODUCT_FIELDS.rules;

/** The admin product form as typed (./drafts.ts): numbers and lists are still text. */
export type ProductDraft = DraftOfEntity<typeof PRODUCT>;

/** One price break row as typed. */
export type PriceTierDraft = RowDraft<typeof PRODUCT.priceTiers.of>;

/** One spec row as typed. */
export type SpecDraft = RowDraft<typeof PRODUCT.specs.of>;

/** The draft the product form's Trade fieldset edits (the fields of its `trade` group). */
export type TradeDraft = ProductDraft;

/**
 * The product rules (docs/requirements.md#product-rules) and the trade rules, by the product's
 * declaration; `otherSkus` are the SKUs of every other product, which this one's may not repeat
 * whatever the case.
 */
export function validateProductDraft(
  d: ProductDraft,
  otherSkus: readonly string[] = [],
): FieldErrors<keyof ProductDraft> {
  const errors: FieldErrors<keyof ProductDraft> = draftErrors(PRODUCT_FIELDS, d, ProductSchema);
  const sku = d.sku.trim();
  const ownVariants = d.variants.map((variant) => variant.sku);
  if (
    !errors.sku &&
    sku &&
    [...otherSkus, ...ownVariants].some((other) => other.trim().toUpperCase() === sku.toUpperCase())
  )
    errors.sku = FIELD_MESSAGES.skuTaken(sku);
  // The variant table's messages, summed up for the form (docs/requirements.md#variants); each
  // shows at its row's cell too.
  if (d.options.length > 0 || d.variants.length > 0) {
    const taken = new Set(otherSkus.map((other) => other.trim().toUpperCase()));
    const rows = variantDraftErrors(productFromDraft(d, d.id ?? 0), d.variants, taken, sku);
    delete errors.options;
    delete errors.variants;
    if (rows.options) errors.options = rows.options;
    const first = firstVariantError({ rows: rows.rows }, d.variants);
    if (first) errors.variants = first;
  }
  return errors;
}

/** Turns a valid draft into a product: trimmed text, parsed lists, price rounded to cents. */
export const productFromDraft = (d: ProductDraft, id: number): Product =>
  entityOf(PRODUCT_FIELDS, d, id);

/** The form's starting values when editing a product. */
export const draftFromProduct = (p: Product): ProductDraft => draftOf(PRODUCT_FIELDS, p);

/** The form's starting values when adding a product. */
export const emptyProductDraft = (): ProductDraft => emptyDraft(PRODUCT_FIELDS);

/** What a copied variant's SKU ends with until the owner gives it its own. */
const COPY_SUFFIX = '-COPY';

/**
 * Copy (docs/requirements.md#admin-editors): '{name} (Copy)', flags cleared, no id so saving adds a new product. The SKU is
 * cleared too: it names one product (docs/requirements.md#trade-terms). Its variants keep their
 * options and terms, each SKU marked '-COPY' (cut to fit), since every SKU names one variant
 * (docs/requirements.md#variants).
 */
export function copyDraft(p: Product): ProductDraft {
  const draft = draftFromProduct(p);
  delete draft.id;
  const variants = draft.variants.map((variant) => ({
    ...variant,
    sku: `${variant.sku.slice(0, PRODUCT_FIELDS.rules.sku.max! - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
  }));
  return {
    ...draft,
    name: `${p.name} (Copy)`,
    isNew: false,
    isBestseller: false,
    sku: '',
    variants,
  };
}

// -------------------------------------------------------------- categories

/** The admin category form: an id only when editing; subcategories as typed. */
export interface CategoryDraft {
  id?: string;
  name: string;
  subcategories: { id?: string; name: string }[];
}

const category = CATEGORY_FIELDS.fields;
const subcategoryName = category.subcategories.rule.of.name;

const CategoryDraftSchema = v.object({
  name: v.pipe(
    v.string(),
    v.transform((text) => text.trim()),
    category.name.schema,
  ),
  subcategories: v.pipe(
    v.array(v.object({ name: v.string() })),
    v.check(
      (subs) => subs.every((sub) => sub.name.trim().length <= subcategoryName.max!),
      FIELD_MESSAGES.tooLong('Subcategory name', subcategoryName.max!),
    ),
    v.check(
      (subs) => subs.filter((sub) => isFilled(sub.name)).length <= category.subcategories.rule.max!,
      FIELD_MESSAGES.tooMany(category.subcategories.what!, category.subcategories.rule.max!),
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

const slider = SLIDER_ITEM_FIELDS.fields;

/** A field the form asks for: its required message first, then the field's own schema. */
const asked = (field: { required?: string; schema: v.GenericSchema<string, string> }) =>
  field.required ? v.pipe(required(field.required), field.schema) : field.schema;

const SliderItemDraftSchema = v.object({
  imageUrl: v.pipe(
    required(slider.imageUrl.required!),
    v.check(isSafeImageSrc, ADMIN_FORM_MESSAGES.sliderImageUnsafe),
    slider.imageUrl.schema,
  ),
  caption: asked(slider.caption),
  buttonText: slider.buttonText.schema,
  buttonLink: asked(slider.buttonLink),
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

const settings = SITE_SETTINGS_FIELDS.fields;

/** The settings form: each field its own schema and, where the form asks for it, filled. */
const SiteSettingsFormSchema = v.object({
  ...Object.fromEntries(
    Object.entries(settings)
      .filter(([key]) => key !== 'socialLinks')
      .map(([key, field]) => [key, asked(field as typeof settings.siteName)]),
  ),
  contactEmail: v.pipe(
    required(settings.contactEmail.required!),
    v.check(isValidEmail, VISITOR_MESSAGES.emailInvalid),
    settings.contactEmail.schema,
  ),
  additionalEmail: v.pipe(
    blankOr(isValidEmail, VISITOR_MESSAGES.emailInvalid),
    settings.additionalEmail.schema,
  ),
  contactPhone: v.pipe(
    blankOr(isValidPhone, VISITOR_MESSAGES.phoneInvalid),
    settings.contactPhone.schema,
  ),
});

/** docs/requirements.md#site-settings-rules. Social links are checked by validateSocialLinks. */
export function validateSiteSettings(s: SiteSettings): FieldErrors<keyof SiteSettings> {
  return formErrors(SiteSettingsFormSchema, s);
}

// ------------------------------------------------------------- trade terms

/** The trade terms as their form types them: the Incoterms comma separated, a row per container. */
export type TradeTermsDraft = DraftOfEntity<typeof TRADE_TERMS_FIELDS.rules>;

/** One container type as typed. */
export type ContainerTypeDraft = RowDraft<typeof TRADE_TERMS_FIELDS.rules.containerTypes.of>;

/** The form's starting values: the stored terms. */
export const draftFromTradeTerms = (s: TradeTermsSettings): TradeTermsDraft =>
  draftOf(TRADE_TERMS_FIELDS, s);

/** The terms a valid draft stores: trimmed, the figures parsed. */
export function tradeTermsFromDraft(d: TradeTermsDraft): TradeTermsSettings {
  const { id: _none, ...terms } = entityOf(TRADE_TERMS_FIELDS, d, undefined as never) as Record<
    string,
    unknown
  >;
  return terms as TradeTermsSettings;
}

/**
 * docs/requirements.md#incoterms: each field by its declaration, the price term one of those
 * offered, and at least one container type to plan with.
 */
export function validateTradeTerms(d: TradeTermsDraft): FieldErrors<keyof TradeTermsDraft> {
  const errors: FieldErrors<keyof TradeTermsDraft> = draftErrors(TRADE_TERMS_FIELDS, d);
  const offered = d.incoterms.split(',').map((code) => code.trim());
  const price = d.priceIncoterm.trim();
  if (!errors.priceIncoterm && price !== '' && !offered.includes(price))
    errors.priceIncoterm = TRADE_TERMS_FIELDS.fields.priceIncoterm.message!;
  if (!errors.containerTypes && !d.containerTypes.some((row) => Object.values(row).some(isFilled)))
    errors.containerTypes = ADMIN_FORM_MESSAGES.containerTypesNone;
  return errors;
}

// A platform the form does not send is blank, not an error.
const SocialLinksFormSchema = v.object(
  Object.fromEntries(
    Object.entries(SOCIAL_LINKS_FIELDS.fields).map(([platform, link]) => [
      platform,
      v.optional(link.schema),
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
