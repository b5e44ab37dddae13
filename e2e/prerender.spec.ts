import type { Page } from '@playwright/test';
import {
  builtFiles,
  KEYS,
  expect,
  holdAppCode,
  seedStorage,
  test,
  MIRROR_VARIANT,
} from './support';

// Addresses the build prerenders from the sample catalogue (prerenderPaths in src/app/prerender.tsx lists them all).
const PRERENDERED = [
  '/',
  '/products/category/all',
  '/products/category/mirrors',
  '/products/new',
  '/products/1',
  '/cart',
  '/quick-order',
  '/about',
  '/design-inspirations',
  '/contact',
];

/** Images (the catalogue's own and any remote one) never answer: each stays in its loading state. */
async function holdImages(page: Page) {
  await page.route(/^https:\/\/|\/catalogue\/img\//, () => undefined);
}

/**
 * The markup of #root with what may rightly differ taken out: the renderer's text separators and
 * Suspense marks, generated ids (the prerender's differ from a fresh render's), values only the
 * browser knows (JSON-LD, the year), and styles set through the CSSOM after mount. A field's value
 * and a box's checked state are compared as the visitor sees them: HTML writes them as
 * attributes, a render in the browser may set only the property.
 */
function normalizedRoot(page: Page, html?: string) {
  return page.evaluate((source) => {
    const root = source
      ? new DOMParser().parseFromString(source, 'text/html').getElementById('root')!
      : document.getElementById('root')!.cloneNode(true);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    comments.forEach((node) => node.parentNode!.removeChild(node));
    const element = root as Element;
    element.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
    element.querySelectorAll('[style]').forEach((node) => node.removeAttribute('style'));
    element.querySelectorAll('input').forEach((input) => {
      if (input.type === 'checkbox' || input.type === 'radio')
        input.toggleAttribute('checked', input.checked);
      else input.setAttribute('value', input.value);
    });
    // Attribute order is how they were set, which differs between parsing and rendering.
    element.querySelectorAll('*').forEach((node) => {
      const attributes = [...node.attributes].map((a) => [a.name, a.value] as const).sort();
      for (const [name] of attributes) node.removeAttribute(name);
      for (const [name, value] of attributes) node.setAttribute(name, value);
    });
    return element.innerHTML.replace(/_[rR]_[0-9a-zA-Z]*_/g, 'ID').replace(/© \d{4} /, '© ');
  }, html);
}

/**
 * Opens a prerendered page with the app's code held back; the head script has marked it for
 * adoption. Returns what lets the code through.
 */
async function adoptedWithCodeHeld(page: Page, path: string) {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('adopt');
  return release;
}

test.describe('prerendered pages', () => {
  test('each is exactly what the app renders at that address for a first visit', async ({
    page,
    browser,
    request,
    pageErrors,
  }) => {
    void pageErrors;
    test.slow(); // ten addresses, each loaded twice
    for (const route of PRERENDERED) {
      const response = await request.get(route);
      const html = await response.text();
      expect(html, `${route} is served prerendered`).toContain(`data-prerendered="${route}"`);

      // The same address rendered by the app itself: served as if made for another address (as
      // the fallback page is), the prerendered HTML is discarded unseen.
      const fresh = await browser.newPage();
      await fresh.route(`**${route}`, async (pageRequest) => {
        const served = await pageRequest.fetch();
        const body = (await served.text()).replace(
          / data-prerendered="[^"]*"/,
          ' data-prerendered="/elsewhere"',
        );
        await pageRequest.fulfill({ response: served, body });
      });
      await holdImages(fresh);
      // The toast region loads at the first input, the footer's inquiry form as the footer comes
      // near and a product's order grid when the browser is idle (the contact page has the form
      // itself instead).
      const idle = builtFiles(
        route === '/contact'
          ? /\/ToastRegion\.tsx$/
          : /\/(SiteInquiryForm|ToastRegion|BulkOrderGrid)\.tsx$/,
        'module',
      );
      await fresh.route(
        (url) => idle.includes(url.pathname),
        () => undefined,
      );
      await fresh.goto(route, { waitUntil: 'domcontentloaded' });
      // Rendered by the app: the discarded HTML is gone, the page's heading is back, and so is
      // every part below the fold whose code comes after the page's, each in its own time (the
      // footer, home's inspirations: src/pages/shared/laterPart.tsx).
      const parts = [...html.matchAll(/ data-part="([^"]+)"/g)].map(([, name]) => name!);
      expect(parts, `${route} has the footer`).toContain('footer');
      await expect
        .poll(() =>
          fresh.evaluate(
            (names) =>
              document.documentElement.dataset.prerender === undefined &&
              document.querySelector('#root h1') !== null &&
              names.every((name) => document.querySelector(`#root [data-part="${name}"]`)),
            parts,
          ),
        )
        .toBe(true);
      await fresh.waitForTimeout(200);
      const rendered = await normalizedRoot(fresh);
      await fresh.close();

      const prerendered = await normalizedRoot(page, html);
      expect(prerendered.length, `${route} prerendered markup`).toBeGreaterThan(2000);
      if (prerendered !== rendered) {
        let at = 0;
        while (prerendered[at] === rendered[at]) at += 1;
        throw new Error(
          `${route}: prerendered HTML differs from the app's render at ${at}:\n` +
            `prerendered: …${prerendered.slice(Math.max(0, at - 120), at + 200)}\n` +
            `rendered:    …${rendered.slice(Math.max(0, at - 120), at + 200)}`,
        );
      }
    }
  });

  test('a first visit adopts the page: no hydration error, and it works', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/ERR_|Failed to load resource/.test(message.text())) {
        errors.push(message.text());
      }
    });
    await holdImages(page);
    await page.goto('/products/1', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('adopt');
    // Hydrated: the button adds to the cart; the prerendered JSON-LD (Product, BreadcrumbList)
    // is adopted, not doubled.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    // The mirror's minimum order (docs/requirements.md#trade-terms).
    await expect(page.getByRole('link', { name: 'Cart, 50 items' })).toBeVisible();
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  test('a press made before the app has adopted the page is not lost', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const release = await adoptedWithCodeHeld(page, '/products/1');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('link', { name: 'Cart, 50 items' })).toBeVisible();
  });

  test('a variant chosen before the app has adopted the page is the one the page shows', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const release = await adoptedWithCodeHeld(page, '/products/1');
    const size = page.getByRole('group', { name: /^Size: / });
    const shipping = page.getByRole('region', { name: 'Shipping' });
    // On the label's text (the radio lies over it, so the press is dispatched there), then on
    // the radio itself: replayed in that order, the last choice stands.
    await size.getByText('100 cm', { exact: true }).dispatchEvent('click');
    await size.getByRole('radio', { name: '80 cm' }).click();
    // Held: the page still shows the size it was made with, and nothing ticked another.
    await expect(size.getByRole('radio', { name: '60 cm' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Size: 60 cm' })).toBeVisible();
    release();
    await expect(page.getByRole('group', { name: 'Size: 80 cm' })).toBeVisible();
    await expect(size.getByRole('radio', { name: '80 cm' })).toBeChecked();
    await expect(shipping.getByText('88 × 88 × 10 cm')).toBeVisible();
  });

  test('text typed and submitted before the app has adopted the page is not lost', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.first().fill('linen');
    await box.first().press('Enter');
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    await expect(page.getByText('2 products found', { exact: true })).toBeVisible();
  });

  test('an image that loads before the app has adopted the page shows at once', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    const release = await holdAppCode(page);
    await page.goto('/products/1', { waitUntil: 'domcontentloaded' });
    const mainImage = page.getByRole('img', { name: 'Aldana Round Wooden Wall Mirror' }).first();
    const frame = mainImage.locator('xpath=ancestor::*[@data-state][1]');
    await expect(frame).toHaveAttribute('data-state', 'loaded');
    await expect(mainImage).toHaveCSS('opacity', '1');
    release();
    // Hydrated: the page's first commit has run its effects.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('rendered:product').length))
      .toBe(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
    await expect(frame).toHaveAttribute('data-state', 'loaded');
  });

  test('an image of the first view shows as it decodes, whenever its load is handled', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/products/category/all', { waitUntil: 'domcontentloaded' });
    const images = page.locator('main img[loading]');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    // Each box set back to its loading state, as it stands when the image's load event comes
    // after the first frame: the first view's images stay drawn, the others wait to fade in.
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img[loading]')].map((image) => {
        image.closest<HTMLElement>('[data-state]')!.dataset.state = 'loading';
        // Where the state starts a fade, it is run to its end.
        for (const fade of image.getAnimations()) fade.finish();
        return `${image.loading} ${getComputedStyle(image).opacity}`;
      }),
    );
    expect(new Set(shown)).toEqual(new Set(['eager 1', 'lazy 0']));
    release();
  });

  test('while the page starts, images show as they decode; once it has, they fade in', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/products/category/all', { waitUntil: 'domcontentloaded' });
    const fades = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')].map(
          (image) => getComputedStyle(image).transitionDuration,
        ),
      );
    // The app's code held back, the page has not started: no lazy image fades.
    await expect(page.locator('html')).toHaveAttribute('data-starting', '');
    expect(new Set(await fades())).toEqual(new Set(['0s']));
    release();
    await expect(page.locator('html')).not.toHaveAttribute('data-starting');
    const after = await fades();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((duration) => duration === '0s')).toEqual([]);
  });

  test("a room's markers pulse only once they are in place", async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/design-inspirations', { waitUntil: 'domcontentloaded' });
    const pulses = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => (animation.effect as KeyframeEffect).pseudoElement === '::after')
          .map((animation) => animation.playState),
      );
    // Hidden until their code places them: still, so the browser has nothing to animate.
    await expect.poll(async () => (await pulses()).length).toBeGreaterThan(0);
    expect(new Set(await pulses())).toEqual(new Set(['paused']));
    release();
    await expect.poll(async () => new Set(await pulses())).toEqual(new Set(['running']));
  });

  test('lazy images are requested only once the page has painted', async ({ page }) => {
    await page.goto('/', { waitUntil: 'load' });
    // Lazy images below the hero load once the mark is gone; wait for some to have started.
    await expect(page.locator('html')).not.toHaveAttribute('data-painting');
    await page.mouse.wheel(0, 1200);
    const timing = async () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const started = (loading: string) =>
          [...document.querySelectorAll<HTMLImageElement>(`img[loading="${loading}"]`)]
            .map((img) => img.currentSrc)
            .filter(Boolean)
            .flatMap((src) => performance.getEntriesByName(src))
            .map((entry) => entry.startTime);
        return { paint, eager: started('eager'), lazy: started('lazy') };
      });
    await expect.poll(async () => (await timing()).lazy.length).toBeGreaterThan(2);
    const { paint, eager, lazy } = await timing();
    expect(eager.length).toBeGreaterThan(0);
    expect(Math.min(...lazy)).toBeGreaterThanOrEqual(paint);
  });

  test('a returning visitor never sees the sample page, only their own data', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    // A cart from an earlier visit: the prerendered cart page says it is empty.
    await seedStorage(page, {
      [KEYS.cart]: [
        {
          id: 1,
          name: 'Aldana Round Wooden Wall Mirror',
          price: 189.99,
          image: '',
          quantity: 60,
          ...MIRROR_VARIANT,
        },
      ],
    });
    const release = await holdAppCode(page);
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect
      .poll(() =>
        page.evaluate(() => ({
          mark: document.documentElement.dataset.prerender,
          display: getComputedStyle(document.getElementById('root')!).display,
        })),
      )
      .toEqual({ mark: 'discard', display: 'none' });
    release();
    await expect(page.getByRole('link', { name: 'Cart, 60 items' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  });

  test('another address served the home page as fallback renders its own page', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/products/999');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest Products' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe(undefined);
  });

  test('without JavaScript the page still reads, with its links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products/1', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Aldana Round Wooden Wall Mirror',
    );
    await expect(page).toHaveTitle('Aldana Round Wooden Wall Mirror | ELIFEHOME');
    await expect(page.getByRole('link', { name: 'Mirrors', exact: true }).first()).toHaveAttribute(
      'href',
      '/products/category/mirrors',
    );
    await context.close();
  });
});
