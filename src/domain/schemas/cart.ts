import * as v from 'valibot';
import { ImageTextSchema, PriceSchema, textUpTo, WholeNumberSchema } from './fields';
import { PRODUCT_LIMITS } from './limits';
import { TradeFieldsSchema } from './product';

/**
 * A cart line (docs/requirements.md#cart-line): the product as it was added, and how many, with the trade terms
 * the line is priced and stepped by (SKU, minimum, pack, price breaks), copied from the product
 * and refreshed with its price whenever the cart is re-priced; lines without them use the
 * defaults.
 */
export const CartLineSchema = v.object({
  id: WholeNumberSchema,
  name: textUpTo(PRODUCT_LIMITS.name, 'Product name'),
  price: PriceSchema,
  image: ImageTextSchema,
  quantity: v.pipe(
    WholeNumberSchema,
    v.check((n) => n >= 1),
  ),
  sku: v.optional(TradeFieldsSchema.sku),
  moq: v.optional(TradeFieldsSchema.moq),
  packSize: v.optional(TradeFieldsSchema.packSize),
  priceTiers: v.optional(TradeFieldsSchema.priceTiers),
});

export type CartLine = v.InferOutput<typeof CartLineSchema>;
