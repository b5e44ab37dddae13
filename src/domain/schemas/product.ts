import * as v from 'valibot';
import { isCountry } from '../countries';
import { declare, type WordsOf } from './declare';
import {
  PACKING,
  PRODUCT,
  SHIPPING,
  type CARTON,
  type PRICE_TIER,
  type PRODUCT_SIZE,
  type SPEC,
} from './entities';
import { toCents } from '../money';
import { isPrice } from './fields';
import { variantIssues } from '../variants';
import { FIELD_MESSAGES } from './messages';
import type { EntityOf, StoredOf } from './rules';
import { formatCount } from '../numbers';

/** A SKU: letters and digits, with dashes, dots or slashes between (EH-MIR-001); blank for none. */
export const SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9./_-]*[A-Za-z0-9])?$/;

/** True for a SKU the catalogue accepts: blank (none yet) or a model number within the limit. */
export const isSku = (text: string) =>
  text === '' || (text.length <= PRODUCT.sku.max! && SKU_PATTERN.test(text));

/** True when each break asks for more units than the one before and charges less. */
export function tiersAscend(tiers: readonly { minQuantity: number; price: number }[]): boolean {
  return tiers.every(
    (tier, i) =>
      i === 0 || (tier.minQuantity > tiers[i - 1]!.minQuantity && tier.price < tiers[i - 1]!.price),
  );
}

/** 6 to 10 digits, in groups split by single dots: 7009.92, 9403.60.80, 940360. */
const HS_CODE_PATTERN = /^\d+(?:\.\d+)*$/;

/** True for an HS code the catalogue accepts: 6 to 10 digits, dots allowed between them. */
export const isHsCode = (text: string) =>
  HS_CODE_PATTERN.test(text) && /^\d{6,10}$/.test(text.replace(/\./g, ''));

const { carton, size } = PACKING;

/** '{label} must be a number from {min} to {max} {unit}' with the rule's bounds. */
const between = (label: string, rule: { min?: number; max?: number }, unit: string) =>
  `${label} must be a number from ${rule.min} to ${formatCount(rule.max!)} ${unit}`;

/**
 * The words of a product's packing (docs/requirements.md#shipping): a variant that carries its
 * own carton and size uses the same.
 */
export const PACKING_WORDS: WordsOf<typeof PACKING> = {
  carton: {
    group: 'shipping',
    label: 'Carton',
    reason: 'Use a carton with lengthCm, widthCm, heightCm, grossKg and units',
    hint: 'The export carton: outer length, width and height, gross weight, and how many units it holds. CBM is worked out from them.',
    about:
      'the export carton `{ lengthCm, widthCm, heightCm, grossKg, units }`: all five or none; its CBM is computed, never typed',
    example: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
    csv: 'edited',
    of: {
      lengthCm: {
        label: 'Carton length (cm)',
        message: between('Carton length', carton.of.lengthCm, 'cm'),
      },
      widthCm: {
        label: 'Carton width (cm)',
        message: between('Carton width', carton.of.widthCm, 'cm'),
      },
      heightCm: {
        label: 'Carton height (cm)',
        message: between('Carton height', carton.of.heightCm, 'cm'),
      },
      grossKg: {
        label: 'Gross weight (kg)',
        message: between('Gross weight', carton.of.grossKg, 'kg'),
      },
      units: {
        label: 'Units per carton',
        message: `Units per carton must be a whole number from ${carton.of.units.min} to ${carton.of.units.max}`,
      },
    },
  },
  size: {
    group: 'shipping',
    label: 'Product size',
    reason: 'Use a size with widthCm, depthCm, heightCm and weightKg',
    hint: 'The product itself, unpacked: shown on its page and given to search engines.',
    about:
      'the product’s own size and weight `{ widthCm, depthCm, heightCm, weightKg }`, each optional',
    example: { widthCm: 80, depthCm: 4, heightCm: 80, weightKg: 7.2 },
    csv: 'edited',
    of: {
      widthCm: { label: 'Width (cm)', message: between('Width', size.of.widthCm, 'cm') },
      depthCm: { label: 'Depth (cm)', message: between('Depth', size.of.depthCm, 'cm') },
      heightCm: { label: 'Height (cm)', message: between('Height', size.of.heightCm, 'cm') },
      weightKg: { label: 'Weight (kg)', message: between('Weight', size.of.weightKg, 'kg') },
    },
  },
};

