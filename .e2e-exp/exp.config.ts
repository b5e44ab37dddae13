import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, findChrome } from '../scripts/browser.mjs';
export default defineConfig({ testDir: '.', outputDir: '/tmp/exp/out', testMatch: '*.spec.ts', use: { launchOptions: { executablePath: findChrome(), args: CHROME_ARGS } } });
