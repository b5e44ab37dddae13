/** The Product node of a product page (docs/requirements.md#structured-data). */
import type { Product, SiteSettings } from './types';
import { compact, CONTEXT, type JsonLd } from './jsonLd';
import { fromCents, toCents } from './money';
import * as paths from './paths';
import { absoluteUrl, trimOrigin } from './seo';

/** The date one year after `now` as YYYY-MM-DD (docs/requirements.md#structured-data: price valid one year ahead). */
function oneYearLater(now: Date): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A figure as schema.org's QuantitativeValue, its unit by UN/CEFACT code (CMT centimetre, KGM
 * kilogram); none when the product does not give it.
 */
const quantity = (value: number | undefined, unitCode: 'CMT' | 'KGM') =>
  value === undefined ? undefined : { '@type': 'QuantitativeValue', value, unitCode };

/** Product page node with the offer of docs/requirements.md#structured-data: USD, in stock, new, sku ELH-{id}. */
export function productJsonLd(
  product: Product,
  settings: SiteSettings,
  origin: string,
  categoryName: string,
  now: Date,
): JsonLd {
  const url = `${trimOrigin(origin)}${paths.product(product.id)}`;
  const images = product.images.flatMap((image) => absoluteUrl(image, origin) ?? []);
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: images.length > 0 ? images : undefined,
    sku: `ELH-${product.id}`,
    brand: { '@type': 'Brand', name: settings.siteName },
    category: categoryName,
    keywords: product.keywords.join(', '),
    material: product.material,
    // The product's own size and weight, unpacked (docs/requirements.md#shipping).
    width: quantity(product.size?.widthCm, 'CMT'),
    depth: quantity(product.size?.depthCm, 'CMT'),
    height: quantity(product.size?.heightCm, 'CMT'),
    weight: quantity(product.size?.weightKg, 'KGM'),
    url,
    offers: {
      '@type': 'Offer',
      price: fromCents(toCents(product.price)).toFixed(2),
      priceCurrency: 'USD',
      priceValidUntil: oneYearLater(now),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    },
  });
}
