import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROME_ARGS, findChrome } from './browser.mjs';
const base = 'http://127.0.0.1:4391';
const out = '/tmp/quotes-shots';
const rev = JSON.parse(readFileSync('dist/catalogue/revision.json', 'utf8'));
const file = `dist/catalogue/r/${rev.revision ?? rev.id ?? Object.values(rev)[0]}/catalogue.json`;
const cat = JSON.parse(readFileSync(file, 'utf8'));
const sample = cat.products;
const count = Number(process.argv[2] ?? 60);
const products = Array.from({ length: count }, (_, i) => {
  const p = sample[i % sample.length];
  return { ...p, id: 1000 + i, sku: `${p.sku}-${i}`, name: i === 3 ? `${p.name}, extra long name "quoted" to check wrapping in the card` : `${p.name} ${i + 1}` };
});
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('pageerror', (e) => console.error('pageerror', e.message)); page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await page.addInitScript((p) => {
  if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('elifehome_products', JSON.stringify(p)); }
  window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };
}, products);
await page.goto(base + '/products/category/all');
await page.waitForTimeout(3000); await page.screenshot({ path: out + '/debug.png' }); await page.getByRole('button', { name: 'Print line sheet' }).click();
await page.waitForFunction(() => window.__printed === 1, null, { timeout: 20000 });
console.log('cards', await page.locator('[data-print-sheet] li').count(), 'visible cards', await page.locator('main li').count());
await page.emulateMedia({ media: 'print' });
await page.setViewportSize({ width: 794, height: 1123 });
await page.screenshot({ path: `${out}/ls${count}-print-794.png`, fullPage: true });
await page.pdf({ path: `${out}/ls${count}.pdf`, format: 'A4' });
await browser.close();