const hsCodeInvalid = 'Use an HS code of 6 to 10 digits, dots allowed (e.g. 7009.92)';

/** The words of a product's shipping data: the packing, the HS code and the origin. */
const SHIPPING_WORDS: WordsOf<typeof SHIPPING> = {
  ...PACKING_WORDS,
  hsCode: {
    group: 'shipping',
    label: 'HS code',
    message: hsCodeInvalid,
    tooLong: hsCodeInvalid,
    valid: isHsCode,
    hint: 'The customs tariff number, 6 to 10 digits, e.g. 7009.92.',
    about: 'the Harmonized System code: 6 to 10 digits, dots allowed',
    example: '7009.92',
    csv: 'edited',
  },
  origin: {
    group: 'shipping',
    label: 'Country of origin',
    message: 'Choose a country of origin as its two-letter ISO code, such as CN',
    tooLong: 'Choose a country of origin as its two-letter ISO code, such as CN',
    valid: isCountry,
    input: 'select',
    about: 'where it is made, as an ISO 3166-1 alpha-2 code; the page names the country',
    example: 'CN',
    csv: 'edited',
  },
};

const skuInvalid = `Use a SKU of letters, digits, dashes, dots or slashes, at most ${PRODUCT.sku.max} characters (e.g. EH-MIR-001)`;

/** The trade terms' words, shared by a product and its variants. */
const MOQ_WORDS = {
  label: 'Minimum order',
  message: `Minimum order must be a whole number from ${PRODUCT.moq.min} to ${PRODUCT.moq.max}`,
  hint: 'Units; rounded up to whole packs.',
  about: 'the minimum order in units',
};
const PACK_WORDS = {
  label: 'Pack size',
  message: `Pack size must be a whole number from ${PRODUCT.packSize.min} to ${PRODUCT.packSize.max}`,
  hint: 'Ordered in multiples of this.',
  about: 'sold in multiples of it; the minimum rounds up to a whole pack',
};
const TIER_WORDS = {
  label: 'Price breaks',
  what: 'price breaks',
  message: FIELD_MESSAGES.tiersNotIncreasing,
  valid: tiersAscend,
  reason: 'Use a list of price breaks, each with a minQuantity and a price',
  hint: "From each quantity on, every unit costs the break's price; below the first, the base price applies.",
  about:
    'price breaks `{ minQuantity, price }`, each for more units and cheaper than the one before, all below the base price',
  of: {
    minQuantity: {
      label: 'from quantity',
      message: `Each price break needs a quantity from ${PRODUCT.priceTiers.of.minQuantity.min} to ${PRODUCT.priceTiers.of.minQuantity.max}`,
    },
    price: { label: 'unit price (USD)', message: 'Each price break needs a valid price' },
  },
};
const LEAD_TIME_WORDS = {
  label: 'Lead time (days)',
  message: `Lead time must be a whole number of days from ${PRODUCT.leadTimeDays.min} to ${PRODUCT.leadTimeDays.max}`,
  hint: 'Leave blank when not quoted.',
  about: 'days from order to shipping; none when not quoted',
};

const option = PRODUCT.options.of;

/**
 * The product's declaration (docs/fields.md#product): the rules of ./entities.ts with each
 * field's words. Messages are worded as docs/requirements.md#validation lists them.
 */
