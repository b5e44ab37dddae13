/**
 * A changed entry's fields in the owner's words: 'Price: $189.99 → $177.50', 'Images:
 * oak-1.jpg → oak-1.jpg, oak-2.jpg', 'Bestseller: no → yes'. The publishing screen and the
 * commit message list these under each changed entry (docs/publishing.md#the-change-list).
 */
import type { CatalogueEntity } from './catalogueMerge';
import { imageDisplayName } from './imageNames';
import { formatPrice } from './money';
import { PRODUCT_FIELDS } from './schemas/product';
import { SOCIAL_PLATFORM_LABELS } from './social';
import type { SocialPlatform } from './types';

/** One field of a changed entry, before and after, as text. */
export interface FieldChange {
  /** The field's key ('price'), or a path for nested settings ('socialLinks.facebook'). */
  field: string;
  /** What a person calls it ('Price', 'Contact email'). */
  label: string;
  before: string;
  after: string;
}

/**
 * A product's fields go by the words of its form (./schemas/product.ts). These say it otherwise:
 * where the change list shows a value differently from the form (a price as money, related
 * products by name), and the other entities' fields whose names do not read well.
 */
const LABELS: Partial<Record<CatalogueEntity, Record<string, string>>> = {
  products: {
    price: 'Price',
    relatedProductIds: 'Related products',
    specs: 'Specifications',
  },
  sliderItems: { imageUrl: 'Image', buttonText: 'Button text', buttonLink: 'Button link' },
  inspirations: { backgroundImage: 'Background image', category: 'Room', products: 'Hotspots' },
  siteSettings: { logoUrl: 'Logo', formEndpoint: 'Form endpoint', siteTitle: 'Site title' },
};

/** The words of each entity's form, where the entity is declared with them. */
const DECLARED: Partial<Record<CatalogueEntity, Readonly<Record<string, { label: string }>>>> = {
  products: PRODUCT_FIELDS.fields,
};

/** 'contactEmail' -> 'Contact email'. */
function words(name: string): string {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The label of a field path of an entity; social platforms by their own names. */
export function changeFieldLabel(entity: CatalogueEntity, path: readonly string[]): string {
  return path
    .map(
      (name) =>
        SOCIAL_PLATFORM_LABELS[name as SocialPlatform] ??
        LABELS[entity]?.[name] ??
        DECLARED[entity]?.[name]?.label ??
        words(name),
    )
    .join(': ');
}

/** The longest text shown for one side of a change; a list of names may take more. */
const TEXT_MAX = 80;
const LIST_MAX = 160;

const clip = (text: string, max = TEXT_MAX) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
};

const NONE = 'none';

/** Names of things a value refers to (category ids, product ids) where the catalogue knows them. */
export interface ValueNames {
  category?(id: string): string | undefined;
  product?(id: number): string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of any field as short text, for fields without a rule of their own. */
function plain(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return `"${clip(value)}"`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    return clip(value.map((v) => (typeof v === 'string' ? v : plain(v))).join(', '));
  }
  if (isRecord(value)) {
    return clip(
      Object.entries(value)
        .map(([k, v]) => `${k} ${plain(v)}`)
        .join(', '),
    );
  }
  return clip(String(value));
}

const list = (items: string[]) => (items.length ? clip(items.join(', '), LIST_MAX) : NONE);

/** How one field of an entity reads, when it has a rule of its own. */
function formatted(
  entity: CatalogueEntity,
  field: string,
  value: unknown,
  names: ValueNames,
): string | undefined {
  if (value === undefined || value === null) return NONE;
  const image = (src: unknown) =>
    typeof src === 'string' && src !== '' ? imageDisplayName(src) : NONE;
  switch (`${entity}.${field}`) {
    case 'products.price':
      return typeof value === 'number' ? formatPrice(value) : undefined;
    case 'products.images':
      return Array.isArray(value) ? list(value.map(image)) : undefined;
    case 'products.category':
      return typeof value === 'string' ? (names.category?.(value) ?? value) : undefined;
    case 'products.relatedProductIds':
      return Array.isArray(value)
        ? list(value.map((id) => names.product?.(id as number) ?? `product ${String(id)}`))
        : undefined;
    case 'products.priceTiers':
      return Array.isArray(value)
        ? list(
            value.map((tier) =>
              isRecord(tier) && typeof tier.price === 'number'
                ? `${String(tier.minQuantity)}+ at ${formatPrice(tier.price)}`
                : plain(tier),
            ),
          )
        : undefined;
    case 'products.specs':
      return Array.isArray(value)
        ? list(
            value.map((spec) =>
              isRecord(spec) ? `${String(spec.label)}: ${String(spec.value)}` : plain(spec),
            ),
          )
        : undefined;
    case 'sliderItems.imageUrl':
    case 'inspirations.backgroundImage':
    case 'siteSettings.logoUrl':
      return image(value);
    case 'inspirations.products':
      return Array.isArray(value)
        ? list(
            value.map((spot) =>
              isRecord(spot) && typeof spot.productId === 'number'
                ? (names.product?.(spot.productId) ?? `product ${spot.productId}`)
                : plain(spot),
            ),
          )
        : undefined;
    case 'products.availability':
      return typeof value === 'string' ? value.replace(/_/g, ' ') : undefined;
    case 'products.options':
      return Array.isArray(value)
        ? list(
            value.map((option) =>
              isRecord(option) && Array.isArray(option.values)
                ? `${String(option.name)}: ${option.values.join(' / ')}`
                : plain(option),
            ),
          )
        : undefined;
    case 'categories.subcategories':
      return Array.isArray(value)
        ? list(value.map((sub) => (isRecord(sub) ? String(sub.name) : plain(sub))))
        : undefined;
    default:
      return undefined;
  }
}

/** One field's value as the change list shows it. */
export function changeValueText(
  entity: CatalogueEntity,
  path: readonly string[],
  value: unknown,
  names: ValueNames = {},
): string {
  return formatted(entity, path.join('.'), value, names) ?? plain(value);
}

/** 'Price: $189.99 → $177.50' */
export const fieldChangeText = (change: FieldChange) =>
  `${change.label}: ${change.before} → ${change.after}`;
