import type { APIRequestContext, Page } from '@playwright/test';
import { KEYS, expect, seedStorage, test } from './support';

// Each prerendered page carries its whole head in the served HTML (docs/publishing.md), read
// here as a crawler reads it: the file over HTTP, no script run.

type Node = Record<string, unknown> & { '@type'?: string };

interface StaticHead {
  siteUrl: string;
  title: string;
  canonical: string[];
  meta: Record<string, string[]>;
  jsonLd: Node[];
}

/** The served file of `path` and what its head says, read with a real HTML parser. */
async function staticHead(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), `${path} is served`).toBe(200);
  const html = await response.text();
  expect(html, `${path} is prerendered`).toContain(`data-prerendered="${path}"`);
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string[]> = {};
    for (const m of doc.head.querySelectorAll('meta[name], meta[property]')) {
      const key = m.getAttribute('property') ?? m.getAttribute('name')!;
      (meta[key] ??= []).push(m.getAttribute('content') ?? '');
    }
    return {
      siteUrl: doc.documentElement.dataset.siteUrl ?? '',
      title: doc.title,
      canonical: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
        (l) => l.getAttribute('href') ?? '',
      ),
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Node,
      ),
    } satisfies StaticHead;
  }, html);
}

/** The title, canonical, OG and Twitter tags every indexable page carries, once each. */
function expectSocialHead(head: StaticHead, path: string, title: string) {
  const url = `${head.siteUrl}${path}`;
  expect(head.siteUrl).toMatch(/^https?:\/\/[^/]+$/);
  expect(head.title).toBe(title);
  expect(head.canonical).toEqual([url]);
  expect(head.meta['og:url']).toEqual([url]);
  expect(head.meta['og:title']).toEqual([title]);
  expect(head.meta['og:site_name']).toEqual(['ELIFEHOME']);
  expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
  expect(head.meta['twitter:title']).toEqual([title]);
  const [description] = head.meta['description']!;
  expect(head.meta['description']).toHaveLength(1);
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(head.meta['og:description']).toEqual([description]);
  expect(head.meta['twitter:description']).toEqual([description]);
  const [image] = head.meta['og:image']!;
  expect(image).toMatch(new RegExp(`^${head.siteUrl}/\\S+\\.(webp|avif|png|jpe?g)$`));
  expect(head.meta['twitter:image']).toEqual([image]);
  expect(head.meta['robots']).toBeUndefined();
  return { description: description!, image: image! };
}

const types = (head: StaticHead) => head.jsonLd.map((node) => node['@type']).sort();

test.describe('the head in the served HTML', () => {
  test('a product page: canonical, Open Graph, Twitter, ProductGroup and BreadcrumbList', async ({
    page,
    request,
  }) => {
    const head = await staticHead(page, request, '/products/1');
    const { description, image } = expectSocialHead(
      head,
      '/products/1',
      'Aldana Round Wooden Wall Mirror | ELIFEHOME',
    );
    expect(head.meta['og:type']).toEqual(['product']);
    // Cut at a word, marked as cut.
    expect(description).toMatch(/^Round wall mirror in three sizes, .*\w…$/);
    // Sold in variants (docs/requirements.md#variants): a group with a Product per variant.
    expect(types(head)).toEqual(['BreadcrumbList', 'ProductGroup']);
    const product = head.jsonLd.find((n) => n['@type'] === 'ProductGroup')! as Node & {
      hasVariant: Node[];
    };
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Aldana Round Wooden Wall Mirror',
      productGroupID: 'EH-MIR-001',
      url: `${head.siteUrl}/products/1`,
    });
    expect(product.hasVariant).toHaveLength(6);
    expect(product.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      sku: 'EH-MIR-001-60-WAL',
      inProductGroupWithID: 'EH-MIR-001',
      offers: {
        '@type': 'Offer',
        price: '149.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${head.siteUrl}/products/1?variant=EH-MIR-001-60-WAL`,
      },
    });
    expect((product.image as string[])[0]).toBe(image);
    expect(String(product.description)).toMatch(/^Round wall mirror/);
    const crumbs = head.jsonLd.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${head.siteUrl}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Mirrors',
        item: `${head.siteUrl}/products/category/mirrors`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Wooden Mirrors',
        item: `${head.siteUrl}/products/category/mirrors_wooden`,
      },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Aldana Round Wooden Wall Mirror',
        item: `${head.siteUrl}/products/1`,
      },
    ]);
  });

  test('a product without variants: its size and weight, in centimetres and kilograms', async ({
    page,
    request,
  }) => {
    // The floor lamp: 140 × 28 × 185 cm, 8.6 kg, in UN/CEFACT units (docs/requirements.md#shipping)
    const head = await staticHead(page, request, '/products/2');
    expect(head.jsonLd.find((n) => n['@type'] === 'Product')).toMatchObject({
      sku: 'ELH-2',
      width: { '@type': 'QuantitativeValue', value: 140, unitCode: 'CMT' },
      depth: { '@type': 'QuantitativeValue', value: 28, unitCode: 'CMT' },
      height: { '@type': 'QuantitativeValue', value: 185, unitCode: 'CMT' },
      weight: { '@type': 'QuantitativeValue', value: 8.6, unitCode: 'KGM' },
    });
  });

  test('a category page: its own description, BreadcrumbList and ItemList', async ({
    page,
    request,
  }) => {
    const head = await staticHead(page, request, '/products/category/furniture');
    const { description } = expectSocialHead(
      head,
      '/products/category/furniture',
      'Furniture | ELIFEHOME',
    );
    expect(description).toMatch(/^Furniture at ELIFEHOME: 4 products, including /);
    expect(types(head)).toEqual(['BreadcrumbList', 'ItemList']);
    const list = head.jsonLd.find((n) => n['@type'] === 'ItemList')! as Node & {
      itemListElement: { position: number; url: string }[];
    };
    expect(list.numberOfItems).toBe(4);
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    for (const item of list.itemListElement) {
      expect(item.url).toMatch(new RegExp(`^${head.siteUrl}/products/\\d+$`));
    }
  });

  test('home: WebSite and an Organization with a logo and a structured address', async ({
    page,
    request,
  }) => {
    const head = await staticHead(page, request, '/');
    expectSocialHead(head, '/', 'ELIFEHOME | Home Furnishings Exporter for Retailers');
    expect(types(head)).toEqual(['Organization', 'WebSite']);
    const organization = head.jsonLd.find((n) => n['@type'] === 'Organization')!;
    expect(organization.logo).toMatch(new RegExp(`^${head.siteUrl}/`));
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '245 West 29th Street, Suite 1203',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10001',
      addressCountry: 'USA',
    });
  });

  test("the tab icon the pages link is a PNG the host serves, and the logo's SVG is served too", async ({
    request,
  }) => {
    for (const path of ['/', '/products/1', '/cart']) {
      const html = await (await request.get(path)).text();
      const icons = [...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((m) => m[1]);
      expect(icons, `${path} links one icon`).toEqual(['/favicon-48.png']);
    }
    const icon = await request.get('/favicon-48.png');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/png/);
    expect((await icon.body()).subarray(1, 4).toString()).toBe('PNG');
    expect((await request.get('/favicon.svg')).status()).toBe(200);
  });

  test('no two prerendered pages share a description', async ({ page, request }) => {
    const seen = new Map<string, string>();
    for (const path of [
      '/',
      '/products/category/all',
      '/products/category/mirrors',
      '/products/category/furniture',
      '/products/new',
      '/products/bestsellers',
      '/products/1',
      '/products/2',
      '/design-inspirations',
      '/about',
      '/contact',
      '/cart',
      '/search',
    ]) {
      const head = await staticHead(page, request, path);
      const [description] = head.meta['description']!;
      expect(seen.get(description!), `${path} repeats a description`).toBeUndefined();
      seen.set(description!, path);
    }
  });

  test('an empty list, search and the not-found page say noindex', async ({ page, request }) => {
    for (const path of ['/products/category/fireplace', '/search', '/404']) {
      const head = await staticHead(page, request, path);
      expect(head.meta['robots'], path).toEqual(['noindex']);
      expect(head.canonical, path).toEqual([]);
      expect(head.jsonLd, path).toEqual([]);
    }
    const list = await staticHead(page, request, '/products/category/furniture');
    expect(list.meta['robots']).toBeUndefined();
  });
});

