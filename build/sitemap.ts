/**
 * `sitemap.xml` and `robots.txt` for the pages the build wrote, with absolute addresses from
 * the site's address (`SITE_URL`). Pages that say nothing to a search engine (an empty list,
 * the cart, search, the not-found page) stay out of the sitemap.
 */

import { escapeMarkup } from '../src/domain/markup.ts';

/** The site's address without a trailing slash; an error names what is wrong with it. */
export function siteUrlFrom(value: string | undefined, fallback: string): string {
  const raw = (value ?? '').trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute address such as https://www.example.com, not "${raw}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must start with https:// or http://, not "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map(
      (path) => `  <url><loc>${escapeMarkup(`${siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
