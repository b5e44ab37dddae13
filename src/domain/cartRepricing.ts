/**
 * Re-pricing a stored cart against a newer catalogue (docs/requirements.md#cart): kept apart from
 * ./cart.ts because it runs after the page is up, once per published revision, so its code (and
 * the variant lookups it needs) loads then rather than with every visitor's first download.
 */
import type { CartLine } from './types';
import { lineKey, tradeOf, variantCartProduct, type CartProduct } from './cart';
import { snapQuantity } from './tradeBasics';
import { hasVariants, type VariantSource } from './variantBasics';
import { findVariant, resolveVariant } from './variantResolve';

/** Why a line was taken out when the cart was re-priced. */
export type RemovalReason = 'gone' | 'variantGone' | 'discontinued' | 'chooseVariant';

/** What re-pricing the cart against a new catalogue did, line by line. */
export interface CartRepricing {
  lines: CartLine[];
  /** Lines taken out, and why: the product or variant is gone, discontinued, or now sold in variants. */
  removed: Array<
    Pick<CartLine, 'id' | 'name' | 'variantLabel'> & { key: string; reason: RemovalReason }
  >;
  /** Lines whose unit price changed. */
  repriced: Array<{
    key: string;
    id: number;
    name: string;
    variantLabel?: string | undefined;
    from: number;
    to: number;
  }>;
}

/** A product as re-pricing reads it: its own terms, and its variants where it has them. */
export type RepriceSource = Omit<CartProduct, 'variant' | 'variantLabel'> &
  Pick<VariantSource, 'options' | 'variants'>;

/**
 * Brings every line up to date with the catalogue: price, trade terms, name and picture from the
 * product or the variant the line holds. A line is taken out when its product is gone
 * (`undefined`), its variant is gone or discontinued, or it names no variant of a product now
 * sold only in variants. `null` keeps a line as it is (its product was not looked up).
 * Quantities stay unless the minimum or packs no longer allow them; then they snap to the
 * nearest quantity they do.
 */
export function repriceCartLines(
  lines: readonly CartLine[],
  productOf: (id: number) => RepriceSource | null | undefined,
): CartRepricing {
  const result: CartRepricing = { lines: [], removed: [], repriced: [] };
  for (const line of lines) {
    const found = productOf(line.id);
    if (found === null) {
      result.lines.push(line);
      continue;
    }
    const remove = (reason: RemovalReason) =>
      result.removed.push({
        key: lineKey(line),
        id: line.id,
        name: line.name,
        ...(line.variantLabel === undefined ? {} : { variantLabel: line.variantLabel }),
        reason,
      });
    if (!found) {
      remove('gone');
      continue;
    }
    let product: CartProduct = found as CartProduct;
    if (line.variant !== undefined || hasVariants(found)) {
      const stored =
        line.variant === undefined ? undefined : findVariant(found as VariantSource, line.variant);
      if (!stored) {
        remove(line.variant === undefined ? 'chooseVariant' : 'variantGone');
        continue;
      }
      const variant = resolveVariant(found as VariantSource, stored);
      if (!variant.orderable) {
        remove('discontinued');
        continue;
      }
      product = variantCartProduct(found, variant);
    }
    if (product.price !== line.price) {
      result.repriced.push({
        key: lineKey(line),
        id: line.id,
        name: product.name,
        ...(product.variantLabel === undefined ? {} : { variantLabel: product.variantLabel }),
        from: line.price,
        to: product.price,
      });
    }
    const next: CartLine = {
      ...line,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? line.image,
      quantity: snapQuantity(product, line.quantity),
      ...tradeOf(product),
    };
    result.lines.push(next);
  }
  return result;
}