/** Every element of the head that search engines read, as markup, in document order. */
function seoHead(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'title, meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], link[rel="canonical"], script[type="application/ld+json"]',
      ),
    ]
      .map((node) => {
        const copy = node.cloneNode(true) as Element;
        copy.removeAttribute('data-page-head');
        return copy.outerHTML;
      })
      .sort(),
  );
}

test.describe('the head once the app runs', () => {
  test('adopting a prerendered page keeps its head as it was, nothing doubled', async ({
    browser,
  }) => {
    for (const path of ['/products/1', '/products/category/furniture', '/']) {
      // A first visit each time: nothing stored yet.
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text()))
          errors.push(message.text());
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('adopt');
      const before = await seoHead(page);
      // Hydrated once the page's first commit has run its effects.
      await expect
        .poll(() =>
          page.evaluate(() =>
            performance.getEntriesByType('mark').some((m) => m.name.startsWith('rendered:')),
          ),
        )
        .toBe(true);
      await page.waitForTimeout(300);
      expect(await seoHead(page), path).toEqual(before);
      expect(before.filter((tag) => tag.startsWith('<link')).length).toBe(1);
      expect(errors, errors.join('\n')).toEqual([]);
      await page.close();
    }
  });

  test('a page the app renders itself has the same head as the served one', async ({
    page,
    browser,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/1', { waitUntil: 'domcontentloaded' });
    const served = await seoHead(page);
    // A returning visitor: the prerendered HTML is discarded and the app renders the page.
    const fresh = await browser.newPage();
    await seedStorage(fresh, { [KEYS.cart]: [] });
    await fresh.goto('/products/1');
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
      'Aldana Round Wooden Wall Mirror',
    );
    await expect(fresh.locator('link[rel="canonical"]')).toHaveCount(1);
    // The offer's end date is a year from when the page opened, so it may differ by a day.
    const dated = (tags: string[]) =>
      tags.map((tag) => tag.replace(/"priceValidUntil":"[\d-]+"/, '"priceValidUntil":…'));
    expect(dated(await seoHead(fresh))).toEqual(dated(served));
    await fresh.close();
  });

  test('moving to another page replaces the head, never adds a second one', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/category/mirrors');
    const siteUrl = await page.evaluate(() => document.documentElement.dataset.siteUrl);
    await page.getByRole('link', { name: 'Aldana Round Wooden Wall Mirror' }).first().click();
    await expect(page).toHaveURL(/\/products\/1$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteUrl}/products/1`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
    await expect(page.locator('title')).toHaveCount(1);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => (JSON.parse(n.textContent!) as Node)['@type']));
    expect(blocks.sort()).toEqual(['BreadcrumbList', 'ProductGroup']);
  });
});
