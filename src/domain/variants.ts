/**
 * Product variants (docs/requirements.md#variants): a product may declare up to three options
 * (Size: 60 cm, 80 cm, 100 cm; Frame: Walnut, Oak), and each variant is one combination of their
 * values with its own SKU. A variant may set its own price, price breaks, minimum, pack, lead time
 * and pictures; what it leaves out comes from the product. Pure rules, shared by the catalogue's
 * checks, the admin's variant editor, the product page's pickers and order grid, the cart,
 * quick order and search.
 */
import { skuKey } from './sku';
import { OPTIONS_MAX, VARIANTS_MAX } from './schemas/entities';
import {
  findVariant,
  resolveVariant,
  resolvedVariants,
  variantLabel,
  variantValues,
} from './variantResolve';
import {
  type Availability,
  type ProductOption,
  type ProductVariant,
  type ResolvedVariant,
  type VariantSource,
} from './variantBasics';

export * from './variantBasics';
export * from './variantResolve';
export * from './variantPicking';

/** Every combination of the options' values, in the order a table lists them (first option slowest). */
export function combinations(options: readonly ProductOption[]): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const option of options) {
    combos = combos.flatMap((combo) =>
      option.values.map((value) => ({ ...combo, [option.name]: value })),
    );
  }
  return options.length === 0 ? [] : combos;
}

/** A combination's key, the same whatever order its names come in. */
export function combinationKey(
  options: readonly ProductOption[],
  combo: Record<string, string>,
): string {
  return JSON.stringify(options.map((option) => combo[option.name] ?? null));
}

/** A value's part of a SKU: letters and digits only, upper case, at most six ('60 cm' → '60CM'). */
function skuPart(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 6);
}

/**
 * A SKU for a new variant: the product's SKU (or ELH-{id}) and each value's short form
 * ('EH-MIR-001-60CM-OAK'), made unique against `taken` (upper-cased keys) with -2, -3 ...
 */
export function suggestVariantSku(
  product: Pick<VariantSource, 'id' | 'sku'>,
  values: readonly string[],
  taken: ReadonlySet<string>,
  maxLength = 40,
): string {
  const base = product.sku?.trim() || `ELH-${product.id}`;
  const parts = values.map(skuPart).filter((part) => part !== '');
  const stem = [base, ...parts]
    .join('-')
    .slice(0, maxLength)
    .replace(/[-./_]+$/, '');
  let sku = stem;
  for (let n = 2; taken.has(sku.toUpperCase()); n += 1) {
    const suffix = `-${n}`;
    sku = `${stem.slice(0, maxLength - suffix.length).replace(/[-./_]+$/, '')}${suffix}`;
  }
  return sku;
}

/**
 * The variants after the options changed: every combination keeps the variant it had (its SKU,
 * price and pictures), and each new combination gets a new variant with a suggested SKU that no
 * other product or variant uses. Variants whose combination is gone are left out; see
 * `variantsRemovedBy` to ask the owner first.
 */
export function generateVariants(
  product: Pick<VariantSource, 'id' | 'sku' | 'variants'>,
  options: readonly ProductOption[],
  takenSkus: ReadonlySet<string> = new Set(),
): ProductVariant[] {
  const existing = new Map<string, ProductVariant>();
  for (const variant of product.variants ?? []) {
    existing.set(combinationKey(options, variant.options), variant);
  }
  const taken = new Set(takenSkus);
  for (const variant of product.variants ?? []) {
    const key = skuKey(variant.sku);
    if (key) taken.add(key);
  }
  return combinations(options).map((combo) => {
    const kept = existing.get(combinationKey(options, combo));
    if (kept && options.every((option) => kept.options[option.name] === combo[option.name])) {
      return { ...kept, options: combo };
    }
    const sku = suggestVariantSku(product, variantValues(options, { options: combo }), taken);
    taken.add(sku.toUpperCase());
    return { sku, options: combo };
  });
}

/** The variants that changing the options to `next` would remove: the owner is asked first. */
export function variantsRemovedBy(
  product: Pick<VariantSource, 'variants'>,
  next: readonly ProductOption[],
): ProductVariant[] {
  const allowed = new Set(combinations(next).map((combo) => combinationKey(next, combo)));
  return (product.variants ?? []).filter(
    (variant) =>
      next.length === 0 ||
      !allowed.has(combinationKey(next, variant.options)) ||
      next.some((option) => variant.options[option.name] === undefined),
  );
}

