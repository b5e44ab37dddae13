import { test } from '@playwright/test';
test('head', async ({ page }) => {
  await page.goto('http://127.0.0.1:4391/products/1');
  await page.getByRole('heading', { level: 1 }).waitFor();
  console.log(await page.evaluate(() => [...document.head.children].map((e) => e.outerHTML.slice(0, 140)).join('\n')));
});
