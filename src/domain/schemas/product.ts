import * as v from 'valibot';
import {
  filledText,
  ImageTextSchema,
  isFilled,
  listUpTo,
  PriceSchema,
  textUpTo,
  WholeNumberSchema,
} from './fields';
import { ID_MAX, PRODUCT_LIMITS } from './limits';
import { FIELD_MESSAGES } from './messages';

/** A keyword or tag. */
const WordSchema = filledText(PRODUCT_LIMITS.word, 'A keyword or tag');

/**
 * A product (docs/requirements.md#product). A price of 0 is allowed in stored data; the admin form
 * asks for more.
 */
export const ProductSchema = v.object({
  /** Integer id; a new product gets the highest existing id + 1. */
  id: WholeNumberSchema,
  name: filledText(PRODUCT_LIMITS.name, 'Product name', FIELD_MESSAGES.productNameRequired),
  /** A category or subcategory id. */
  category: filledText(ID_MAX, 'Category', FIELD_MESSAGES.productCategoryRequired),
  price: PriceSchema,
  /** Image URLs (remote or data URLs); a product without one shows a placeholder. */
  images: listUpTo(
    v.pipe(ImageTextSchema, v.check(isFilled, 'An image address cannot be blank')),
    PRODUCT_LIMITS.images,
    'images',
  ),
  description: textUpTo(PRODUCT_LIMITS.description, 'Description'),
  keywords: listUpTo(WordSchema, PRODUCT_LIMITS.words, 'keywords'),
  tags: listUpTo(WordSchema, PRODUCT_LIMITS.words, 'tags'),
  relatedProductIds: listUpTo(WholeNumberSchema, PRODUCT_LIMITS.words, 'related products'),
  isNew: v.boolean(),
  isBestseller: v.boolean(),
});

export type Product = v.InferOutput<typeof ProductSchema>;
