// Screenshots a page in headless Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [fullPage]
import { chromium } from 'playwright';
import { CHROME_ARGS, findChrome } from './browser.mjs';

const [url, out, width = '1280', full = 'full'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [full|viewport]');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('pageerror', (e) => console.error('pageerror:', e.message));
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
await page.goto(url, { waitUntil: 'networkidle' }).catch(() => page.goto(url));
// Pages load their own code on first visit: wait for the page's heading, not just the network.
await page
  .locator('h1')
  .first()
  .waitFor({ timeout: 10_000 })
  .catch(() => undefined);
await page.waitForTimeout(400);
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
console.log(`wrote ${out}`);
