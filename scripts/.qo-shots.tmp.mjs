// node /tmp/qo-shots.mjs <baseURL> <outdir>
import { chromium } from 'playwright';
import { CHROME_ARGS, findChrome } from '/work/wt/quickorder/scripts/browser.mjs';
const [base, out] = process.argv.slice(2);
const text = 'SKU,Name,Quantity\nEH-MIR-001,"Aldana Mirror, walnut",24\neh-lgt-002,Lamp,201\nEH-BED-005,Bedding,410\nEH-NOPE-404,Unknown,5\nEH-TBL-003,Table,0\nEH-CHR-007,Chair,250\nEH-CHR-007,Chair again,10';
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
for (const width of [390, 1024, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (e) => console.error('pageerror:', e.message));
  await page.goto(base + '/quick-order');
  await page.locator('h1').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/qo-empty-${width}.png`, fullPage: true });
  await page.getByRole('textbox', { name: 'Order lines' }).fill(text);
  await page.getByText(/ready to add/).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/qo-preview-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Add / }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/qo-added-${width}.png`, fullPage: false });
  await page.goto(base + '/cart');
  await page.locator('h1').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/cart-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
