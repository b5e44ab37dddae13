import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  CATALOGUE_KEYS,
  KEYS,
  builtFiles,
  cartLink,
  consoleReports,
  expect,
  holdAppCode,
  readStored,
  test,
} from './support';

// Every visitor route the build prerenders and a buyer lands on. Each must be adopted and
// hydrated without a mismatch, on a first visit and on a returning one.
const ROUTES = [
  '/',
  '/products/category/all',
  '/products/new',
  '/products/1',
  '/cart',
  '/quick-order',
  '/about',
  '/design-inspirations',
  '/contact',
  '/search',
];

/** Where the entry keeps the errors React recovered from (src/app/earlyInput.ts). */
const RECOVERED = '__elifehomeRecoveredErrors';

/**
 * How many elements of #root React has not hydrated yet (an element still in a dehydrated
 * Suspense boundary lacks React's own fiber key), leaving out the parts below the fold
 * (`data-part`) unless `parts`; -1 while #root is empty (the app has rendered nothing yet).
 */
const unhydrated = (page: Page, parts: boolean) =>
  page.evaluate(
    (withParts) =>
      document.querySelector('#root *') === null
        ? -1
        : [...document.querySelectorAll('#root *')].filter(
            (element) =>
              (withParts || !element.closest('[data-part]')) &&
              !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ).length,
    parts,
  );

/** The errors React has recovered from on the page so far (a hydration mismatch above all). */
const recoveredErrors = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, string[]>)[name]!, RECOVERED);

/**
 * A new page in a context of its own, with what it reports to the console and which of `files`
 * (addresses of built chunks) it has requested so far.
 */
async function watchedPage(
  browser: Browser,
  files: string[],
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const reports = consoleReports(page);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const fetchedOf = () => fetched.filter((path) => files.includes(path));
  return { context, page, reports, fetchedOf };
}

/**
 * Waits until React has hydrated all of #root, and returns what React recovered from meanwhile.
 * Parts below the fold wait for the visitor to head for them (src/pages/shared/whenNear.ts): the
 * rest of the page is hydrated first, then the page scrolls by a pixel, as a visitor's first move
 * down it, and they follow.
 */
async function hydrated(page: Page): Promise<string[]> {
  const patience = { timeout: 20_000, message: 'every element of the page is hydrated' };
  await expect.poll(() => unhydrated(page, false), patience).toBe(0);
  await page.evaluate(() => scrollBy(0, 1));
  await expect.poll(() => unhydrated(page, true), patience).toBe(0);
  return recoveredErrors(page);
}

/**
 * Lands on `route` in `context`: the head script's decision, what React recovered from, every
 * console error or warning, and the layout shift the visitor did not cause, once the page is
 * hydrated and what only this browser knows (the cart's count, a quote number) has followed.
 */
async function land(context: BrowserContext, route: string) {
  const page = await context.newPage();
  const reports = consoleReports(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Reflect.set(window, 'e2eShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(route);
  const recovered = await hydrated(page);
  // 'adopt' stays; the entry takes the mark away from a page it renders afresh.
  const decision = await page.evaluate(() => document.documentElement.dataset.prerender);
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() =>
    (Reflect.get(window, 'e2eShifts') as number[]).reduce((sum, value) => sum + value, 0),
  );
  return { page, decision, recovered, reports, shift };
}

/** Whether every catalogue key has its mark stored, and (`withRevision`) names a revision. */
const catalogueMarked = (page: Page, withRevision: boolean) =>
  page.evaluate(
    ([keys, revision]) => {
      const marks = JSON.parse(localStorage.getItem('elifehome_meta') ?? '{}');
      return keys.every((key) => (revision ? Boolean(marks[key]?.revision) : key in marks));
    },
    [CATALOGUE_KEYS, withRevision] as const,
  );

/** Storage as an earlier visit left it: the working copy stored, one line put in the cart. */
async function returningBuyer(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/products/1');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 50 items');
  await expect.poll(() => catalogueMarked(page, true), { timeout: 20_000 }).toBe(true);
  const state = await context.storageState();
  await context.close();
  return state;
}

