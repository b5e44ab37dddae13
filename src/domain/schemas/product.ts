import * as v from 'valibot';
import { FilledTextSchema, PriceSchema, WholeNumberSchema } from './fields';

/** SPEC §3 product. A price of 0 is allowed in stored data; the admin form asks for more. */
export const ProductSchema = v.object({
  /** Integer id; a new product gets the highest existing id + 1. */
  id: WholeNumberSchema,
  name: FilledTextSchema,
  /** A category or subcategory id. */
  category: FilledTextSchema,
  price: PriceSchema,
  /** Image URLs (remote or data URLs); a product without one shows a placeholder. */
  images: v.array(FilledTextSchema),
  description: v.string(),
  keywords: v.array(FilledTextSchema),
  tags: v.array(FilledTextSchema),
  relatedProductIds: v.array(WholeNumberSchema),
  isNew: v.boolean(),
  isBestseller: v.boolean(),
});

export type Product = v.InferOutput<typeof ProductSchema>;
