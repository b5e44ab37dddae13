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
  type CARTON,
  type PRICE_TIER,
  type PRODUCT_SIZE,
} from './schemas/entities';
import type { EntityOf } from './schemas/rules';

type PriceTier = EntityOf<typeof PRICE_TIER>;
type Carton = EntityOf<typeof CARTON>;
type Size = EntityOf<typeof PRODUCT_SIZE>;

export { AVAILABILITIES, OPTIONS_MAX, VARIANTS_MAX };

/** Whether a variant can be ordered now, made on order, or no longer made. */
export type Availability = (typeof AVAILABILITIES)[number];

/** One option a product comes in, with its values in the order buyers see them. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** One combination of option values: its SKU, and whatever it sets apart from the product. */
export interface ProductVariant {
  sku: string;
  /** Option name → value, one for each declared option. */
  options: Record<string, string>;
  price?: number | undefined;
  priceTiers?: PriceTier[] | undefined;
  moq?: number | undefined;
  packSize?: number | undefined;
  leadTimeDays?: number | undefined;
  /** The variant's own pictures; none means the product's. */
  images?: string[] | undefined;
  /** In stock unless set. */
  availability?: Availability | undefined;
  /** The variant's own export carton and size (docs/requirements.md#shipping); none means the product's. */
  carton?: Carton | undefined;
  size?: Size | undefined;
}

/** What the variant rules need of a product. */
export interface VariantSource {
  id: number;
  name: string;
  sku?: string | undefined;
  price: number;
  priceTiers?: PriceTier[] | undefined;
  moq?: number | undefined;
  packSize?: number | undefined;
  leadTimeDays?: number | undefined;
  images: string[];
  carton?: Carton | undefined;
  size?: Size | undefined;
  options?: ProductOption[] | undefined;
  variants?: ProductVariant[] | undefined;
}

/** A variant with everything it inherits filled in from its product. */
export interface ResolvedVariant {
  sku: string;
  options: Record<string, string>;
  /** The values in the product's option order: ['80 cm', 'Oak']. */
  values: string[];
  /** 'Size: 80 cm, Frame: Oak'. */
  label: string;
  price: number;
  priceTiers: PriceTier[];
  moq: number | undefined;
  packSize: number | undefined;
  leadTimeDays: number | undefined;
  images: string[];
  availability: Availability;
  /** False for a discontinued variant. */
  orderable: boolean;
  /** The variant's carton, else the product's; none when neither has one. */
  carton: Carton | undefined;
  /** The variant's own size and weight, else the product's. */
  size: Size | undefined;
}

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
