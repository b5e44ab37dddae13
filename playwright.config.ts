import { defineConfig, devices } from '@playwright/test';
import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  fullyParallel: true,
  // One worker on CI's two cores, as locally: the server and the browser's own processes need the
  // other. Two workers made tests that walk several routes under React's hydration run past
  // their time limit, for no time saved (25.8 min with two, 27 min with one under load).
  workers: 1,
  // On CI a journey that fails is run once more: a real fault fails twice and fails the layer; one
  // that passes the second time is named as flaky at the end of `npm test`'s log.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The production build, served as a static host serves it, on a port of our own; never
    // someone else's server in CI.
    command: `node scripts/static-host.mjs dist --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
