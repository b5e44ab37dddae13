/**
 * The part of the variant rules every visitor page uses (docs/requirements.md#variants): the
 * shapes, the card's 'From' price and the words search finds a variant by. A variant resolved
 * over its product is in ./variantResolve.ts (the product and list pages, quick order, the
 * cart's re-pricing), the pickers', order grid's and admin's rules in ./variants.ts, so that the
 * first download carries only these.
 */
import { formatPrice } from './money';
import {
  AVAILABILITIES,
  OPTIONS_MAX,
  VARIANTS_MAX,
  type PRICE_TIER,
  type PRODUCT,
  type VARIANT,
  type VARIANT_OFFER,
} from './schemas/entities';
import type { EntityOf } from './schemas/rules';

type PriceTier = EntityOf<typeof PRICE_TIER>;

export { AVAILABILITIES, OPTIONS_MAX, VARIANTS_MAX };

/** Whether a variant can be ordered now, made on order, or no longer made. */
export type Availability = (typeof AVAILABILITIES)[number];

/** One option a product comes in, with its values in the order buyers see them. */
export interface ProductOption {
  name: string;
  values: string[];
}

type Product = EntityOf<typeof PRODUCT>;
/** What a variant may set apart from its product, each field as the variant holds it. */
type Offer = EntityOf<typeof VARIANT_OFFER>;
/** The fields of a variant's offer that resolving it treats by rules of their own. */
export type OwnRuleField = 'price' | 'priceTiers' | 'images' | 'availability';
/** What a variant takes whole from its product when it leaves it out. */
export type InheritedField = Exclude<keyof Offer, OwnRuleField>;

/**
 * One combination of option values (`options`: option name → value, one for each declared
 * option): its SKU, and whatever it sets apart from the product (its own pictures, packing and
 * terms; in stock unless it says otherwise).
 */
export type ProductVariant = EntityOf<typeof VARIANT>;

/** What the variant rules need of a product. */
export type VariantSource = Pick<
  Product,
  'id' | 'name' | 'price' | 'images' | 'options' | 'variants'
> &
  Partial<Pick<Product, 'sku' | 'priceTiers' | InheritedField>>;

/**
 * A variant with everything it inherits filled in from its product: each field the variant may
 * set is its own when it sets it, else its product's (a carton or a size whole).
 */
export type ResolvedVariant = { [K in InheritedField]: Offer[K] } & {
  sku: string;
  options: Record<string, string>;
  /** The values in the product's option order: ['80 cm', 'Oak']. */
  values: string[];
  /** 'Size: 80 cm, Frame: Oak'. */
  label: string;
  price: number;
  priceTiers: PriceTier[];
  images: string[];
  availability: Availability;
  /** False for a discontinued variant. */
  orderable: boolean;
};

/** True when the product is sold in variants (it declares options and has at least one). */
export function hasVariants(product: Pick<VariantSource, 'options' | 'variants'>): boolean {
  return (product.options?.length ?? 0) > 0 && (product.variants?.length ?? 0) > 0;
}

/** '1 option', '6 options': how many variants a buyer can choose from. */
export function optionCountText(count: number): string {
  return `${count} ${count === 1 ? 'option' : 'options'}`;
}

/**
 * The price a list card shows (docs/requirements.md#variants): the lowest price of the variants
 * that can be ordered, 'From' it when they differ, and how many there are; the product's own
 * price otherwise. Kept small: every visitor page's cards use it.
 */
export function cardPrice(product: VariantSource): { from: boolean; price: number; count: number } {
  const prices = hasVariants(product)
    ? product
        .variants!.filter((variant) => variant.availability !== 'discontinued')
        .map((variant) => variant.price ?? product.price)
    : [];
  if (prices.length === 0) return { from: false, price: product.price, count: 0 };
  const low = Math.min(...prices);
  return { from: prices.some((price) => price !== low), price: low, count: prices.length };
}

/** 'From $129.99' or '$189.99'. */
export const cardPriceText = (product: VariantSource) => {
  const { from, price } = cardPrice(product);
  return from ? `From ${formatPrice(price)}` : formatPrice(price);
};

/** The words search finds a product's variants by: every variant SKU and option value. */
export function variantSearchText(product: Pick<VariantSource, 'options' | 'variants'>): string {
  if (!hasVariants(product)) return '';
  const values = (product.options ?? []).flatMap((option) => option.values);
  const skus = (product.variants ?? []).map((variant) => variant.sku);
  return [...values, ...skus].join('\n');
}
