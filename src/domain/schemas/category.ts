import * as v from 'valibot';
import { FilledTextSchema, hasUniqueKeys } from './fields';

export const SubcategorySchema = v.object({
  /** The parent id, '_', and the subcategory's own derived id (SPEC §3). */
  id: FilledTextSchema,
  name: FilledTextSchema,
});

/** SPEC §3 category; subcategory ids are unique within it. */
export const CategorySchema = v.object({
  id: FilledTextSchema,
  name: FilledTextSchema,
  subcategories: v.optional(
    v.pipe(
      v.array(SubcategorySchema),
      v.check((subs) => hasUniqueKeys(subs, (s) => s.id)),
    ),
  ),
});

/** The category that lists every product: it must exist and cannot be deleted (SPEC §3). */
export const ALL_CATEGORY = { id: 'all', name: 'All Products' } as const;

export type Subcategory = v.InferOutput<typeof SubcategorySchema>;
export type Category = v.InferOutput<typeof CategorySchema>;