/** The options with one value taken out (an option left with none is taken out too). */
export function withoutOptionValue(
  options: readonly ProductOption[],
  name: string,
  value: string,
): ProductOption[] {
  return options
    .map((option) =>
      option.name === name
        ? { ...option, values: option.values.filter((v) => v !== value) }
        : option,
    )
    .filter((option) => option.values.length > 0);
}

/** Gives every variant with this option value the same pictures (every Oak variant). */
export function assignValueImages(
  variants: readonly ProductVariant[],
  name: string,
  value: string,
  images: readonly string[],
): ProductVariant[] {
  return variants.map((variant) =>
    variant.options[name] === value ? { ...variant, images: [...images] } : variant,
  );
}

/** The bulk order grid: a matrix for two options (rows by the first, columns by the second), else one row per variant. */
export type OrderGridShape =
  | {
      kind: 'matrix';
      rows: ProductOption;
      columns: ProductOption;
      /** cells[row][column]: the variant, or undefined where the combination is not made. */
      cells: (ResolvedVariant | undefined)[][];
    }
  | { kind: 'list'; variants: ResolvedVariant[] };

export function orderGridShape(product: VariantSource): OrderGridShape {
  const options = product.options ?? [];
  const variants = resolvedVariants(product);
  if (options.length === 2) {
    const [rows, columns] = options as [ProductOption, ProductOption];
    const cells = rows.values.map((row) =>
      columns.values.map((column) =>
        variants.find(
          (variant) =>
            variant.options[rows.name] === row && variant.options[columns.name] === column,
        ),
      ),
    );
    return { kind: 'matrix', rows, columns, cells };
  }
  return { kind: 'list', variants };
}

/** What the admin's variant table applies to the selected rows. */
export type BulkChange =
  | { kind: 'setPrice'; price: number }
  | { kind: 'raisePrices'; percent: number }
  | { kind: 'setMoq'; moq: number }
  | { kind: 'setPackSize'; packSize: number }
  | { kind: 'setAvailability'; availability: Availability };

/** A price moved by a percentage, kept to the cent. */
const raised = (price: number, percent: number) => Math.round(price * (100 + percent)) / 100;

/**
 * Applies a bulk change to the variants whose SKUs are selected. Raising by a percentage raises
 * the variant's price and its price breaks (its own or the ones it inherited) alike.
 */
export function applyBulkChange(
  product: VariantSource,
  selected: ReadonlySet<string>,
  change: BulkChange,
): ProductVariant[] {
  return (product.variants ?? []).map((variant) => {
    if (!selected.has(variant.sku)) return variant;
    switch (change.kind) {
      case 'setPrice':
        return { ...variant, price: change.price };
      case 'raisePrices': {
        const resolved = resolveVariant(product, variant);
        return {
          ...variant,
          price: raised(resolved.price, change.percent),
          priceTiers: resolved.priceTiers.map((tier) => ({
            ...tier,
            price: raised(tier.price, change.percent),
          })),
        };
      }
      case 'setMoq':
        return { ...variant, moq: change.moq };
      case 'setPackSize':
        return { ...variant, packSize: change.packSize };
      case 'setAvailability':
        return { ...variant, availability: change.availability };
    }
  });
}

/** Where a variant rule is broken: the path into the product and the message. */
export interface VariantIssue {
  path: (string | number)[];
  message: string;
}

export const OPTION_MESSAGES = {
  tooManyOptions: (max: number) => `A product can have at most ${max} options`,
  tooManyVariants: (count: number, max: number) =>
    `These options make ${count} combinations; a product can have at most ${max} variants`,
  optionValueComma: 'An option value cannot hold a comma',
  variantTiersNotBelowBase: 'Every price break must be cheaper than the variant’s price',
  optionNameRequired: 'Each option needs a name, such as Size',
  optionNameRepeated: (name: string) => `Two options are called ${name}`,
  optionValuesRequired: (name: string) => `${name || 'Each option'} needs at least one value`,
  optionValueBlank: 'An option value cannot be blank',
  optionValueRepeated: (name: string, value: string) => `${name} has the value ${value} twice`,
  variantsRequired: 'A product with options needs at least one variant',
  variantSkuRequired: 'Each variant needs a SKU',
  variantSkuRepeated: (sku: string) => `Another variant already has the SKU ${sku}`,
  variantOptionMissing: (name: string) => `Choose a ${name} for this variant`,
  variantOptionUnknown: (name: string) => `${name} is not an option of this product`,
  variantValueUnknown: (name: string, value: string) => `${value} is not a ${name} of this product`,
  variantCombinationRepeated: (label: string) => `Another variant is already ${label}`,
} as const;

