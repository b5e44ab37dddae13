/**
 * A variant resolved over its product (docs/requirements.md#variants): what the product page, the
 * list page's rows, quick order and the cart's re-pricing read. Apart from ./variantBasics.ts so
 * that the first download of every page does not carry it.
 */
import { PRODUCT } from './schemas/entities';
import { skuKey } from './sku';
import {
  hasVariants,
  type Availability,
  type InheritedField,
  type OwnRuleField,
  type ProductOption,
  type ProductVariant,
  type ResolvedVariant,
  type VariantSource,
} from './variantBasics';

/** The offer's fields that resolveVariant gives rules of their own (the keys are type-checked). */
const OWN_RULES: Record<OwnRuleField, true> = {
  price: true,
  priceTiers: true,
  images: true,
  availability: true,
};

/**
 * What a variant takes whole from its product when it leaves it out: every field it may set
 * apart (all it holds but its SKU and values) without a rule of its own.
 */
const INHERITED_FIELDS = Object.keys(PRODUCT.variants.of).filter(
  (field) => field !== 'sku' && field !== 'options' && !(field in OWN_RULES),
) as InheritedField[];

/** How availability reads on the page, in the admin and in a quote. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  made_to_order: 'Made to order',
  discontinued: 'Discontinued',
};

/** The values of a variant in the product's option order. */
export function variantValues(
  options: readonly ProductOption[],
  variant: Pick<ProductVariant, 'options'>,
): string[] {
  return options.map((option) => variant.options[option.name] ?? '');
}

/** 'Size: 80 cm, Frame: Oak': how a cart line, a quote and the admin name a variant. */
export function variantLabel(
  options: readonly ProductOption[],
  variant: Pick<ProductVariant, 'options'>,
): string {
  return options
    .map((option) => `${option.name}: ${variant.options[option.name] ?? ''}`)
    .join(', ');
}

/**
 * A variant as the storefront uses it: each field a variant may set (./schemas/entities.ts,
 * VARIANT_OFFER) is its own when it sets it, else its product's; a carton or a size is taken
 * whole. Price breaks belong to a base price: a variant that sets its own price has only its own
 * breaks; one that keeps the product's price keeps its breaks too unless it sets others.
 */
export function resolveVariant(product: VariantSource, variant: ProductVariant): ResolvedVariant {
  const options = product.options ?? [];
  const ownPrice = variant.price !== undefined;
  const availability = variant.availability ?? 'in_stock';
  const inherited = Object.fromEntries(
    INHERITED_FIELDS.map((field) => [field, variant[field] ?? product[field]]),
  );
  return {
    ...inherited,
    sku: variant.sku,
    options: variant.options,
    values: variantValues(options, variant),
    label: variantLabel(options, variant),
    price: variant.price ?? product.price,
    priceTiers: variant.priceTiers ?? (ownPrice ? [] : (product.priceTiers ?? [])),
    images: variant.images && variant.images.length > 0 ? variant.images : product.images,
    availability,
    orderable: availability !== 'discontinued',
  } as ResolvedVariant;
}

/**
 * The product as the chosen variant offers it: the variant's SKU, price, terms and packing in
 * place of the product's. Its pictures and availability the page shows beside the product's.
 */
export function offerOf<P extends VariantSource>(product: P, variant: ResolvedVariant): P {
  const inherited = Object.fromEntries(INHERITED_FIELDS.map((field) => [field, variant[field]]));
  return {
    ...product,
    ...inherited,
    sku: variant.sku,
    price: variant.price,
    priceTiers: variant.priceTiers,
  };
}

/** Every variant of a product, resolved, in stored order. */
export function resolvedVariants(product: VariantSource): ResolvedVariant[] {
  if (!hasVariants(product)) return [];
  return (product.variants ?? []).map((variant) => resolveVariant(product, variant));
}

/** The variant with this SKU (any case), or undefined. */
export function findVariant(product: VariantSource, sku: string): ProductVariant | undefined {
  const key = skuKey(sku);
  if (key === undefined || !hasVariants(product)) return undefined;
  return product.variants!.find((variant) => skuKey(variant.sku) === key);
}

/**
 * The variant a page opens on: the one its address names (`?variant=<sku>`), else the first that
 * is in stock, else the first that can be made, else the first.
 */
export function initialVariant(
  product: VariantSource,
  sku?: string | null,
): ResolvedVariant | undefined {
  const all = resolvedVariants(product);
  if (all.length === 0) return undefined;
  const named = sku ? findVariant(product, sku) : undefined;
  if (named) return resolveVariant(product, named);
  return all.find((v) => v.availability === 'in_stock') ?? all.find((v) => v.orderable) ?? all[0];
}