test.describe('hydration', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const route of ROUTES) {
    test(`a first visit to ${route} adopts the page and hydrates it without a mismatch`, async ({
      browser,
    }) => {
      const context = await browser.newContext();
      const { decision, recovered, reports, shift } = await land(context, route);
      expect(decision, 'the head script adopts the page').toBe('adopt');
      expect(recovered, 'errors React recovered from').toEqual([]);
      expect(reports, 'console errors and warnings').toEqual([]);
      // Lighthouse reports CLS to two places; a shift below 0.005 shows as 0 there.
      expect(shift, 'layout shift').toBeLessThan(0.005);
      await context.close();
    });
  }

  test.describe('a returning buyer with a line in the cart', () => {
    let storageState: Awaited<ReturnType<typeof returningBuyer>>;
    test.beforeAll(async ({ browser }) => {
      storageState = await returningBuyer(browser);
    });

    for (const route of ROUTES) {
      test(`gets ${route} ${route === '/cart' ? 'rendered afresh' : 'adopted'}, without a mismatch, the cart's count right after`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ storageState });
        const { page, decision, recovered, reports, shift } = await land(context, route);
        // The cart's own page lists the line, which its prerendered HTML (an empty cart) lacks.
        expect(decision, "the head script's decision").toBe(
          route === '/cart' ? undefined : 'adopt',
        );
        expect(recovered, 'errors React recovered from').toEqual([]);
        expect(reports, 'console errors and warnings').toEqual([]);
        // The badge sits over the cart's icon; the cart page's quote number keeps its line.
        // Lighthouse reports CLS to two places; a shift below 0.005 shows as 0 there.
        expect(shift, 'layout shift').toBeLessThan(0.005);
        await expect(cartLink(page)).toHaveAccessibleName('Cart, 50 items');
        await context.close();
      });
    }
  });

  test.describe("a returning buyer back on the cart's page", () => {
    let storageState: Awaited<ReturnType<typeof returningBuyer>>;
    test.beforeAll(async ({ browser }) => {
      storageState = await returningBuyer(browser);
    });

    /**
     * Records, from the document's start: each value the head script's mark takes, and the markup
     * the app's first render put in #root (read as it came, before anything loaded later drew
     * into it).
     */
    const watchDrawing = () => {
      const seen: { marks: string[]; firstRender?: string } = { marks: [] };
      Reflect.set(window, 'e2eDrawing', seen);
      // On the document: the script runs before the parser has made <html>.
      const mark = () => document.documentElement.dataset.prerender;
      new MutationObserver(() => seen.marks.push(mark() ?? '-')).observe(document, {
        subtree: true,
        attributeFilter: ['data-prerender'],
      });
      // The drawing stands just before #root, emptied, until the app's first render fills it.
      const rootWatch = new MutationObserver(() => {
        const root = document.getElementById('root')!;
        if (mark() === undefined && root.firstElementChild) {
          const copy = root.cloneNode(true) as Element;
          copy.querySelectorAll('[data-part]').forEach((part) => part.removeAttribute('data-part'));
          seen.firstRender = copy.innerHTML;
          rootWatch.disconnect();
        }
      });
      addEventListener('DOMContentLoaded', () =>
        rootWatch.observe(document.getElementById('root')!, { childList: true }),
      );
    };
    const seenOf = (page: Page) =>
      page.evaluate(
        () => Reflect.get(window, 'e2eDrawing') as { marks: string[]; firstRender?: string },
      );
    const keptDrawing = (page: Page) =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('elifehome_cart_drawing') ?? '{}') as { html?: string },
      );

    test('sees the cart as last drawn before the code comes, then the app’s own, the same, with no shift', async ({
      browser,
    }) => {
      const context = await browser.newContext({ storageState });
      // The first visit to the cart draws it afresh and keeps that drawing.
      const first = await land(context, '/cart');
      expect(first.decision, 'drawn afresh').toBe(undefined);
      const kept = await keptDrawing(first.page);
      expect(kept.html).toContain('Container plan');
      await first.page.close();

      await context.addInitScript(watchDrawing);
      const next = await land(context, '/cart');
      const seen = await seenOf(next.page);
      // Discarded, shown as drawn, then the app's own once its code has run.
      expect(seen.marks).toEqual(['discard', 'drawn', '-']);
      expect(seen.firstRender, 'the app’s first render is the drawing').toBe(kept.html);
      // Painted before any of the app's code was asked for.
      const order = await next.page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const entry = performance
          .getEntriesByType('resource')
          .find((request) => /\/assets\/index-[^/]+\.js$/.test(request.name))!;
        return { paint, entry: entry.startTime };
      });
      expect(order.entry).toBeGreaterThan(order.paint);
      expect(next.recovered, 'errors React recovered from').toEqual([]);
      expect(next.reports, 'console errors and warnings').toEqual([]);
      expect(next.shift, 'layout shift').toBeLessThan(0.005);
      await expect(cartLink(next.page)).toHaveAccessibleName('Cart, 50 items');
      // Still this page as the app draws it: kept as it was.
      expect(await keptDrawing(next.page)).toEqual(kept);
      await context.close();
    });

    test('a press on the drawing is made on the page that replaces it', async ({ browser }) => {
      const context = await browser.newContext({ storageState });
      const first = await land(context, '/cart');
      await first.page.close();
      const page = await context.newPage();
      const release = await holdAppCode(page);
      await page.goto('/cart', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-prerender', 'drawn');
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      // Held: the drawing does not change.
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('50');
      release();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 51 items');
      await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('51');
      await context.close();
    });

    test('a drawing kept in the tab where the cart changed shows in a new tab', async ({
      browser,
    }) => {
      const context = await browser.newContext({ storageState });
      const first = await land(context, '/cart');
      await first.page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(cartLink(first.page)).toHaveAccessibleName('Cart, 51 items');
      // Drawn afresh for the changed cart, in a tab whose session storage holds it too.
      await first.page.reload();
      await expect(first.page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('51');
      await expect.poll(async () => (await keptDrawing(first.page)).html).toContain('value="51"');
      await context.addInitScript(watchDrawing);
      const next = await land(context, '/cart');
      expect((await seenOf(next.page)).marks).toEqual(['discard', 'drawn', '-']);
      await expect(next.page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('51');
      await context.close();
    });

    test('a cart changed since is drawn afresh, and kept again', async ({ browser }) => {
      const context = await browser.newContext({ storageState });
      const first = await land(context, '/cart');
      await first.page.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(cartLink(first.page)).toHaveAccessibleName('Cart, 51 items');
      await first.page.close();
      await context.addInitScript(watchDrawing);
      const next = await land(context, '/cart');
      expect((await seenOf(next.page)).marks).toEqual(['discard', '-']);
      await expect(next.page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('51');
      expect((await keptDrawing(next.page)).html).toContain('value="51"');
      await context.close();
    });
  });

  test('a visitor whose stored slides could not be read gets the fallback slides, then the published ones, never a mismatch', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const earlier = await context.newPage();
    await earlier.addInitScript((key) => localStorage.setItem(key, '42'), KEYS.sliderItems);
    await earlier.goto('/');
    // Every key is stored with its mark: the slider's stand-in too.
    await expect.poll(() => catalogueMarked(earlier, false), { timeout: 20_000 }).toBe(true);
    await earlier.close();
    // The fallback slides are not the published revision's: home is rendered afresh, and the
    // published slides are stored over them once it is up.
    const next = await land(context, '/');
    expect(next.decision, 'rendered afresh').toBe(undefined);
    expect(next.recovered, 'errors React recovered from').toEqual([]);
    expect(next.reports, 'console errors and warnings').toEqual([]);
    await expect.poll(() => catalogueMarked(next.page, true), { timeout: 20_000 }).toBe(true);
    await next.page.close();
    const after = await land(context, '/');
    expect(after.decision, 'adopted').toBe('adopt');
    expect(after.recovered, 'errors React recovered from').toEqual([]);
    expect(after.reports, 'console errors and warnings').toEqual([]);
    await context.close();
  });

  test("a visit that stays on home's first screen never downloads the footer's or the inspirations' code; heading down brings both, hydrated", async ({
    browser,
  }) => {
    const later = [...builtFiles(/\/SiteFooter\.tsx$/), ...builtFiles(/\/HomeInspirations\.tsx$/)];
    const { context, page, reports, fetchedOf } = await watchedPage(browser, later, {
      width: 390,
      height: 844,
    });
    const footer = page.getByRole('contentinfo');
    const rooms = page.locator('[data-part="inspirations"]');

    await page.goto('/');
    await expect.poll(() => unhydrated(page, false)).toBe(0);
    // Start-up's idle work is done (the working copy stored): the parts' code is still to come,
    // their prerendered markup painted.
    for (const key of CATALOGUE_KEYS) await expect.poll(() => readStored(page, key)).not.toBeNull();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    expect(fetchedOf()).toEqual([]);
    await expect(footer).toContainText('© ELIFEHOME.');
    // Home renders again (the category drawer opens and closes): the waiting inspirations are
    // left as they are, not drawn afresh without their markup.
    await page.getByRole('button', { name: 'Show categories' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(rooms.getByRole('heading', { name: 'Home Design Inspirations' })).toBeAttached();
    expect(fetchedOf()).toEqual([]);
    expect(await recoveredErrors(page)).toEqual([]);

    // Heading down: both come and hydrate, the footer's year with it.
    await page.evaluate(() => scrollBy(0, 300));
    await expect.poll(() => unhydrated(page, true)).toBe(0);
    expect(fetchedOf().sort()).toEqual([...later].sort());
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ELIFEHOME.`);
    expect(await recoveredErrors(page)).toEqual([]);
    expect(reports).toEqual([]);
    await context.close();
  });

  test('a navigation made before the visitor reached the footer fetches its code, and the footer hydrates on the new page', async ({
    browser,
  }) => {
    const footerFiles = builtFiles(/\/SiteFooter\.tsx$/);
    const { context, page, reports, fetchedOf } = await watchedPage(browser, footerFiles);
    const footer = page.getByRole('contentinfo');

    await page.goto('/');
    await expect.poll(() => unhydrated(page, false)).toBe(0);
    expect(fetchedOf()).toEqual([]);
    // To the about page and on to the contact page, in the app, by clicks that do not scroll
    // the page. A new page changes the router's state above the footer, so React must hydrate
    // the footer with it: its code comes, and the new page shows once it has.
    await page.locator('header a[href="/about"]').first().dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Home furnishings, exported with care for over 10 years',
    );
    expect(fetchedOf()).toEqual(footerFiles);
    await expect.poll(() => unhydrated(page, true)).toBe(0);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ELIFEHOME.`);
    await page.locator('main a[href="/contact"]').first().dispatchEvent('click');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talk to our export team');
    // The contact page has the form itself: the footer's is not shown there.
    await expect(footer.locator('[data-state="loading"]')).toBeHidden();
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('form', { name: 'Send Inquiry' })).toHaveCount(0);
    expect(await recoveredErrors(page)).toEqual([]);
    expect(reports).toEqual([]);
    await context.close();
  });

  test('an owner previewing drafts gets every page rendered afresh, drafts shown', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const earlier = await context.newPage();
    await earlier.goto('/about');
    await expect
      .poll(() => earlier.evaluate((key) => localStorage.getItem(key) !== null, KEYS.siteSettings))
      .toBe(true);
    // A draft: the site's name changed in this browser, as the admin's settings form saves it.
    await earlier.evaluate((key) => {
      const settings = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...settings, siteName: 'Draft Home' }));
      const marks = JSON.parse(localStorage.getItem('elifehome_meta')!);
      marks[key] = { ...marks[key], changed: true };
      localStorage.setItem('elifehome_meta', JSON.stringify(marks));
    }, KEYS.siteSettings);
    await earlier.close();
    for (const route of ['/', '/about']) {
      const { page, decision, recovered, reports } = await land(context, route);
      expect(decision, `${route} is rendered afresh`).toBe(undefined);
      expect(recovered).toEqual([]);
      expect(reports).toEqual([]);
      await expect(
        page
          .getByRole('contentinfo')
          .getByText(/Draft Home/)
          .first(),
      ).toBeVisible();
      await page.close();
    }
    await context.close();
  });
});
