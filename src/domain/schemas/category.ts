import { declare } from './declare';
import { CATEGORY, type SUBCATEGORY } from './entities';
import type { EntityOf } from './rules';

/** Said of a category name left blank, in the form and the import. */
const nameRequired = 'Category name is required';
const NOT_BLANK = 'Use text that is not blank';

/**
 * The category's declaration (docs/fields.md#category); subcategory ids are unique within their
 * category.
 */
export const CATEGORY_FIELDS = declare(CATEGORY, {
  id: {
    label: 'Category id',
    reason: NOT_BLANK,
    about:
      'from the name when created (lower case, spaces as one underscore, made unique); never changes',
    example: 'mirrors',
    input: 'none',
  },
  name: {
    label: 'Category name',
    required: nameRequired,
    about: 'text, required; a stored category without one shows its id',
    example: 'Mirrors',
  },
  subcategories: {
    label: 'Subcategories',
    what: 'subcategories',
    message: 'Give each subcategory its own id',
    reason: 'Use a list of subcategories, each with its own id',
    about:
      'optional `{ id, name }` rows; an id is the parent id, an underscore and the name as above',
    example: [{ id: 'mirrors_wooden', name: 'Wooden' }],
    of: {
      id: { label: 'Category id', reason: NOT_BLANK },
      name: { label: 'Category name', required: nameRequired },
    },
  },
});

export const CategorySchema = CATEGORY_FIELDS.schema;

/** The category that lists every product: it must exist and cannot be deleted. */
export { ALL_CATEGORY } from './readLimits';

export type Subcategory = EntityOf<typeof SUBCATEGORY>;
export type Category = EntityOf<typeof CATEGORY>;
