import * as v from 'valibot';
import { skuKey } from '../sku';
import { ALL_CATEGORY, CategorySchema } from './category';
import { GalleryImageSchema } from './gallery';
import { InspirationSchema } from './inspiration';
import { MAX_LIST_ENTRIES } from './limits';
import { FIELD_MESSAGES } from './messages';
import { ProductSchema, type Product } from './product';
import { SiteSettingsSchema, SocialLinksSchema } from './siteSettings';
import { SliderItemSchema } from './sliderItem';

export const CATALOGUE_FORMAT = 'elifehome-catalogue';
/**
 * The version this code writes. Version 2 names images by their path in the catalogue folder
 * (`images/...`) and may carry the fallback slides; version 1 files (exports made before it)
 * are read as they are.
 */
export const CATALOGUE_VERSION = 2;

/** What marks a file as an exported catalogue this code can read. */
export const CatalogueHeaderSchema = v.object({
  format: v.literal(CATALOGUE_FORMAT),
  version: v.union([v.literal(1), v.literal(CATALOGUE_VERSION)]),
});

/** Said of an entry whose id (in the gallery, address) an earlier entry already has. */
export const DUPLICATE_ENTRY = 'An earlier entry has the same id';

/** The key two entries of one list may not share. */
type KeyOf = (entry: Record<string, unknown>) => unknown;

const byId: KeyOf = (entry) => entry.id;

/**
 * A list part of the document: a list, not too long, every entry valid and its key unique. The
 * uniqueness check looks at every entry that has a key, valid or not, so one pass reports all.
 */
function listPart<T extends v.GenericSchema>(name: string, item: T, keyOf?: KeyOf) {
  return v.pipe(
    v.array(item, `${name} must be a list`),
    v.maxLength(MAX_LIST_ENTRIES, `${name} holds more than ${MAX_LIST_ENTRIES} entries`),
    v.rawCheck(({ dataset, addIssue }) => {
      // Runs even when the list or some entries failed, so every duplicate is reported.
      const entries: unknown = dataset.value;
      if (!Array.isArray(entries)) return;
      const seen = new Set<unknown>();
      entries.forEach((entry, key) => {
        const id = keyOf
          ? typeof entry === 'object' && entry !== null
            ? keyOf(entry as Record<string, unknown>)
            : undefined
          : entry;
        if (id === undefined) return;
        if (seen.has(id)) {
          addIssue({
            message: DUPLICATE_ENTRY,
            path: [{ type: 'array', origin: 'value', input: entries, key, value: entry }],
          });
        }
        seen.add(id);
      });
    }),
  );
}

/**
 * Trade terms (docs/requirements.md#trade-terms, #variants): a SKU names one product or one
 * variant across the whole catalogue. A later product or variant reusing one is refused at its
 * 'sku' ('variants.2.sku'); a product's own variants repeating one another are its own rule.
 */
const uniqueSkus = <T>({ dataset, addIssue }: v.RawCheckContext<T[]>) => {
  const entries: unknown = dataset.value;
  if (!Array.isArray(entries)) return;
  const seen = new Set<string>();
  const ids = new Set<unknown>();
  const at = (input: object, key: string | number, value: unknown) =>
    Array.isArray(input)
      ? { type: 'array' as const, origin: 'value' as const, input, key: key as number, value }
      : {
          type: 'object' as const,
          origin: 'value' as const,
          input: input as Record<string, unknown>,
          key: key as string,
          value,
        };
  entries.forEach((entry, key) => {
    if (typeof entry !== 'object' || entry === null) return;
    const record = entry as Record<string, unknown>;
    // A repeated id is refused as such; its SKU is the same product's, not a second claim.
    if (ids.has(record.id)) return;
    ids.add(record.id);
    const claim = (sku: string | undefined, text: unknown, path: ReturnType<typeof at>[]) => {
      if (sku === undefined) return;
      if (seen.has(sku))
        addIssue({
          message: FIELD_MESSAGES.skuTaken(String(text)),
          path: path as [v.IssuePathItem],
        });
      seen.add(sku);
    };
    const product = at(entries, key, entry);
    claim(skuKey(record.sku), record.sku, [product, at(record, 'sku', record.sku)]);
    const variants = Array.isArray(record.variants) ? (record.variants as unknown[]) : [];
    const own = new Set<string>();
    variants.forEach((variant, i) => {
      if (typeof variant !== 'object' || variant === null) return;
      const sku = (variant as Record<string, unknown>).sku;
      const k = skuKey(sku);
      // Two variants of one product sharing a SKU: the product's own rule says so.
      if (k === undefined || own.has(k)) return;
      own.add(k);
      claim(k, sku, [
        product,
        at(record, 'variants', variants),
        at(variants, i, variant),
        at(variant, 'sku', sku),
      ]);
    });
  });
};

/** The whole catalogue as one JSON document: export, import, and the published copy. */
export const CatalogueDocumentSchema = v.object({
  format: v.literal(CATALOGUE_FORMAT),
  version: v.union([v.literal(1), v.literal(CATALOGUE_VERSION)]),
  /** When an export was made; a catalogue kept by hand in the repository may leave it out. */
  exportedAt: v.optional(v.string('exportedAt must be the date the file was exported')),
  products: v.pipe(listPart('products', ProductSchema, byId), v.rawCheck(uniqueSkus)),
  categories: v.pipe(
    listPart('categories', CategorySchema, byId),
    v.check(
      (categories) => categories.some((c) => c.id === ALL_CATEGORY.id),
      'categories must include "all" (All Products)',
    ),
  ),
  sliderItems: v.pipe(
    listPart('sliderItems', SliderItemSchema, byId),
    v.minLength(1, `sliderItems: ${FIELD_MESSAGES.sliderMinimum}`),
  ),
  /** The slides shown when this browser's slides cannot be read. */
  fallbackSliderItems: v.optional(listPart('fallbackSliderItems', SliderItemSchema, byId)),
  inspirations: listPart('inspirations', InspirationSchema, byId),
  siteSettings: SiteSettingsSchema,
  socialLinks: SocialLinksSchema,
  gallery: listPart('gallery', GalleryImageSchema),
});

/** The document; its products' trade fields may be left out (they read as their defaults). */
export type CatalogueDocument = Omit<v.InferOutput<typeof CatalogueDocumentSchema>, 'products'> & {
  products: Product[];
};
