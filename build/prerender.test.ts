import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  allowWaitForStylesheets,
  prerenderedFile,
  prerenderedHtml,
  WAIT_FOR_STYLESHEETS,
  withSite,
} from './prerender.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title data-page-head>ELIFEHOME</title>
    <meta data-page-head name="description" content="Home furnishings" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered pages', () => {
  it('write each address to a file static hosts serve for it as is', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/about')).toBe('about.html');
    expect(prerenderedFile('/products/category/mirrors_wooden')).toBe(
      'products/category/mirrors_wooden.html',
    );
    expect(prerenderedFile('/products/category/tables%20%26%20chairs')).toBe(
      'products/category/tables & chairs.html',
    );
    // A variant's address: the file the host's query rule rewrites it to (public/_redirects).
    expect(prerenderedFile('/products/1?variant=EH-MIR-001-80-OAK')).toBe(
      'products/1/variants/EH-MIR-001-80-OAK.html',
    );
    expect(prerenderedFile('/products/1?variant=EH%2FMIR.1')).toBe(
      'products/1/variants/EH/MIR.1.html',
    );
  });

  it("hold the page's head, body, address and stylesheets in the built page", () => {
    const html = prerenderedHtml(
      TEMPLATE,
      '/a"b',
      {
        head: '<title>Cart</title><meta name="description" content="x"/>',
        body: '<main id="main">$&</main>',
      },
      ['assets/Cart.css'],
    );
    expect(html).toContain('<html lang="en" data-prerendered="/a&quot;b">');
    expect(html).toContain('<title data-page-head>Cart</title><meta data-page-head name=');
    expect(html).not.toContain('ELIFEHOME');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/Cart.css">\n' +
        '  <link rel="expect" href="#main" blocking="render">\n' +
        `  ${WAIT_FOR_STYLESHEETS}\n</head>`,
    );
    expect(html).toContain('<div id="root"><main id="main">$&</main></div>');
  });

  it('link the preloads they are given before their stylesheets', () => {
    const preload = '<link rel="preload" href="/assets/accents.woff2" as="font">';
    const html = prerenderedHtml(
      TEMPLATE,
      '/products/7',
      { head: '', body: '<main id="main"><h1>Café</h1></main>' },
      ['assets/Product.css'],
      [preload],
    );
    expect(html).toContain(
      `${preload}\n  <link rel="stylesheet" crossorigin href="/assets/Product.css">`,
    );
  });

  it('have the parser wait for their stylesheets, with a script the CSP allows by its hash', () => {
    const html = prerenderedHtml(TEMPLATE, '/cart', { head: '', body: '<main id="main"></main>' }, [
      'assets/Shell.css',
      'assets/Cart.css',
    ]);
    const script = /<script id="wait-for-stylesheets">([^<]+)<\/script>/.exec(html);
    expect(script, 'the waiting script').not.toBeNull();
    // After every stylesheet, and in the head: the body is parsed once they are in.
    expect(html.lastIndexOf('rel="stylesheet"')).toBeLessThan(script!.index);
    expect(script!.index).toBeLessThan(html.indexOf('</head>'));
    const hash = `'sha256-${createHash('sha256').update(script![1]!).digest('base64')}'`;
    expect(allowWaitForStylesheets("default-src 'self'; script-src 'self' 'sha256-head='")).toBe(
      `default-src 'self'; script-src 'self' ${hash} 'sha256-head='`,
    );
  });

  it('refuse a page without the main element its first frame waits for', () => {
    expect(() =>
      prerenderedHtml(TEMPLATE, '/about', { head: '', body: '<main>About</main>' }, []),
    ).toThrow('prerender: /about has no <main id="main">');
  });

  it('refuse a template that lost its static head or its empty root', () => {
    const page = { head: '', body: '' };
    expect(() =>
      prerenderedHtml(TEMPLATE.replace('<div id="root"></div>', ''), '/', page, []),
    ).toThrow(/static head or its empty #root/);
  });

  it("name the revision, the site's address and the products' countries on the root element", () => {
    const products = [{ origin: 'CN' }, { origin: undefined }, { origin: 'VN' }, { origin: 'CN' }];
    const html = withSite(TEMPLATE, {
      revision: 'r1',
      siteUrl: 'https://shop.example',
      content: { products: products as never },
    });
    const root = /<html [^>]*>/.exec(html)![0];
    expect(root).toBe(
      '<html lang="en" data-revision="r1" data-site-url="https://shop.example" ' +
        'data-countries="{&quot;CN&quot;:&quot;China&quot;,&quot;VN&quot;:&quot;Vietnam&quot;}">',
    );
    expect(() =>
      withSite('<html>', { revision: 'r1', siteUrl: '', content: { products: [] } }),
    ).toThrow(/no <html lang="en">/);
  });
});
