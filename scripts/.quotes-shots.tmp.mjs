import { chromium } from 'playwright';
import { CHROME_ARGS, findChrome } from './browser.mjs';
const base = 'http://127.0.0.1:4391';
const out = '/tmp/quotes-shots';
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const cart = [
  { id: 1, name: 'Aldana Round Walnut Wall Mirror', price: 189.99, image: '', quantity: 60 },
  { id: 4, name: 'Harbor Three-Seater Linen Sofa', price: 749.99, image: '', quantity: 30 },
];
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.addInitScript((c) => {
    if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('elifehome_cart', JSON.stringify(c)); }
    window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };
  }, cart);
  await page.goto(base + '/cart');
  await page.getByTestId('quote-number').first().waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/cart-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Print quote' }).click();
  await page.waitForFunction(() => window.__printed === 1);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/cart-print-${width}.png`, fullPage: true });
  if (width === 1280) await page.pdf({ path: `${out}/quote.pdf`, format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  await page.goto(base + '/products/category/all');
  await page.getByRole('button', { name: 'Print line sheet' }).waitFor();
  await page.screenshot({ path: `${out}/list-${width}.png` });
  await page.getByRole('button', { name: 'Print line sheet' }).click();
  await page.waitForFunction(() => window.__printed === 1, null, { timeout: 15000 });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/list-print-${width}.png`, fullPage: true });
  if (width === 1280) await page.pdf({ path: `${out}/linesheet.pdf`, format: 'A4' });
  await page.close();
}
await browser.close();
