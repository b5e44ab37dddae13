/**
 * The admin's variant editor on the product form's drafts (docs/requirements.md#variants): the
 * options as typed, the variants generated from their combinations, bulk changes to a selection,
 * pictures for an option value, and each row's messages. Pure: the form holds the drafts.
 */
import * as v from 'valibot';
import { joinList, splitCommaList } from '@/domain/lists';
import { fromCents, toCents } from '@/domain/money';
import { FIELD_MESSAGES, PRODUCT_FIELDS, ProductSchema } from '@/domain/schemas';
import { PACKING } from '@/domain/schemas/entities';
import { skuKey } from '@/domain/sku';
import {
  combinationKey,
  generateVariants,
  variantsRemovedBy,
  type Availability,
  type ProductOption,
} from '@/domain/variants';
import { emptyRow, parsePrice, type RowDraft } from './drafts';

const PRODUCT = PRODUCT_FIELDS.rules;

/** One option as typed: its name, its values comma separated. */
export type OptionDraft = RowDraft<typeof PRODUCT.options.of>;

/** One variant as typed: a text per field, its option values, its pictures. */
export type VariantDraft = RowDraft<typeof PRODUCT.variants.of>;

/** A variant field the table edits in place. */
export type VariantCell = 'sku' | 'price' | 'moq' | 'packSize' | 'availability';

/** The options as the rules read them: named ones, each with its values. */
export function optionsOf(drafts: readonly OptionDraft[]): ProductOption[] {
  return drafts.map((draft) => ({ name: draft.name.trim(), values: splitCommaList(draft.values) }));
}

/** An option's values as the editor lists them. */
export const valuesOf = (draft: OptionDraft) => splitCommaList(draft.values);

/** An option with these values. */
export const withValues = (draft: OptionDraft, values: readonly string[]): OptionDraft => ({
  ...draft,
  values: joinList(values),
});

/** A new variant's draft: its SKU and values, the rest blank (the product's). */
export function newVariantDraft(sku: string, options: Record<string, string>): VariantDraft {
  return { ...emptyRow(PRODUCT.variants.of), sku, options };
}

/** The options complete enough to make variants from: named, with at least one value each. */
const usable = (options: readonly ProductOption[]) =>
  options.filter((option) => option.name !== '' && option.values.length > 0);

/**
 * The variants after the options changed: each combination keeps its variant (matched by its
 * values), each new one gets a draft with a suggested SKU no product or variant holds (`taken`:
 * SKU keys of every other product and variant), and those whose combination is gone are left
 * out (ask first: variantsRemovedByDrafts).
 */
export function regenerateVariants(
  drafts: readonly VariantDraft[],
  options: readonly ProductOption[],
  product: { id: number; sku: string },
  taken: ReadonlySet<string> = new Set(),
): VariantDraft[] {
  const next = usable(options);
  if (next.length === 0) return [];
  const bySku = new Map(drafts.map((draft) => [draft.sku, draft]));
  const generated = generateVariants(
    {
      id: product.id,
      sku: product.sku,
      variants: drafts.map(({ sku, options: o }) => ({ sku, options: o })),
    },
    next,
    taken,
  );
  return generated.map((variant) => {
    const kept = bySku.get(variant.sku);
    return kept
      ? { ...kept, options: variant.options }
      : newVariantDraft(variant.sku, variant.options);
  });
}

/** The variants a change of options would take away: the owner is asked before. */
export function variantsRemovedByDrafts(
  drafts: readonly VariantDraft[],
  options: readonly ProductOption[],
): VariantDraft[] {
  const next = usable(options);
  const removed = new Set(
    variantsRemovedBy(
      { variants: drafts.map(({ sku, options: o }) => ({ sku, options: o })) },
      next,
    ).map((variant) => variant.sku),
  );
  return drafts.filter((draft) => removed.has(draft.sku));
}

/** The variants with an option renamed in their values (the option keeps its place). */
export function renameOption(
  drafts: readonly VariantDraft[],
  from: string,
  to: string,
): VariantDraft[] {
  if (from === to) return [...drafts];
  return drafts.map((draft) => {
    if (!(from in draft.options)) return draft;
    const options = Object.fromEntries(
      Object.entries(draft.options).map(([name, value]) => [name === from ? to : name, value]),
    );
    return { ...draft, options };
  });
}

/** What the table's bulk bar applies to the selected rows. */
export type DraftBulkChange =
  | { kind: 'setPrice'; price: string }
  | { kind: 'raisePrices'; percent: number }
  | { kind: 'setMoq'; moq: string }
  | { kind: 'setPackSize'; packSize: string }
  | { kind: 'setAvailability'; availability: Availability | '' };

/** What a variant takes from its product when it sets nothing itself. */
export interface ProductTerms {
  price: string;
  priceTiers: readonly { minQuantity: string; price: string }[];
}

/** A price moved by a percentage, to the cent, as typed. */
const raisedText = (text: string, percent: number) => {
  const price = parsePrice(text);
  return Number.isFinite(price)
    ? String(fromCents(Math.round((toCents(price) * (100 + percent)) / 100)))
    : text;
};

