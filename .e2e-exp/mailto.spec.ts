import { test, expect } from '@playwright/test';
test('mailto', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (e: any) => urls.push('req:' + e.url));
  page.on('framenavigated', (f) => urls.push('nav:' + f.url()));
  await page.setContent('<p>hi</p>');
  await page.evaluate(() => { try { window.location.assign('mailto:a@b.com?subject=x'); } catch (e) { return String(e); } });
  await page.waitForTimeout(500);
  const desc = await page.evaluate(() => { const d = Object.getOwnPropertyDescriptor(window.location, 'assign'); return JSON.stringify({w: d?.writable, c: d?.configurable}); });
  console.log(urls, page.url(), desc);
  // try localStorage redefine
  const r = await page.evaluate(() => { try { Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied','SecurityError'); }, configurable: true }); try { window.localStorage; return 'no throw'; } catch(e) { return 'throws ' + (e as Error).name; } } catch (e) { return 'define failed ' + e; } });
  console.log(r);
});
