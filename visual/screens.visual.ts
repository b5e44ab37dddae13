import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { compareWithBaseline } from './compare';
import { drawsIn, TEXT_FACE } from '../src/app/drawsIn';

const STORYBOOK = `http://127.0.0.1:${process.env.VISUAL_STORYBOOK_PORT ?? 4327}`;
const SITE = `http://127.0.0.1:${process.env.VISUAL_SITE_PORT ?? 4328}`;
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;
const RESEED = 'visualReseed';

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
 * no motion (the config asks for reduced motion; screenshots stop CSS animations).
 */
async function freeze(page: Page) {
  await page.clock.setFixedTime(new Date('2026-03-02T09:30:00Z'));
  await page.addInitScript((reseedKey) => {
    let seed = 20260302;
    // Each story starts the sequence again, whichever stories the preview showed before.
    Reflect.set(window, reseedKey, () => {
      seed = 20260302;
    });
    Math.random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, RESEED);
}

/**
 * Shows the whole page at once (as tall a window as the page), then waits for the parts below the
 * fold to hydrate, for the faces and for every image, including those below the fold that load
 * lazily or mount when they come into view, until no new image appears.
 */
async function settle(page: Page, width: number) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.max(HEIGHT, height) });
  // Parts below the fold fetch their code once they come near, which a window as tall as the
  // page brings about, and hydrate (the footer shows the year only then): each part's root then
  // carries React's own key.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-part]')].every((part) =>
      Object.keys(part).some((key) => key.startsWith('__reactFiber$')),
    ),
  );
  for (let round = 0; round < 5; round += 1) {
    const pending = await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
        ),
      );
      // Loaded is not yet decoded: a large picture decodes off the main thread first (and the
      // config turns off Chromium's painting of async-decoded images before their decode).
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      // The Image atom shows its placeholder until it has heard the image settle (a hidden one,
      // such as the footer's form on the contact page, which has its own, never settles).
      const showing = (element: Element) => element.checkVisibility();
      for (let wait = 0; wait < 60; wait += 1) {
        if (![...document.querySelectorAll('[data-state="loading"]')].some(showing)) break;
        await new Promise((done) => setTimeout(done, 50));
      }
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return document.images.length - images.length;
    });
    if (pending === 0) break;
  }
}

/**
 * Whether the page sets text in the text face. That face loads with `font-display: optional`
 * (docs/conventions.md#typefaces): a page that did not have it for its first paint keeps the
 * fallback for good, and its screen would differ from the baseline.
 */
async function usesTextFace(page: Page) {
  // The face is two files (its core and its accents, docs/conventions.md#typefaces): both must
  // draw, or a page showing an accent would differ where the accents' file came late.
  await page.evaluate((face) => document.fonts.load(`16px '${face}'`, 'Aé'), TEXT_FACE);
  return (
    (await page.evaluate(drawsIn, TEXT_FACE)) &&
    // The same probe, handed its accented sample as source (evaluate passes one argument).
    (await page.evaluate<boolean>(`(${drawsIn.toString()})(${JSON.stringify(TEXT_FACE)}, 'éééé')`))
  );
}

async function matchesBaseline(page: Page, name: string) {
  const screenshot = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
  const result = await compareWithBaseline(name, screenshot);
  expect(result.ok, result.message).toBe(true);
}

/**
 * One Storybook preview per worker, moved from story to story the way the Storybook UI moves it,
 * instead of loading the preview again for every story; each story still gets a fresh store
 * and router from the global decorator.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: WIDTHS[0], height: HEIGHT },
      });
      const page = await context.newPage();
      await freeze(page);
      await page.goto(`${STORYBOOK}/iframe.html?viewMode=story&id=${stories()[0]!.id}`);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, id: string) {
  await page.evaluate(
    ([channelKey, reseedKey, storyId]) => {
      (Reflect.get(window, reseedKey) as () => void)();
      const channel = Reflect.get(window, channelKey) as {
        emit: (event: string, payload: unknown) => void;
      };
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    ['__STORYBOOK_ADDONS_CHANNEL__', RESEED, id] as const,
  );
  // Storybook's render phases end in "finished" once the play function (if any) is done.
  const phase = await page.waitForFunction(
    ([previewKey, storyId]) => {
      const preview = Reflect.get(window, previewKey) as
        { currentRender?: { id?: string; phase?: string } } | undefined;
      const render = preview?.currentRender;
      return render?.id === storyId &&
        ['finished', 'errored', 'aborted'].includes(render.phase ?? '')
        ? render.phase
        : false;
    },
    ['__STORYBOOK_PREVIEW__', id] as const,
  );
  expect(await phase.jsonValue(), `story ${id} rendered`).toBe('finished');
}

test('every Default story shows its initial state, and the docs link to stories that exist', () => {
  const check = spawnSync('node', ['scripts/storybook-baselines.mjs', 'storybook-static'], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
  });
  expect(check.status, check.stdout).toBe(0);
  expect(check.stdout).toMatch(/Default stories, 0 of them with a play function/);
});

for (const width of WIDTHS) {
  test.describe(`stories at ${width} px`, () => {
    for (const story of stories()) {
      test(`${story.title} / ${story.name}`, async ({ storybook }) => {
        await storybook.setViewportSize({ width, height: HEIGHT });
        await showStory(storybook, story.id);
        if (!(await usesTextFace(storybook))) {
          // The preview gave the face up before it arrived: load it again, face now cached.
          await storybook.reload();
          await showStory(storybook, story.id);
        }
        await settle(storybook, width);
        await matchesBaseline(storybook, `stories/${story.id}-${width}`);
      });
    }
  });

  test.describe(`pages at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT }, reducedMotion: 'reduce' });
    for (const [name, path] of ROUTES) {
      test(`${path}`, async ({ page }) => {
        await freeze(page);
        const load = async () => {
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
        };
        await page.goto(`${SITE}${path}`);
        await load();
        if (!(await usesTextFace(page))) {
          await page.reload();
          await load();
        }
        await settle(page, width);
        await matchesBaseline(page, `pages/${name}-${width}`);
      });
    }
  });
}
