import { expect, holdAppCode, test } from './support';

// Scrolling as the browser would do it for a site of documents (src/app/useScrollRestoration.ts):
// a new page starts at the top, Back returns to where the visitor was, a reload keeps its place,
// and a new visit in the same tab starts at the top whatever the tab saw before.

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a link opens its page at the top, and Back returns to where the visitor was', async ({
  page,
}) => {
  await page.goto('/about');
  const link = page.getByRole('link', { name: 'Browse mirrors' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const place = await scrollY(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mirrors' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(place);
});

test('Back returns to where the visitor scrolled before the app adopted the page', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const link = page.getByRole('link', { name: 'Browse mirrors' });
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const place = await scrollY(page);

  release();
  // The app has taken over scrolling: the page is adopted.
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mirrors' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollY(page)).toBe(place);
});

/**
 * Whether the app has adopted the prerendered page: start-up then takes back the presses the
 * head script held for it (src/app/earlyInput.ts), and scrolling is the app's to keep.
 */
const adopted = (page: import('@playwright/test').Page) =>
  page.evaluate(() => !('__elifehomeEarlyInput' in window));

test('a reload keeps its place; a new visit in the same tab starts at the top', async ({
  page,
}) => {
  await page.goto('/about');
  // The app keeps places once it has adopted the page; a reload before then is not this test's.
  await expect.poll(() => adopted(page)).toBe(true);
  await page.getByRole('heading', { name: 'Our Export Services' }).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const place = await scrollY(page);

  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(place);

  // The router names the first entry of every document alike: the place saved for /about must
  // not carry over to the next address typed in.
  await page.goto('/design-inspirations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});
