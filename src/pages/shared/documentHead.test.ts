import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentHead, documentHeadHtml, type DocumentHead } from './documentHead';

const cart: DocumentHead = {
  title: 'Cart | ELIFEHOME',
  elements: [
    { tag: 'meta', attributes: { name: 'description', content: 'Your selection' } },
    { tag: 'link', attributes: { rel: 'canonical', href: 'https://example.com/cart' } },
  ],
};

describe('documentHeadHtml', () => {
  it('writes the title first, then each element with its attributes in order', () => {
    expect(documentHeadHtml(cart)).toBe(
      '<title>Cart | ELIFEHOME</title><meta name="description" content="Your selection"/>' +
        '<link rel="canonical" href="https://example.com/cart"/>',
    );
  });

  it('keeps stored text as text: it cannot close the title or an attribute', () => {
    const html = documentHeadHtml({
      title: '</title><script>alert(1)</script>',
      elements: [{ tag: 'meta', attributes: { name: 'description', content: '"><script>x' } }],
    });
    expect(html).toBe(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>' +
        '<meta name="description" content="&quot;&gt;&lt;script&gt;x"/>',
    );
  });
});

describe('applyDocumentHead', () => {
  afterEach(() => {
    document.head.replaceChildren();
    document.title = '';
  });

  it('replaces the built HTML’s head elements and then the previous page’s', () => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><title data-page-head>Home</title>' +
      '<meta data-page-head name="description" content="Home furnishings">';
    applyDocumentHead(cart);
    expect(document.title).toBe('Cart | ELIFEHOME');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Your selection',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/cart',
    );

    applyDocumentHead({ title: 'About | ELIFEHOME', elements: [] });
    expect(document.title).toBe('About | ELIFEHOME');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    // What the page did not write stays.
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });
});