/**
 * The rules a product's options and variants must keep: at most `maxOptions` named options, each
 * with distinct values; each variant names exactly the declared options with declared values; no
 * two variants share a combination or a SKU. (SKUs across the catalogue: `skuClashes`.)
 */
export function variantIssues(
  product: Pick<VariantSource, 'options' | 'variants'> & Partial<Pick<VariantSource, 'price'>>,
  maxOptions = OPTIONS_MAX,
): VariantIssue[] {
  const issues: VariantIssue[] = [];
  const options = product.options ?? [];
  const variants = product.variants ?? [];
  if (options.length > maxOptions) {
    issues.push({ path: ['options'], message: OPTION_MESSAGES.tooManyOptions(maxOptions) });
  }
  const count = options.reduce((n, option) => n * Math.max(1, option.values.length), 1);
  if (options.length > 0 && count > VARIANTS_MAX) {
    issues.push({
      path: ['options'],
      message: OPTION_MESSAGES.tooManyVariants(count, VARIANTS_MAX),
    });
  }
  const names = new Set<string>();
  options.forEach((option, i) => {
    const name = option.name.trim();
    if (name === '') {
      issues.push({ path: ['options', i, 'name'], message: OPTION_MESSAGES.optionNameRequired });
    } else if (names.has(name.toLowerCase())) {
      issues.push({
        path: ['options', i, 'name'],
        message: OPTION_MESSAGES.optionNameRepeated(name),
      });
    }
    names.add(name.toLowerCase());
    if (option.values.length === 0) {
      issues.push({
        path: ['options', i, 'values'],
        message: OPTION_MESSAGES.optionValuesRequired(name),
      });
    }
    const values = new Set<string>();
    option.values.forEach((value, j) => {
      const key = value.trim().toLowerCase();
      if (key === '') {
        issues.push({
          path: ['options', i, 'values', j],
          message: OPTION_MESSAGES.optionValueBlank,
        });
      } else if (value.includes(',')) {
        issues.push({
          path: ['options', i, 'values', j],
          message: OPTION_MESSAGES.optionValueComma,
        });
      } else if (values.has(key)) {
        issues.push({
          path: ['options', i, 'values', j],
          message: OPTION_MESSAGES.optionValueRepeated(name, value),
        });
      }
      values.add(key);
    });
  });
  if (options.length > 0 && variants.length === 0) {
    issues.push({ path: ['variants'], message: OPTION_MESSAGES.variantsRequired });
  }
  const skus = new Set<string>();
  const combos = new Set<string>();
  variants.forEach((variant, i) => {
    const sku = skuKey(variant.sku);
    if (sku === undefined) {
      issues.push({ path: ['variants', i, 'sku'], message: OPTION_MESSAGES.variantSkuRequired });
    } else if (skus.has(sku)) {
      issues.push({
        path: ['variants', i, 'sku'],
        message: OPTION_MESSAGES.variantSkuRepeated(variant.sku),
      });
    }
    if (sku) skus.add(sku);
    // A variant's own breaks are cheaper than the price it is sold at (its own, or the product's).
    const base = variant.price ?? product.price;
    const first = variant.priceTiers?.[0];
    if (first && base !== undefined && !(first.price < base)) {
      issues.push({
        path: ['variants', i, 'priceTiers'],
        message: OPTION_MESSAGES.variantTiersNotBelowBase,
      });
    }
    for (const name of Object.keys(variant.options)) {
      if (!options.some((option) => option.name === name)) {
        issues.push({
          path: ['variants', i, 'options', name],
          message: OPTION_MESSAGES.variantOptionUnknown(name),
        });
      }
    }
    let complete = true;
    for (const option of options) {
      const value = variant.options[option.name];
      if (value === undefined) {
        complete = false;
        issues.push({
          path: ['variants', i, 'options', option.name],
          message: OPTION_MESSAGES.variantOptionMissing(option.name),
        });
      } else if (!option.values.includes(value)) {
        complete = false;
        issues.push({
          path: ['variants', i, 'options', option.name],
          message: OPTION_MESSAGES.variantValueUnknown(option.name, value),
        });
      }
    }
    if (!complete) return;
    const combo = combinationKey(options, variant.options);
    if (combos.has(combo)) {
      issues.push({
        path: ['variants', i, 'options'],
        message: OPTION_MESSAGES.variantCombinationRepeated(variantLabel(options, variant)),
      });
    }
    combos.add(combo);
  });
  return issues;
}

