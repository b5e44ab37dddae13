// Finds a Chromium for the browser test layers; installs Playwright's own where the machine can
// download it; otherwise says in one line what to install.
import { spawnSync } from 'node:child_process';
import { findChrome, NO_BROWSER_MESSAGE } from './browser.mjs';

/** The browser path, or exits with the one-line install hint. */
export function ensureBrowser() {
  let path = findChrome();
  if (path) return path;
  console.log('No Chromium found; trying `npx playwright install chromium` ...');
  const result = spawnSync('npx', ['playwright', 'install', 'chromium'], {
    stdio: 'ignore',
    timeout: 180_000,
  });
  if (result.status === 0) path = findChrome();
  if (path) return path;
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureBrowser());
}