/**
 * A bulk change on the selected rows (by index). Raising prices by a percentage raises the price
 * each variant sells at and its price breaks, its own or the product's it took (it then sets them
 * itself); the others set the field on every selected row.
 */
export function applyDraftBulkChange(
  drafts: readonly VariantDraft[],
  selected: ReadonlySet<number>,
  change: DraftBulkChange,
  product: ProductTerms,
): VariantDraft[] {
  return drafts.map((draft, i) => {
    if (!selected.has(i)) return draft;
    switch (change.kind) {
      case 'setPrice':
        return { ...draft, price: change.price };
      case 'raisePrices': {
        const own = draft.price.trim() !== '';
        const tiers = draft.priceTiers.length > 0 || own ? draft.priceTiers : product.priceTiers;
        return {
          ...draft,
          price: raisedText(own ? draft.price : product.price, change.percent),
          priceTiers: tiers.map((tier) => ({
            ...tier,
            price: raisedText(tier.price, change.percent),
          })),
        };
      }
      case 'setMoq':
        return { ...draft, moq: change.moq };
      case 'setPackSize':
        return { ...draft, packSize: change.packSize };
      case 'setAvailability':
        return { ...draft, availability: change.availability };
    }
  });
}

/** Every variant with this option value gets these pictures (every Oak variant). */
export function assignValueImages(
  drafts: readonly VariantDraft[],
  name: string,
  value: string,
  images: readonly string[],
): VariantDraft[] {
  return drafts.map((draft) =>
    draft.options[name] === value ? { ...draft, images: [...images] } : draft,
  );
}

/** The pictures an option value has: those of its first variant that has pictures. */
export function valueImages(
  drafts: readonly VariantDraft[],
  name: string,
  value: string,
): string[] {
  return (
    drafts.find((draft) => draft.options[name] === value && draft.images.length > 0)?.images ?? []
  );
}

/** A row's messages by field, and the options' own message. */
export interface VariantErrors {
  /** By row index: each field's message. */
  rows: (Partial<Record<string, string>> | undefined)[];
  /** A message about the options as a whole (too many, a name twice, ...). */
  options?: string | undefined;
}

/** The messages a variant price may get only in the form: above 0. */
const priceAboveZero = (text: string) =>
  text.trim() === '' || toCents(parsePrice(text)) > 0 || Number.isNaN(parsePrice(text));

/**
 * The variant rows' messages for the product they would make (`product`: productFromDraft of the
 * form), by the product's schema (the variant rules and each field's own), a price that is not
 * above 0, and a SKU another product, another variant or the product itself holds (`taken`:
 * SKU keys of every other product and its variants).
 */
export function variantDraftErrors(
  product: unknown,
  drafts: readonly VariantDraft[],
  taken: ReadonlySet<string>,
  productSku = '',
): VariantErrors {
  const errors: VariantErrors = { rows: drafts.map(() => undefined) };
  const put = (row: number, field: string, message: string) => {
    const current = (errors.rows[row] ??= {});
    current[field] ??= message;
  };
  for (const issue of v.safeParse(ProductSchema, product).issues ?? []) {
    const [top, index, field, figure] = (issue.path ?? []).map((item) => item.key);
    if (top === 'options') {
      errors.options ??= issue.message;
      continue;
    }
    if (top !== 'variants') continue;
    if (typeof index !== 'number') {
      errors.options ??= issue.message;
      continue;
    }
    if (typeof field !== 'string') put(index, 'options', issue.message);
    // A carton's or a size's message stays at its figure ('carton.grossKg'), as on the product.
    else if (field in PACKING && typeof figure === 'string')
      put(index, `${field}.${figure}`, issue.message);
    else put(index, field, issue.message);
  }
  const own = skuKey(productSku);
  drafts.forEach((draft, i) => {
    if (!priceAboveZero(draft.price)) put(i, 'price', PRODUCT_FIELDS.fields.price.message!);
    const sku = skuKey(draft.sku);
    if (sku !== undefined && (taken.has(sku) || sku === own))
      put(i, 'sku', FIELD_MESSAGES.skuTaken(draft.sku.trim()));
  });
  return errors;
}

/** The first message of the rows, named by the variant: for the form's summary of the table. */
export function firstVariantError(
  errors: VariantErrors,
  drafts: readonly VariantDraft[],
): string | undefined {
  if (errors.options) return errors.options;
  const row = errors.rows.findIndex((fields) => fields && Object.keys(fields).length > 0);
  if (row < 0) return undefined;
  const message = Object.values(errors.rows[row]!)[0]!;
  return `Variant ${drafts[row]!.sku.trim() || row + 1}: ${message}`;
}

/** True when a variant's carton or size has a figure typed: it is packed its own way. */
export const hasOwnPacking = (draft: VariantDraft) =>
  [draft.carton, draft.size].some((part) =>
    Object.values(part as Record<string, string>).some((text) => text.trim() !== ''),
  );

/** The key two variants' combinations are compared by, for keeping React rows stable. */
export const rowKey = (options: readonly ProductOption[], draft: VariantDraft) =>
  combinationKey(options, draft.options);
