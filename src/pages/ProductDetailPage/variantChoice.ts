import { useState } from 'react';
import { useLocation } from 'react-router';
import * as paths from '@/domain/paths';
import type { Product } from '@/domain/types';
import type { ResolvedVariant } from '@/domain/variantBasics';
import { chooseValue, optionGroups } from '@/domain/variantPicking';
import { initialVariant } from '@/domain/variantResolve';
import type { OptionGroup } from '@/components/molecules/OptionPicker';

/** The address parameter that names a variant: `/products/1?variant=EH-MIR-001-80-OAK`. */
export const VARIANT_PARAM = 'variant';

/** The variant an address names (`?variant=<sku>`), or null. */
export const variantOfSearch = (search: string) => new URLSearchParams(search).get(VARIANT_PARAM);

/**
 * The variant the product page shows (docs/requirements.md#variants): the one the address names,
 * else the first in stock; and choosing another, which puts its SKU in the address (replacing
 * the entry, so Back still leaves the page) for the buyer to share. The address is changed
 * without a navigation: the page is the same, only the choice moves. A link to another variant
 * of this product (from the cart) is a navigation, and the page follows it.
 */
export function useVariantChoice(product: Product) {
  const { search } = useLocation();
  const [chosen, setChosen] = useState<{ id: number; search: string; sku: string } | null>(null);
  const sku =
    chosen && chosen.id === product.id && chosen.search === search
      ? chosen.sku
      : variantOfSearch(search);
  const variant = initialVariant(product, sku);

  const choose = (next: ResolvedVariant) => {
    setChosen({ id: product.id, search, sku: next.sku });
    window.history.replaceState(
      window.history.state,
      '',
      paths.productVariant(product.id, next.sku),
    );
  };

  /** The pickers: each option's values, whether each can go with the others chosen, and why not. */
  const groups = (current: ResolvedVariant): OptionGroup[] =>
    optionGroups(product, current.options);

  /** The variant choosing `value` for `name` leads to, chosen. */
  const chooseOption = (current: ResolvedVariant, name: string, value: string) => {
    const next = chooseValue(product, current, name, value);
    if (next) choose(next);
  };

  return { variant, groups, chooseOption };
}
