import { serializeJsonLd } from '@/domain/jsonLd';
import { useSiteSettings } from '@/state';
import { useOrigin } from './useClientValue';

export interface PageHeadProps {
  /** The page's own title; the site title follows it. Omit on the home page. */
  title?: string;
  /** Meta description; the site's metaDescription when omitted. */
  description?: string;
  /**
   * Structured data blocks for this page (docs/requirements.md#structured-data), built from the
   * site's origin. They hold absolute addresses, which only the browser knows: built and added once
   * the page runs there, never baked into prerendered HTML, and only this head re-renders when the
   * origin arrives.
   */
  jsonLd?: (origin: string) => readonly unknown[];
  /** Keep search engines out (admin pages, not-found and coming-soon pages). */
  noIndex?: boolean;
}

/** Title, description, keywords and JSON-LD for a route; React 19 hoists them into <head>. */
export function PageHead({ title, description, jsonLd, noIndex }: PageHeadProps) {
  const settings = useSiteSettings();
  const origin = useOrigin();
  const siteTitle = settings.siteTitle || settings.siteName;
  const fullTitle = title ? `${title} | ${settings.siteName}` : siteTitle;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description || settings.metaDescription} />
      <meta name="keywords" content={settings.metaKeywords} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:site_name" content={settings.siteName} />
      {noIndex && <meta name="robots" content="noindex" />}
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
