import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { serializeJsonLd } from '@/domain/jsonLd';
import { absoluteUrl, metaDescription, trimOrigin } from '@/domain/seo';
import { useSiteSettings, useSiteUrl } from '@/state';
import { useOrigin } from './useClientValue';
import {
  applyDocumentHead,
  HeadCollector,
  type DocumentHead,
  type HeadElement,
} from './documentHead';

export interface PageHeadProps {
  /** The page's own title; the site title follows it. Omit on the home page. */
  title?: string;
  /** Meta description, cut at a word; the site's metaDescription when omitted. */
  description?: string;
  /** The page's picture for link previews (a stored image); the site's logo when omitted. */
  image?: string;
  /** Open Graph type: a product page says so. */
  type?: 'website' | 'product';
  /**
   * Structured data blocks for this page (docs/requirements.md#structured-data), built from the site's address. The build
   * names it (`SITE_URL`), so prerendered HTML carries them and adopting it changes nothing;
   * without one (development, stories) they follow once the browser's origin is known.
   */
  jsonLd?: (origin: string) => readonly unknown[];
  /** Keep search engines out (admin, search, empty lists, not-found and coming-soon pages). */
  noIndex?: boolean;
}

/**
 * Title, description, canonical address, Open Graph and Twitter tags, and JSON-LD for a
 * route. The title, meta and link elements go into the document head (see documentHead.ts):
 * the prerender collects them for the page's HTML, the browser writes them once the page has
 * rendered. The JSON-LD scripts stay where the page renders them.
 */
export function PageHead({ title, description, image, type, jsonLd, noIndex }: PageHeadProps) {
  const settings = useSiteSettings();
  const siteUrl = useSiteUrl();
  const browserOrigin = useOrigin();
  const origin = siteUrl ?? browserOrigin;
  const { pathname } = useLocation();
  const siteTitle = settings.siteTitle || settings.siteName;
  const fullTitle = title ? `${title} | ${settings.siteName}` : siteTitle;
  const text = metaDescription(description || settings.metaDescription);
  const url = origin && !noIndex ? trimOrigin(origin) + (pathname.replace(/\/+$/, '') || '/') : '';
  const imageUrl = origin ? absoluteUrl(image || settings.logoUrl, origin) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const head: DocumentHead = {
    title: fullTitle,
    elements: [
      meta('name', 'description', text),
      meta('name', 'keywords', settings.metaKeywords),
      ...(noIndex ? [meta('name', 'robots', 'noindex')] : []),
      ...(url ? [{ tag: 'link', attributes: { rel: 'canonical', href: url } } as const] : []),
      meta('property', 'og:type', type ?? 'website'),
      meta('property', 'og:title', fullTitle),
      meta('property', 'og:description', text),
      ...(url ? [meta('property', 'og:url', url)] : []),
      ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
      meta('property', 'og:site_name', settings.siteName),
      meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', fullTitle),
      meta('name', 'twitter:description', text),
      ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
    ],
  };
  const collect = useContext(HeadCollector);
  collect?.(head);
  // Written again only when what it says changes: the description is a new object each render,
  // so the effect keys on (and reads back) its text.
  const written = JSON.stringify(head);
  useEffect(() => applyDocumentHead(JSON.parse(written) as DocumentHead), [written]);
  return (
    <>
      {origin &&
        jsonLd?.(origin).map((data, i) => (
          <script
            key={i}
            type="application/ld+json"
            // serializeJsonLd escapes <, > and & so no stored text can close this element.
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
          />
        ))}
    </>
  );
}
