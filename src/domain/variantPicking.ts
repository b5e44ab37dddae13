/**
 * The product page's option pickers (docs/requirements.md#variants): which values can be chosen
 * with the others and why not, where a choice leads, and whether an option shows as picture
 * swatches or buttons. Apart from ./variants.ts (the order grid's, admin's and catalogue checks'
 * rules) so that a product page downloads only these.
 */
import { resolvedVariants } from './variantResolve';
import type { ProductOption, ResolvedVariant, VariantSource } from './variantBasics';

/**
 * The swatch picture of an option value: the first picture of the first variant with that value
 * that has pictures of its own. Undefined when none has.
 */
export function valueImage(
  product: Pick<VariantSource, 'variants'>,
  name: string,
  value: string,
): string | undefined {
  const variant = product.variants?.find(
    (v) => v.options[name] === value && (v.images?.length ?? 0) > 0,
  );
  return variant?.images?.[0];
}

/**
 * How the page offers an option: as picture swatches when each of its values has a picture of
 * its own (finishes, fabrics), else as buttons (sizes).
 */
export function optionDisplay(
  product: Pick<VariantSource, 'variants'>,
  option: ProductOption,
): 'swatch' | 'button' {
  const images = option.values.map((value) => valueImage(product, option.name, value));
  return images.every(Boolean) && new Set(images).size === images.length ? 'swatch' : 'button';
}

/** Why a value cannot be chosen with the others chosen. */
export const VARIANT_MESSAGES = {
  notMade: (combination: string) => `Not made in ${combination}`,
  discontinued: (combination: string) => `${combination} is discontinued`,
  choose: (name: string) => `Choose a ${name.toLowerCase()}`,
} as const;

/** One value of one option, as the picker shows it with the rest of the selection. */
export interface ValueChoice {
  value: string;
  selected: boolean;
  /** False when no variant with this value and the other choices can be ordered. */
  available: boolean;
  /** Why it cannot be chosen ('Not made in 100 cm, Oak', '60 cm, Oak is discontinued'). */
  reason?: string;
  /** The variant choosing this value leads to, when the other options are all chosen. */
  sku?: string;
}

/** The pickers' state: for every option, each value and whether it can be chosen with the rest. */
export function optionChoices(
  product: VariantSource,
  selection: Record<string, string>,
): { option: ProductOption; values: ValueChoice[] }[] {
  const options = product.options ?? [];
  const variants = resolvedVariants(product);
  return options.map((option) => ({
    option,
    values: option.values.map((value) => {
      const wanted = { ...selection, [option.name]: value };
      const named = options.filter((o) => wanted[o.name] !== undefined);
      const matching = variants.filter((variant) =>
        named.every((o) => variant.options[o.name] === wanted[o.name]),
      );
      const combination = named.map((o) => wanted[o.name]).join(', ');
      const orderable = matching.filter((variant) => variant.orderable);
      const exact = named.length === options.length ? matching[0] : undefined;
      const choice: ValueChoice = {
        value,
        selected: selection[option.name] === value,
        available: orderable.length > 0,
      };
      if (exact) choice.sku = exact.sku;
      if (orderable.length === 0) {
        choice.reason =
          matching.length === 0
            ? VARIANT_MESSAGES.notMade(combination)
            : VARIANT_MESSAGES.discontinued(combination);
      }
      return choice;
    }),
  }));
}

/**
 * The variant that choosing `value` for `name` leads to: the exact combination if it can be
 * ordered, else the closest one that can (keeping as many of the other choices as possible).
 */
export function chooseValue(
  product: VariantSource,
  current: Pick<ResolvedVariant, 'options'>,
  name: string,
  value: string,
): ResolvedVariant | undefined {
  const options = product.options ?? [];
  const candidates = resolvedVariants(product).filter((variant) => variant.options[name] === value);
  const kept = (variant: ResolvedVariant) =>
    options.filter((o) => o.name !== name && variant.options[o.name] === current.options[o.name])
      .length;
  const best = (list: ResolvedVariant[]) =>
    list.reduce<ResolvedVariant | undefined>(
      (top, variant) => (top === undefined || kept(variant) > kept(top) ? variant : top),
      undefined,
    );
  return best(candidates.filter((v) => v.orderable)) ?? best(candidates);
}

/**
 * Every option as the pickers show it: its values with whether each can be chosen with the rest
 * (and why not), and each value's picture where the option shows as swatches.
 */
export function optionGroups(product: VariantSource, selection: Record<string, string>) {
  return optionChoices(product, selection).map(({ option, values }) => {
    const display = optionDisplay(product, option);
    return {
      name: option.name,
      display,
      values: values.map((value) => ({
        ...value,
        image: display === 'swatch' ? valueImage(product, option.name, value.value) : undefined,
      })),
    };
  });
}
