import type { SiteSettings, SocialLinks } from './types';
import { compact, CONTEXT, SITE_ICON, type JsonLd } from './jsonLd';
import { isSafeLink } from './links';
import { absoluteUrl, postalAddress, trimOrigin } from './seo';

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
