import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/browser.mjs';

/**
 * Visual regression (`npm run test:visual`): every story of the built Storybook and every visitor
 * route of the built site, at 390 and 1280 px, compared with the baselines committed in
 * visual/baselines/. docs/conventions.md#visual-regression says how to update them.
 */
const root = join(import.meta.dirname, '..');
const storybookPort = Number(process.env.VISUAL_STORYBOOK_PORT ?? 4327);
const sitePort = Number(process.env.VISUAL_SITE_PORT ?? 4328);

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  outputDir: join(root, 'test-results/visual-artifacts'),
  fullyParallel: true,
  workers: 2,
  // A screen that differs is shot once more: a toast or a dialog caught in the middle of settling
  // passes the second time; a real change differs twice and fails.
  retries: 1,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: join(root, 'test-results/visual.json') }],
  ],
  use: {
    launchOptions: {
      executablePath: findChrome(),
      // Chromium paints an image marked decoding="async" (the Image atom's photos) without its
      // pixels first and again once a background decode is done ("checker-imaging"); a shot
      // taken in between showed a room photo as an empty box. Without it every frame paints each
      // image whole, as Chromium's own pixel tests run.
      args: [...CHROME_ARGS, '--disable-checker-imaging'],
    },
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
  },
  webServer: [
    {
      command: `node scripts/static-host.mjs storybook-static --port ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/iframe.html`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/static-host.mjs dist --port ${sitePort}`,
      url: `http://127.0.0.1:${sitePort}/`,
      cwd: '..',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
