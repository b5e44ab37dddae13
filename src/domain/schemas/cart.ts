import * as v from 'valibot';
import { ImageTextSchema, PriceSchema, textUpTo, WholeNumberSchema } from './fields';
import { PRODUCT_LIMITS } from './limits';

/** A cart line (docs/requirements.md#cart-line): the product as it was added, and how many. */
export const CartLineSchema = v.object({
  id: WholeNumberSchema,
  name: textUpTo(PRODUCT_LIMITS.name, 'Product name'),
  price: PriceSchema,
  image: ImageTextSchema,
  quantity: v.pipe(
    WholeNumberSchema,
    v.check((n) => n >= 1),
  ),
});

export type CartLine = v.InferOutput<typeof CartLineSchema>;