export const PRODUCT_FIELDS = declare(PRODUCT, {
  id: {
    label: 'Product ID',
    about: 'whole number; a new product gets the highest existing id + 1 (1 if none)',
    example: 7,
    input: 'none',
    csv: 'key',
  },
  name: {
    label: 'Product name',
    required: 'Product name is required',
    about: 'text, required; a stored name is cut back to its bound',
    example: 'Walnut Round Mirror',
    csv: 'shown',
  },
  category: {
    label: 'Category',
    required: 'Please select a category',
    about: 'a category or subcategory id, required (`all` when a stored one is missing)',
    example: 'mirrors_wooden',
    input: 'select',
    csv: 'shown',
  },
  price: {
    label: 'Price (USD)',
    short: 'Price',
    message: 'Please enter a valid price',
    // Stored data may hold 0; the form asks for a price that is more than nothing to the cent.
    form: (price) => toCents(price) > 0,
    about: 'dollars, above 0 in the form, kept to the cent',
    example: 129.99,
    csv: 'edited',
  },
  images: {
    label: 'Images',
    what: 'images',
    required: 'At least one image is required',
    about:
      'image addresses (http(s), image data, or a file of the catalogue), at least one in the form',
    example: ['https://images.example/walnut-mirror.jpg'],
  },
  description: {
    label: 'Description',
    about: 'text',
    example: 'A round mirror in a solid walnut frame.',
    input: 'textarea',
  },
  keywords: {
    label: 'Keywords',
    what: 'keywords',
    item: 'A keyword or tag',
    hint: 'Separate with commas, e.g. wall mirror, round, walnut.',
    about: 'words, typed comma separated; each is trimmed and blanks are dropped',
    example: ['wall mirror', 'round'],
  },
  tags: {
    label: 'Tags',
    what: 'tags',
    item: 'A keyword or tag',
    about: 'words, typed comma separated; a popular tag has its own page',
    example: ['Modern'],
  },
  relatedProductIds: {
    label: 'Related product IDs',
    what: 'related products',
    about: 'product ids, typed comma separated; anything that is not a whole number is dropped',
    example: [2, 5],
  },
  isNew: {
    label: 'New arrival',
    hint: 'Listed under Latest Products and New Arrivals.',
    about: 'true or false',
    example: true,
  },
  isBestseller: {
    label: 'Bestseller',
    hint: 'Listed under Bestselling Products.',
    about: 'true or false',
    example: true,
  },
  sku: {
    group: 'trade',
    label: 'SKU',
    message: skuInvalid,
    tooLong: skuInvalid,
    valid: isSku,
    hint: 'A model number buyers order by, e.g. EH-MIR-001.',
    about:
      'the model number: letters, digits, dashes, dots or slashes; unique across products whatever the case',
    example: 'EH-MIR-001',
    csv: 'key',
  },
  moq: { group: 'trade', ...MOQ_WORDS, example: 20, csv: 'edited' },
  packSize: { group: 'trade', ...PACK_WORDS, example: 2, csv: 'edited' },
  priceTiers: {
    group: 'trade',
    ...TIER_WORDS,
    example: [
      { minQuantity: 50, price: 119 },
      { minQuantity: 200, price: 109 },
    ],
    csv: 'edited',
  },
  leadTimeDays: { group: 'trade', ...LEAD_TIME_WORDS, example: 30, csv: 'edited' },
  specs: {
    group: 'trade',
    label: 'Specs',
    what: 'specs',
    reason: 'Use a list of specs, each with a label and a value',
    hint: 'Dimensions, materials, finishes, carton size.',
    about: 'lines of the specification table `{ label, value }`',
    example: [{ label: 'Diameter', value: '80 cm' }],
    of: {
      label: {
        label: 'label',
        required: 'Each spec needs a label, such as Width',
        tooLong: FIELD_MESSAGES.tooLong('A spec label', PRODUCT.specs.of.label.max!),
      },
      value: {
        label: 'value',
        required: 'Each spec needs a value, such as 120 cm',
        tooLong: FIELD_MESSAGES.tooLong('A spec value', PRODUCT.specs.of.value.max!),
      },
    },
  },
  material: {
    label: 'Material',
    hint: 'What it is made of, e.g. Solid oak, linen.',
    about:
      'what the product is made of, in the owner’s words; shown in the specifications and JSON-LD',
    example: 'Solid oak, linen',
    csv: 'edited',
  },
  ...SHIPPING_WORDS,

  // ------------------------------------------------ variants (docs/requirements.md#variants)
  options: {
    group: 'variants',
    label: 'Options',
    what: 'options',
    reason: 'Use a list of options, each with a name and its values',
    hint: 'What buyers choose between, such as Size or Frame, each with its values.',
    about: 'up to three options `{ name, values }` the product comes in; none for a single item',
    example: [
      { name: 'Size', values: ['60 cm', '80 cm'] },
      { name: 'Frame', values: ['Walnut', 'Oak'] },
    ],
    of: {
      name: {
        label: 'option name',
        required: 'Each option needs a name, such as Size',
        tooLong: FIELD_MESSAGES.tooLong('An option name', option.name.max!),
      },
      values: { label: 'values', what: 'values', item: 'An option value' },
    },
  },
  variants: {
    group: 'variants',
    label: 'Variants',
    what: 'variants',
    reason: 'Use a list of variants, each with a sku and its options',
    about:
      'one per combination of option values, each with its own SKU; price, price breaks, minimum, pack, lead time and images when they differ from the product’s, and its availability',
    example: [
      { sku: 'EH-MIR-001-60-WAL', options: { Size: '60 cm', Frame: 'Walnut' } },
      {
        sku: 'EH-MIR-001-80-OAK',
        options: { Size: '80 cm', Frame: 'Oak' },
        price: 149,
        moq: 10,
        availability: 'made_to_order',
      },
    ],
    of: {
      sku: {
        label: 'Variant SKU',
        required: 'Each variant needs a SKU',
        message: skuInvalid,
        tooLong: skuInvalid,
        valid: isSku,
      },
      options: {
        label: 'option values',
        message: 'Give the variant a value for each option',
        reason: 'Use an object of option names and their values, such as { "Size": "80 cm" }',
      },
      price: { label: 'Variant price', message: 'Please enter a valid price' },
      priceTiers: TIER_WORDS,
      moq: MOQ_WORDS,
      packSize: PACK_WORDS,
      leadTimeDays: LEAD_TIME_WORDS,
      images: { label: 'Variant images', what: 'images' },
      availability: {
        label: 'Availability',
        message: 'Availability must be in_stock, made_to_order or discontinued',
      },
      ...PACKING_WORDS,
    },
  },
});

