import { declare } from './declare';
import { CART_LINE } from './entities';
import { PRODUCT_FIELDS } from './product';
import type { StoredOf } from './rules';

const product = PRODUCT_FIELDS.fields;

/**
 * The cart line's declaration (docs/fields.md#cart-line): the product as it was added, and how
 * many, with the trade terms the line is priced and stepped by, copied from the product and
 * refreshed with its price whenever the cart is re-priced; lines without them use the defaults.
 */
export const CART_LINE_FIELDS = declare(CART_LINE, {
  id: { ...product.id, about: 'the product’s id' },
  name: {
    label: 'Product name',
    about: 'the product’s name when added',
    example: 'Walnut Round Mirror',
  },
  price: { ...product.price, about: 'the unit price the line is charged at' },
  image: {
    label: 'Image',
    about: 'the product’s first image',
    example: product.images.example[0]!,
  },
  quantity: {
    label: 'Quantity',
    about: 'whole number, at least 1 (at least the minimum, in whole packs, when added)',
    example: 24,
  },
  sku: product.sku,
  moq: product.moq,
  packSize: product.packSize,
  priceTiers: product.priceTiers,
  variant: {
    label: 'Variant SKU',
    about:
      'the SKU of the variant ordered (docs/requirements.md#variants); a line is one product, or one variant of it',
    example: 'EH-MIR-001-80-OAK',
  },
  variantLabel: {
    label: 'Options',
    about: 'the variant’s options in words, as the cart, quotes and print name it',
    example: 'Size: 80 cm, Frame: Oak',
  },
  carton: {
    ...product.carton,
    about: 'the export carton of the product, or of the variant ordered, for the planner',
  },
  hsCode: product.hsCode,
  origin: product.origin,
});

export const CartLineSchema = CART_LINE_FIELDS.schema;

export type CartLine = StoredOf<typeof CART_LINE>;
