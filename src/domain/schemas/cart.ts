import * as v from 'valibot';
import { PriceSchema, WholeNumberSchema } from './fields';

/** SPEC §3 cart line: the product as it was added, and how many. */
export const CartLineSchema = v.object({
  id: WholeNumberSchema,
  name: v.string(),
  price: PriceSchema,
  image: v.string(),
  quantity: v.pipe(
    WholeNumberSchema,
    v.check((n) => n >= 1),
  ),
});

export type CartLine = v.InferOutput<typeof CartLineSchema>;
