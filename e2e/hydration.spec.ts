import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CATALOGUE_KEYS, KEYS, cartLink, consoleReports, expect, test } from './support';

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
 * Waits until React has hydrated all of #root (every element carries React's own fiber key,
 * which an element still in a dehydrated Suspense boundary lacks), and returns what React
 * recovered from meanwhile.
 */
async function hydrated(page: Page): Promise<string[]> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('#root *')].filter(
              (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
            ).length,
        ),
      { timeout: 20_000, message: 'every element of the page is hydrated' },
    )
    .toBe(0);
  return page.evaluate((name) => (window as unknown as Record<string, string[]>)[name]!, RECOVERED);
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
