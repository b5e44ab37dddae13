import type { Product, SiteSettings, SocialLinks } from './types';
import { isSafeLink } from './links';
import { fromCents, toCents } from './money';
import { absoluteUrl, postalAddress, trimOrigin } from './seo';

/** A JSON-LD node; builders return plain data and serializeJsonLd turns it into script text. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The site's icon (public/favicon.svg), the Organization's logo when the owner set none. */
export const SITE_ICON = '/favicon.svg';

/** JSON for a script tag: no stored text can close the tag or break older parsers. */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data) ?? 'null';
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Drops empty strings and undefined so the output has no blank properties. */
function compact(node: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/** The Organization node without @context, shared by the home and About pages. */
function organizationNode(
  settings: SiteSettings,
  origin: string,
  socialLinks: SocialLinks,
): JsonLd {
  const sameAs = Object.values(socialLinks).filter(
    (link) => link.trim() !== '' && /^https?:\/\//i.test(link.trim()) && isSafeLink(link),
  );
  const contactPoint = compact({
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone: settings.contactPhone.trim(),
    email: settings.contactEmail.trim(),
  });
  return compact({
    '@type': 'Organization',
    name: settings.companyName.trim() || settings.siteName.trim(),
    url: `${trimOrigin(origin)}/`,
    // Without a logo of its own the site's icon stands in: Google wants one for the knowledge panel.
    logo: absoluteUrl(settings.logoUrl, origin) ?? `${trimOrigin(origin)}${SITE_ICON}`,
    description: settings.companySearchDescription.trim() || settings.siteDescription.trim(),
    email: settings.contactEmail.trim(),
    telephone: settings.contactPhone.trim(),
    address: postalAddress(settings.address),
    contactPoint,
    sameAs: sameAs.length > 0 ? sameAs.map((link) => link.trim()) : undefined,
  });
}

/** Home page WebSite node, with the header search as its SearchAction. */
export function websiteJsonLd(settings: SiteSettings, origin: string): JsonLd {
  const base = trimOrigin(origin);
  return compact({
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: settings.siteName.trim(),
    url: `${base}/`,
    description: settings.siteDescription.trim() || settings.metaDescription.trim(),
    potentialAction: {
      '@type': 'SearchAction',
      target: `${base}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  });
}

/** Home page Organization node; sameAs lists only filled, safe social links. */
export function organizationJsonLd(
  settings: SiteSettings,
  origin: string,
  socialLinks: SocialLinks,
): JsonLd {
  return { '@context': CONTEXT, ...organizationNode(settings, origin, socialLinks) };
}

/** The date one year after `now` as YYYY-MM-DD (SPEC §9: price valid one year ahead). */
function oneYearLater(now: Date): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** Product page node with SPEC §9's offer: USD, in stock, new, sku ELH-{id}. */
export function productJsonLd(
  product: Product,
  settings: SiteSettings,
  origin: string,
  categoryName: string,
  now: Date,
): JsonLd {
  const url = `${trimOrigin(origin)}/products/${product.id}`;
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

/** About page node whose main entity is the organisation. */
export function aboutPageJsonLd(settings: SiteSettings, origin: string): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'AboutPage',
    name: `About ${settings.siteName.trim()}`,
    url: `${trimOrigin(origin)}/about`,
    description: settings.aboutDescription.trim() || settings.companySearchDescription.trim(),
    mainEntity: organizationNode(settings, origin, settings.socialLinks),
  });
}
