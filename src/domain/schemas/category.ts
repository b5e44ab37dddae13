import * as v from 'valibot';
import { filledText, hasUniqueKeys, listUpTo } from './fields';
import { CATEGORY_LIMITS } from './limits';
import { FIELD_MESSAGES } from './messages';

const CategoryIdSchema = filledText(CATEGORY_LIMITS.id, 'Category id');

const CategoryNameSchema = filledText(
  CATEGORY_LIMITS.name,
  'Category name',
  FIELD_MESSAGES.categoryNameRequired,
);

export const SubcategorySchema = v.object({
  /** The parent id, '_', and the subcategory's own derived id. */
  id: CategoryIdSchema,
  name: CategoryNameSchema,
});

/** A category (docs/requirements.md#category); subcategory ids are unique within it. */
export const CategorySchema = v.object({
  id: CategoryIdSchema,
  name: CategoryNameSchema,
  subcategories: v.optional(
    v.pipe(
      listUpTo(SubcategorySchema, CATEGORY_LIMITS.subcategories, 'subcategories'),
      v.check((subs) => hasUniqueKeys(subs, (s) => s.id), 'Give each subcategory its own id'),
    ),
  ),
});

/** The category that lists every product: it must exist and cannot be deleted. */
export { ALL_CATEGORY } from './readLimits';

export type Subcategory = v.InferOutput<typeof SubcategorySchema>;
export type Category = v.InferOutput<typeof CategorySchema>;