/** Who holds a SKU: a product, or one of its variants. */
export interface SkuOwner {
  productId: number;
  variantSku?: string;
}

/** Every SKU of the catalogue (products' and variants'), by its upper-cased key. */
export function skuOwners(products: readonly VariantSource[]): Map<string, SkuOwner[]> {
  const owners = new Map<string, SkuOwner[]>();
  const add = (sku: string | undefined, owner: SkuOwner) => {
    const key = skuKey(sku);
    if (key === undefined) return;
    owners.set(key, [...(owners.get(key) ?? []), owner]);
  };
  for (const product of products) {
    add(product.sku, { productId: product.id });
    for (const variant of product.variants ?? []) {
      add(variant.sku, { productId: product.id, variantSku: variant.sku });
    }
  }
  return owners;
}

/** The SKUs held more than once across every product and variant. */
export function skuClashes(products: readonly VariantSource[]): Map<string, SkuOwner[]> {
  const clashes = new Map<string, SkuOwner[]>();
  for (const [key, owners] of skuOwners(products)) {
    if (owners.length > 1) clashes.set(key, owners);
  }
  return clashes;
}

/** What a SKU typed in quick order names: a product, or a variant of one. */
export function findBySku<P extends VariantSource>(
  products: readonly P[],
  sku: string,
): { product: P; variant?: ResolvedVariant } | undefined {
  const key = skuKey(sku);
  if (key === undefined) return undefined;
  for (const product of products) {
    const variant = findVariant(product, sku);
    if (variant) return { product, variant: resolveVariant(product, variant) };
  }
  const product = products.find((p) => skuKey(p.sku) === key);
  return product ? { product } : undefined;
}

/** One variant's change between two versions of a product, matched by SKU. */
export interface VariantChange {
  sku: string;
  kind: 'added' | 'removed' | 'changed';
  /** The fields a kept variant changed ('price', 'moq'); empty for an added or removed one. */
  fields: string[];
  before?: ProductVariant;
  after?: ProductVariant;
}

/**
 * What changed between two versions of a product's variants, for the publishing change list
 * (docs/publishing.md#the-change-list): each variant added, removed, or kept with the fields it
 * changed. Matched by SKU, whatever its letter case.
 */
export function variantChanges(
  before: readonly ProductVariant[] = [],
  after: readonly ProductVariant[] = [],
  same: (a: unknown, b: unknown) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): VariantChange[] {
  const key = (variant: ProductVariant) => skuKey(variant.sku) ?? variant.sku;
  const was = new Map(before.map((variant) => [key(variant), variant]));
  const now = new Set(after.map(key));
  const changes: VariantChange[] = [];
  for (const variant of after) {
    const old = was.get(key(variant));
    if (!old) {
      changes.push({ sku: variant.sku, kind: 'added', fields: [], after: variant });
      continue;
    }
    const record = (v: ProductVariant) => v as unknown as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(old), ...Object.keys(variant)])].filter(
      (field) => !same(record(old)[field], record(variant)[field]),
    );
    if (fields.length > 0) {
      changes.push({ sku: variant.sku, kind: 'changed', fields, before: old, after: variant });
    }
  }
  for (const variant of before) {
    if (!now.has(key(variant))) {
      changes.push({ sku: variant.sku, kind: 'removed', fields: [], before: variant });
    }
  }
  return changes;
}
