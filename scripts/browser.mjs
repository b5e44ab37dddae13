// One browser lookup for Vitest browser mode, Playwright and the benchmarks
// (docs/stack.md#browser).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Playwright's own managed Chromium, if one was installed on this machine. */
function managedChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** CHROME_PATH, then a system Chromium or Chrome, then Playwright's own; undefined when none. */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = SYSTEM_PATHS.find((p) => existsSync(p));
  if (system) return system;
  return managedChromium();
}

/** Flags that keep headless Chromium quiet on a closed network and working as root. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const NO_BROWSER_MESSAGE =
  'No Chromium found: install one (Debian/Ubuntu: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROME_PATH.';
