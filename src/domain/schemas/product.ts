import * as v from 'valibot';
import {
  filledText,
  ImageTextSchema,
  isFilled,
  isPrice,
  listUpTo,
  PriceSchema,
  textUpTo,
  WholeNumberSchema,
} from './fields';
import { ID_MAX, PRODUCT_LIMITS, TRADE_LIMITS } from './limits';
import { FIELD_MESSAGES } from './messages';

/** A keyword or tag. */
const WordSchema = filledText(PRODUCT_LIMITS.word, 'A keyword or tag');

/** A SKU: letters and digits, with dashes, dots or slashes between (EH-MIR-001); blank for none. */
export const SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9./_-]*[A-Za-z0-9])?$/;

/** True for a SKU the catalogue accepts: blank (none yet) or a model number within the limit. */
export const isSku = (text: string) =>
  text === '' || (text.length <= TRADE_LIMITS.sku && SKU_PATTERN.test(text));

/** A whole number from `min` to `max`, with the field's message. */
const wholeFromTo = (min: number, max: number, message: string) =>
  v.pipe(
    v.number(message),
    v.check((n) => Number.isSafeInteger(n) && n >= min && n <= max, message),
  );

/** One price break: from `minQuantity` units on, each costs `price`. */
export const PriceTierSchema = v.object({
  minQuantity: wholeFromTo(2, TRADE_LIMITS.quantity, FIELD_MESSAGES.tierQuantityInvalid),
  price: v.pipe(
    v.number(FIELD_MESSAGES.tierPriceInvalid),
    v.check(isPrice, FIELD_MESSAGES.tierPriceInvalid),
  ),
});

/** True when each break asks for more units than the one before and charges less. */
export function tiersAscend(tiers: { minQuantity: number; price: number }[]): boolean {
  return tiers.every(
    (tier, i) =>
      i === 0 || (tier.minQuantity > tiers[i - 1]!.minQuantity && tier.price < tiers[i - 1]!.price),
  );
}

/** One line of the specs table: 'Width' / '120 cm'. */
export const SpecSchema = v.object({
  label: filledText(TRADE_LIMITS.specLabel, 'A spec label', FIELD_MESSAGES.specLabelRequired),
  value: filledText(TRADE_LIMITS.specValue, 'A spec value', FIELD_MESSAGES.specValueRequired),
});

/**
 * The trade fields (docs/requirements.md#trade-terms). Each is optional with a default, so catalogues and stored data
 * written before them stay valid: no SKU, a minimum and pack of 1, the base price for any
 * quantity, no lead time, no specs.
 */
export const TradeFieldsSchema = {
  sku: v.optional(
    v.pipe(v.string(FIELD_MESSAGES.skuInvalid), v.check(isSku, FIELD_MESSAGES.skuInvalid)),
    '',
  ),
  moq: v.optional(wholeFromTo(1, TRADE_LIMITS.quantity, FIELD_MESSAGES.moqInvalid), 1),
  packSize: v.optional(wholeFromTo(1, TRADE_LIMITS.quantity, FIELD_MESSAGES.packSizeInvalid), 1),
  priceTiers: v.optional(
    v.pipe(
      listUpTo(PriceTierSchema, TRADE_LIMITS.priceTiers, 'price breaks'),
      v.check(tiersAscend, FIELD_MESSAGES.tiersNotIncreasing),
    ),
    [],
  ),
  leadTimeDays: v.optional(
    wholeFromTo(0, TRADE_LIMITS.leadTimeDays, FIELD_MESSAGES.leadTimeInvalid),
  ),
  specs: v.optional(listUpTo(SpecSchema, TRADE_LIMITS.specs, 'specs'), []),
};

/**
 * A product (docs/requirements.md#product), each field on its own (ProductSchema adds the rules across fields). A price
 * of 0 is allowed in stored data; the admin form asks for more.
 */
export const ProductFieldsSchema = v.object({
  /** Integer id; a new product gets the highest existing id + 1. */
  id: WholeNumberSchema,
  name: filledText(PRODUCT_LIMITS.name, 'Product name', FIELD_MESSAGES.productNameRequired),
  /** A category or subcategory id. */
  category: filledText(ID_MAX, 'Category', FIELD_MESSAGES.productCategoryRequired),
  price: PriceSchema,
  /** Image URLs (remote or data URLs); a product without one shows a placeholder. */
  images: listUpTo(
    v.pipe(ImageTextSchema, v.check(isFilled, 'An image address cannot be blank')),
    PRODUCT_LIMITS.images,
    'images',
  ),
  description: textUpTo(PRODUCT_LIMITS.description, 'Description'),
  keywords: listUpTo(WordSchema, PRODUCT_LIMITS.words, 'keywords'),
  tags: listUpTo(WordSchema, PRODUCT_LIMITS.words, 'tags'),
  relatedProductIds: listUpTo(WholeNumberSchema, PRODUCT_LIMITS.words, 'related products'),
  isNew: v.boolean(),
  isBestseller: v.boolean(),
  ...TradeFieldsSchema,
});

/** A product with its trade fields (docs/requirements.md#trade-terms): every price break is cheaper than the base price. */
export const ProductSchema = v.pipe(
  ProductFieldsSchema,
  v.forward(
    v.partialCheck(
      [['price'], ['priceTiers']],
      // A wrong base price has its own message; the breaks are compared with a valid one.
      (p) => !isPrice(p.price) || p.priceTiers.every((tier) => tier.price < p.price),
      FIELD_MESSAGES.tiersNotBelowBase,
    ),
    ['priceTiers'],
  ),
);

type ParsedProduct = v.InferOutput<typeof ProductSchema>;

/** The trade fields' names: read by the storefront with their defaults (see src/domain/trade.ts). */
type TradeKey = keyof typeof TradeFieldsSchema;

/**
 * A product. The schema fills the trade fields' defaults, but the type keeps them optional:
 * published files and stored data written before them, and summaries, may lack them.
 */
export type Product = Omit<ParsedProduct, TradeKey> & Partial<Pick<ParsedProduct, TradeKey>>;

export type PriceTier = v.InferOutput<typeof PriceTierSchema>;
export type Spec = v.InferOutput<typeof SpecSchema>;
