/**
 * The Product node of a product page (docs/requirements.md#structured-data), or for a product
 * sold in variants a ProductGroup with one Product per variant (docs/requirements.md#variants).
 */
import type { Product, SiteSettings } from './types';
import { compact, CONTEXT, type JsonLd } from './jsonLd';
import { fromCents, toCents } from './money';
import * as paths from './paths';
import { absoluteUrl, trimOrigin } from './seo';
import { hasVariants, type Availability, type VariantSource } from './variantBasics';
import { resolvedVariants } from './variantResolve';

/** The date one year after `now` as YYYY-MM-DD (docs/requirements.md#structured-data: price valid one year ahead). */
function oneYearLater(now: Date): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** schema.org's word for each availability; a product without variants is always in stock. */
const AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  made_to_order: 'https://schema.org/MadeToOrder',
  discontinued: 'https://schema.org/Discontinued',
};

/** An offer: USD, valid a year ahead, new (docs/requirements.md#structured-data). */
function offer(price: number, availability: Availability, url: string, now: Date): JsonLd {
  return {
    '@type': 'Offer',
    price: fromCents(toCents(price)).toFixed(2),
    priceCurrency: 'USD',
    priceValidUntil: oneYearLater(now),
    availability: AVAILABILITY[availability],
    itemCondition: 'https://schema.org/NewCondition',
    url,
  };
}

/**
 * The schema.org property an option varies by, where there is one: sizes, colours, materials
 * (a frame, finish or fabric is what the product is made of) and patterns. Other options still
 * name each variant, but are left out of `variesBy`.
 */
export function variesByProperty(
  optionName: string,
): 'size' | 'color' | 'material' | 'pattern' | undefined {
  const name = optionName.trim().toLowerCase();
  if (/^(size|sizes|dimensions?|width|length)$/.test(name)) return 'size';
  if (/^(colou?rs?|shade)$/.test(name)) return 'color';
  if (/^(materials?|fabrics?|frame|finish(es)?|wood|upholstery|metal)$/.test(name)) {
    return 'material';
  }
  if (/^patterns?$/.test(name)) return 'pattern';
  return undefined;
}

/**
 * A figure as schema.org's QuantitativeValue, its unit by UN/CEFACT code (CMT centimetre, KGM
 * kilogram); none when the product does not give it.
 */
const quantity = (value: number | undefined, unitCode: 'CMT' | 'KGM') =>
  value === undefined ? undefined : { '@type': 'QuantitativeValue', value, unitCode };

/** A product's or a variant's own size and weight, unpacked (docs/requirements.md#shipping). */
const dimensions = (size: Product['size']) => ({
  width: quantity(size?.widthCm, 'CMT'),
  depth: quantity(size?.depthCm, 'CMT'),
  height: quantity(size?.heightCm, 'CMT'),
  weight: quantity(size?.weightKg, 'KGM'),
});

/** Product page node with the offer of docs/requirements.md#structured-data: USD, in stock, new, sku ELH-{id}. */
export function productJsonLd(
  product: Product & Pick<VariantSource, 'options' | 'variants'>,
  settings: SiteSettings,
  origin: string,
  categoryName: string,
  now: Date,
): JsonLd {
  const url = `${trimOrigin(origin)}${paths.product(product.id)}`;
  const imagesOf = (list: readonly string[]) => {
    const images = list.flatMap((image) => absoluteUrl(image, origin) ?? []);
    return images.length > 0 ? images : undefined;
  };
  const brand = { '@type': 'Brand', name: settings.siteName };
  if (!hasVariants(product)) {
    return compact({
      '@context': CONTEXT,
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: imagesOf(product.images),
      sku: `ELH-${product.id}`,
      brand,
      category: categoryName,
      keywords: product.keywords.join(', '),
      material: product.material,
      ...dimensions(product.size),
      url,
      offers: offer(product.price, 'in_stock', url, now),
    });
  }
  const options = product.options ?? [];
  const variants = resolvedVariants(product);
  const groupId = product.sku || `ELH-${product.id}`;
  const variesBy = [
    ...new Set(options.flatMap((option) => variesByProperty(option.name) ?? [])),
  ].map((property) => `https://schema.org/${property}`);
  return compact({
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    name: product.name,
    description: product.description,
    image: imagesOf(product.images),
    productGroupID: groupId,
    brand,
    category: categoryName,
    keywords: product.keywords.join(', '),
    material: product.material,
    // The group's size and weight hold for every variant only when none has its own.
    ...(variants.some((variant) => variant.size !== product.size) ? {} : dimensions(product.size)),
    url,
    variesBy: variesBy.length > 0 ? variesBy : undefined,
    hasVariant: variants.map((variant) => {
      const variantUrl = `${url}?variant=${encodeURIComponent(variant.sku)}`;
      // Each variesBy property with this variant's value; two options read as one property (a
      // frame and a finish are both its material) give it both values.
      const properties: Record<string, string> = {};
      for (const option of options) {
        const property = variesByProperty(option.name);
        const value = variant.options[option.name];
        if (!property || value === undefined) continue;
        properties[property] = properties[property] ? `${properties[property]}, ${value}` : value;
      }
      return compact({
        '@type': 'Product',
        name: `${product.name} (${variant.values.join(', ')})`,
        sku: variant.sku,
        inProductGroupWithID: groupId,
        image: imagesOf(variant.images),
        ...properties,
        ...dimensions(variant.size),
        offers: offer(variant.price, variant.availability, variantUrl, now),
      });
    }),
  });
}