/** A valibot path through a product to where a variant rule is broken. */
function issuePath(product: Record<string, unknown>, path: readonly (string | number)[]) {
  let input: unknown = product;
  return path.map((key) => {
    const holder = input;
    const value = (holder as Record<string | number, unknown> | undefined)?.[key];
    input = value;
    return Array.isArray(holder)
      ? {
          type: 'array' as const,
          origin: 'value' as const,
          input: holder,
          key: key as number,
          value,
        }
      : {
          type: 'object' as const,
          origin: 'value' as const,
          input: holder as Record<string, unknown>,
          key: String(key),
          value,
        };
  });
}

const isText = (value: unknown) => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a product's options and variants are shaped so their rules can be read. */
function hasVariantShape(product: unknown): boolean {
  if (!isObject(product)) return false;
  const { options = [], variants = [] } = product;
  return (
    Array.isArray(options) &&
    Array.isArray(variants) &&
    options.every(
      (o) => isObject(o) && isText(o.name) && Array.isArray(o.values) && o.values.every(isText),
    ) &&
    variants.every(
      (variant) =>
        isObject(variant) &&
        isText(variant.sku) &&
        isObject(variant.options) &&
        Object.values(variant.options).every(isText) &&
        (variant.priceTiers === undefined || Array.isArray(variant.priceTiers)),
    )
  );
}

/**
 * A product: every price break is cheaper than the base price (docs/requirements.md#trade-terms),
 * and its options and variants keep the variant rules (docs/requirements.md#variants), each
 * broken rule reported where it is ('variants.2.sku').
 */
export const ProductSchema = v.pipe(
  PRODUCT_FIELDS.schema,
  v.forward(
    v.partialCheck(
      [['price'], ['priceTiers']],
      // A wrong base price has its own message; the breaks are compared with a valid one.
      (p) => !isPrice(p.price) || (p.priceTiers ?? []).every((tier) => tier.price < p.price),
      FIELD_MESSAGES.tiersNotBelowBase,
    ),
    ['priceTiers'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    // Run beside the fields' own messages when the options and variants have their shape, so one
    // pass names every fault.
    const product = dataset.value as Product;
    if (!hasVariantShape(product)) return;
    for (const issue of variantIssues(product)) {
      addIssue({
        message: issue.message,
        path: issuePath(product as Record<string, unknown>, issue.path) as never,
      });
    }
  }),
);

/**
 * A product. The schema fills the optional fields' defaults, but the type keeps them optional:
 * published files and stored data written before them, and summaries, may lack them.
 */
export type Product = StoredOf<typeof PRODUCT>;

export type PriceTier = EntityOf<typeof PRICE_TIER>;
export type CartonData = EntityOf<typeof CARTON>;
export type ProductSize = EntityOf<typeof PRODUCT_SIZE>;
export type Spec = EntityOf<typeof SPEC>;
