import { useLocation } from 'react-router';
import { serializeJsonLd } from '@/domain/jsonLd';
import { absoluteUrl, metaDescription, trimOrigin } from '@/domain/seo';
import { useSiteSettings, useSiteUrl } from '@/state';
import { useOrigin } from './useClientValue';

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
 * route. React 19 puts the title, meta and link elements in the document's head wherever they
 * are rendered: the prerender writes them ahead of the page (build/prerender.ts moves them into
 * the page's head), hydration adopts those, and a page rendered in the browser adds its own and
 * takes them away when it goes. The JSON-LD scripts stay where the page renders them.
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
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta name="keywords" content={settings.metaKeywords} />
      {noIndex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content={type ?? 'website'} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta property="og:site_name" content={settings.siteName} />
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
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
