import type { Page } from '@playwright/test';
import { drawsIn, LATE_FACE, TEXT_FACE, TEXT_FACE_READY } from '../src/app/drawsIn';
import { builtFiles, cartLink, expect, test } from './support';

// The text face loads with `font-display: optional` and the next page picks it up
// (docs/conventions.md#typefaces). Read in the browser: which family a sample is drawn in, and the
// layout shifts the page records.

/** Whether the page draws text in `family` (see src/app/drawsIn.ts). */
const drawsInPage = (page: Page, family: string) => page.evaluate(drawsIn, family);

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
}

/** Starts recording layout shifts, those of the load included. */
async function recordShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: Shift[] = [];
    Reflect.set(window, 'recordedShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        const { value, hadRecentInput, startTime } = entry;
        shifts.push({ value, hadRecentInput, startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift the visitor did not cause, once the document was read: what a face that
 * arrives late could cost. A starved CPU can paint a page while its HTML is still being parsed
 * (a card with its heading and not yet its list); that movement is the parser's, seen with the
 * face blocked as well, and the hydration spec bounds it for every route.
 */
function unexpectedShift(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const parsed = navigation?.domInteractive ?? 0;
    return (Reflect.get(window, 'recordedShifts') as Shift[])
      .filter((shift) => !shift.hadRecentInput && shift.startTime >= parsed)
      .reduce((sum, shift) => sum + shift.value, 0);
  });
}

/** The text token's families, unquoted. */
const textToken = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--font-text')
      .replace(/["']/g, '')
      .trim(),
  );

/** Whether the document holds the late face, loaded. */
const hasLateFace = (page: Page) =>
  page.evaluate(
    (name) =>
      [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
      ),
    LATE_FACE,
  );

test('a first view whose text face came late keeps its fallback, and the next page uses the face without moving', async ({
  page,
}) => {
  // A slow network: the text face arrives long after the first paint.
  await page.route('**/dm-sans-*.woff2', async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.goto('/about');
  await recordShifts(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawsInPage(page, TEXT_FACE)).toBe(false);

  // Readied when idle: the same file loaded under the second name, which joins the document only
  // as the next page is drawn (joining makes the browser lay the whole page out again).
  await expect
    .poll(
      () => page.evaluate((mark) => performance.getEntriesByName(mark).length, TEXT_FACE_READY),
      { timeout: 15_000 },
    )
    .toBe(1);
  expect(await hasLateFace(page)).toBe(false);
  expect(await textToken(page)).not.toContain(LATE_FACE);
  expect(await unexpectedShift(page)).toBe(0);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The next page is drawn as a transition (React Router's navigation), just after the address.
  await expect(page).toHaveTitle(/^Your Cart \|/);
  expect(await textToken(page)).toMatch(new RegExp(`^${LATE_FACE}, ${TEXT_FACE}, `));
  expect(await hasLateFace(page)).toBe(true);
  expect(await drawsInPage(page, LATE_FACE)).toBe(true);
  expect(await unexpectedShift(page)).toBe(0);
});

test('a view that had the text face in time keeps it as it is', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate((name) => document.fonts.load(`16px '${name}'`), TEXT_FACE);
  // Loaded again, the face comes from the cache in time for the first paint.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawsInPage(page, TEXT_FACE)).toBe(true);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The idle preparation has its turn, finds the face in use and leaves the token alone.
  const preparation = builtFiles(/\/app\/textFace\.ts$/);
  await expect
    .poll(() =>
      page.evaluate(
        (files) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => files.includes(new URL(entry.name).pathname)),
        preparation,
      ),
    )
    .toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'ELIFEHOME home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await textToken(page)).not.toContain(LATE_FACE);
  expect(await drawsInPage(page, TEXT_FACE)).toBe(true);
});
