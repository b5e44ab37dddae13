import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const STORYBOOK = `http://127.0.0.1:${process.env.VISUAL_STORYBOOK_PORT ?? 4327}`;
const SITE = `http://127.0.0.1:${process.env.VISUAL_SITE_PORT ?? 4328}`;
const WIDTHS = [390, 1280] as const;

/** The visitor routes, one address each, as a visitor lands on them. */
const ROUTES: ReadonlyArray<readonly [name: string, path: string]> = [
  ['home', '/'],
  ['category-mirrors', '/products/category/mirrors'],
  ['new-arrivals', '/products/new'],
  ['bestsellers', '/products/bestsellers'],
  ['product-1', '/products/1'],
  ['search-mirror', '/search?q=mirror'],
  ['cart-empty', '/cart'],
  ['design-inspirations', '/design-inspirations'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
];

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** Every story in the built Storybook (`npm run build-storybook` writes the index). */
function stories(): IndexEntry[] {
  const index = JSON.parse(
    readFileSync(join(import.meta.dirname, '../storybook-static/index.json'), 'utf8'),
  ) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * The same picture every run: a fixed date (quote numbers, "today"), a seeded Math.random, and
 * no motion (the config asks for reduced motion and Playwright stops CSS animations).
 */
async function freeze(page: Page) {
  await page.clock.setFixedTime(new Date('2026-03-02T09:30:00Z'));
  await page.addInitScript(() => {
    let seed = 20260302;
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  });
}

/** Waits for the faces and every image, including those below the fold that load lazily. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? image.decode().catch(() => undefined)
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
}

for (const width of WIDTHS) {
  test.describe(`stories at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const story of stories()) {
      test(`${story.title} / ${story.name}`, async ({ page }) => {
        await freeze(page);
        await page.goto(`${STORYBOOK}/iframe.html?id=${story.id}&viewMode=story`);
        // Storybook's render phases end in "completed" once the play function (if any) is done.
        await page.waitForFunction(
          (key) => {
            const preview = Reflect.get(window, key) as
              { currentRender?: { phase?: string } } | undefined;
            return ['completed', 'finished', 'errored', 'aborted'].includes(
              preview?.currentRender?.phase ?? '',
            );
          },
          // The preview Storybook keeps on the window, with the story being rendered.
          '__STORYBOOK_PREVIEW__',
        );
        await settle(page);
        await expect(page).toHaveScreenshot(`stories/${story.id}-${width}.png`, { fullPage: true });
      });
    }
  });

  test.describe(`pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [name, path] of ROUTES) {
      test(`${path}`, async ({ page }) => {
        await freeze(page);
        await page.goto(`${SITE}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await settle(page);
        await expect(page).toHaveScreenshot(`pages/${name}-${width}.png`, { fullPage: true });
      });
    }
  });
}
