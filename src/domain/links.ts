/**
 * Link safety for values users can set (docs/decisions.md#d12-link-safety: only `/paths` and
 * http(s) URLs). Anything else - javascript:, data:, protocol-relative '//host' - is refused, never
 * rendered.
 */

/** True when the text holds a control character or any whitespace, which browsers strip from
 * schemes ('java\tscript:') and which no link we accept needs. */
function hasControlOrSpace(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return /\s|[\u200B-\u200F\u2060\uFEFF]/.test(value);
}

const HTTP_PREFIX = /^https?:\/\//i;

// An upload may carry its original file name, percent-encoded (src/domain/imageNames.ts).
const DATA_IMAGE =
  /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;name=[\w%.~-]+)?;base64,[A-Za-z0-9+/]+={0,2}$/i;

/** True for an absolute http:// or https:// URL with a host that the URL parser accepts. */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_PREFIX.test(value) || hasControlOrSpace(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for a site path ('/products/new') or an absolute http(s) URL; false for anything else. */
export function isSafeLink(url: string): boolean {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  if (value === '' || hasControlOrSpace(value)) return false;
  if (value.startsWith('/')) {
    // '//host' and '/\host' are read by browsers as another site, not a path.
    const next = value.charAt(1);
    return next !== '/' && next !== '\\';
  }
  return isHttpUrl(value);
}

/** The link itself when safe, otherwise the fallback: what an href attribute may receive. */
export function safeHref(url: string | undefined, fallback = '/'): string {
  if (url === undefined || !isSafeLink(url)) return fallback;
  return url.trim();
}

/**
 * True for an image the site can show: a path on this site (the published catalogue's images),
 * an http(s) URL, or a base64 data URL of a common image type (an upload not yet published).
 */
export function isSafeImageSrc(url: string): boolean {
  if (typeof url !== 'string') return false;
  const value = url.trim();
  if (value === '') return false;
  if (value.slice(0, 5).toLowerCase() === 'data:') return DATA_IMAGE.test(value);
  if (value.startsWith('/')) return isSafeLink(value);
  return isHttpUrl(value);
}

/** True when the link leaves the site (absolute http/https), so it opens in a new tab. */
export function isExternalLink(url: string): boolean {
  return HTTP_PREFIX.test(url.trim());
}
