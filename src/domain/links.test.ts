import { describe, expect, it } from 'vitest';
import { isExternalLink, isSafeImageSrc, isSafeLink, safeHref } from './links';

describe('isSafeLink', () => {
  it.each(['/', '/products/new', '/products/category/mirrors?x=1#top', '  /about  '])(
    'accepts the site path %j',
    (url) => expect(isSafeLink(url)).toBe(true),
  );

  it.each(['https://example.com', 'http://example.com/a?b=c', 'HTTPS://Example.com/path'])(
    'accepts the web address %j',
    (url) => expect(isSafeLink(url)).toBe(true),
  );

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'products/new',
    'https://',
    'https:evil.example',
    'ftp://example.com',
    'https://exa mple.com',
    '/path\u0000x',
    'mailto:a@b.co',
  ])('refuses %j', (url) => expect(isSafeLink(url)).toBe(false));
});

describe('safeHref', () => {
  it('passes safe links through trimmed and replaces the rest', () => {
    expect(safeHref(' /about ')).toBe('/about');
    expect(safeHref('javascript:alert(1)')).toBe('/');
    expect(safeHref(undefined, '/home')).toBe('/home');
    expect(safeHref('//evil.example', '#')).toBe('#');
  });
});

describe('isSafeImageSrc', () => {
  it('accepts http(s) URLs and base64 data URLs of image types', () => {
    expect(isSafeImageSrc('https://image.example/a.png?prompt=oak%20mirror')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isSafeImageSrc('data:image/webp;base64,UklGRg==')).toBe(true);
  });

  it('accepts paths on this site: the published catalogue serves its images there', () => {
    expect(isSafeImageSrc('/catalogue/img/products/a.jpg/3fa2c1d4e5f6/800.webp')).toBe(true);
    expect(isSafeImageSrc('//evil.example/a.png')).toBe(false);
    expect(isSafeImageSrc('/\\evil.example/a.png')).toBe(false);
  });

  it('refuses other schemes and other data types', () => {
    expect(isSafeImageSrc('javascript:alert(1)')).toBe(false);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc('data:image/png,rawbytes')).toBe(false);
    expect(isSafeImageSrc('data:image/png;base64,<script>')).toBe(false);
    expect(isSafeImageSrc('')).toBe(false);
  });
});

describe('isExternalLink', () => {
  it('is true only for absolute http(s) addresses', () => {
    expect(isExternalLink('https://facebook.com/x')).toBe(true);
    expect(isExternalLink('/products/new')).toBe(false);
  });
});
