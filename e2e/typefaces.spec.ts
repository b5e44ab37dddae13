import type { Page } from '@playwright/test';
import {
  drawsIn,
  LATE_FACE,
  TEXT_FACE,
  TEXT_FACE_CACHED,
  TEXT_FACE_READY,
} from '../src/app/drawsIn';
import { cartLink, expect, test } from './support';

// The text face loads with `font-display: optional` and the next page picks it up
// (docs/conventions.md#typefaces). Read in the browser: which family a sample is drawn in, and the
// layout shifts the page records.

/** Whether the page draws text in `family` (see src/app/drawsIn.ts). */
const drawsInPage = (page: Page, family: string) => page.evaluate(drawsIn, family);

/** Starts recording layout shifts, those of the load included. */
async function recordShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: { value: number; hadRecentInput: boolean }[] = [];
    Reflect.set(window, 'recordedShifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as typeof shifts) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the visitor did not cause: what counts against the page. */
function unexpectedShift(page: Page) {
  return page.evaluate(() =>
    (Reflect.get(window, 'recordedShifts') as { value: number; hadRecentInput: boolean }[])
      .filter((shift) => !shift.hadRecentInput)
      .reduce((sum, shift) => sum + shift.value, 0),
  );
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

/** The state of the stylesheet's text face: 'unloaded' until something asks for it. */
const textFaceStatus = (page: Page) =>
  page.evaluate(
    (name) => [...document.fonts].find((face) => face.family.replace(/["']/g, '') === name)?.status,
    TEXT_FACE,
  );

/** Whether the performance mark that says the late face is ready has been set. */
const lateFaceReady = (page: Page) =>
  expect
    .poll(
      () => page.evaluate((mark) => performance.getEntriesByName(mark).length, TEXT_FACE_READY),
      { timeout: 15_000 },
    )
    .toBe(1);

/** A slow network: the text face arrives long after the first paint. */
const slowTextFace = (page: Page) =>
  page.route('**/dm-sans-*.woff2', async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });

test('a first visit never asks for the text face in its first view, and the next page uses it without moving', async ({
  page,
}) => {
  await slowTextFace(page);
  await page.goto('/about');
  await recordShifts(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-text-face', 'later');
  expect(await textToken(page)).toMatch(new RegExp(`^${LATE_FACE}, DM Sans Fallback, `));

  // Fetched when idle under the second name, which joins the document only as the next page is
  // drawn (joining makes the browser lay the whole page out again).
  await lateFaceReady(page);
  expect(await hasLateFace(page)).toBe(false);
  expect(await drawsInPage(page, LATE_FACE)).toBe(false);
  expect(await textFaceStatus(page)).toBe('unloaded');
  expect(await unexpectedShift(page)).toBe(0);
  // Noted for the head script: the next visit's first view may use the face.
  expect(await page.evaluate((key) => localStorage.getItem(key), TEXT_FACE_CACHED)).toBe('1');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await hasLateFace(page)).toBe(true);
  expect(await drawsInPage(page, LATE_FACE)).toBe(true);
  expect(await textFaceStatus(page)).toBe('unloaded');
  expect(await unexpectedShift(page)).toBe(0);
});

test('a returning visit whose text face came late keeps its fallback, and the next page uses the face without moving', async ({
  page,
}) => {
  // A browser that noted the face cached on an earlier visit, but has lost it from its cache.
  await page.addInitScript((key) => localStorage.setItem(key, '1'), TEXT_FACE_CACHED);
  await slowTextFace(page);
  await page.goto('/about');
  await recordShifts(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-text-face');
  expect(await textToken(page)).toMatch(new RegExp(`^${TEXT_FACE}, DM Sans Fallback, `));
  expect(await drawsInPage(page, TEXT_FACE)).toBe(false);

  await lateFaceReady(page);
  expect(await hasLateFace(page)).toBe(false);
  expect(await textToken(page)).not.toContain(LATE_FACE);
  expect(await unexpectedShift(page)).toBe(0);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await textToken(page)).toMatch(new RegExp(`^${LATE_FACE}, DM Sans Fallback, `));
  expect(await hasLateFace(page)).toBe(true);
  expect(await drawsInPage(page, LATE_FACE)).toBe(true);
  expect(await unexpectedShift(page)).toBe(0);
});

test('a view that had the text face in time keeps it as it is', async ({ page }) => {
  await page.goto('/about');
  await lateFaceReady(page);
  // Loaded through the stylesheet's face too, it is in this browser's memory as well as its disk
  // cache: a busy machine can otherwise miss the short wait `optional` gives a cached face.
  await page.evaluate((name) => document.fonts.load(`16px '${name}'`), TEXT_FACE);
  // Loaded again, the browser has noted the face, which comes in time for the first paint.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-text-face');
  expect(await drawsInPage(page, TEXT_FACE)).toBe(true);
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  // The idle preparation has its turn, finds the face in use and leaves the token alone.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/textFace-/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.getByRole('banner').getByRole('link', { name: 'ELIFEHOME home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await textToken(page)).not.toContain(LATE_FACE);
  expect(await drawsInPage(page, TEXT_FACE)).toBe(true);
});
