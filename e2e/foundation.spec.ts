import { CATALOGUE_KEYS, KEYS, expect, readStored, seedStorage, test } from './support';

test.describe('foundation', () => {
  test('first load seeds every stored key', async ({ page, pageErrors }) => {
    void pageErrors;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Latest Products' })).toBeVisible();
    // The heading is in the prerendered HTML; the app seeds storage once it starts.
    await expect
      .poll(() =>
        page.evaluate((keys) => keys.filter((k) => localStorage.getItem(k)), CATALOGUE_KEYS),
      )
      .toHaveLength(7);
    expect(await readStored<unknown[]>(page, KEYS.products)).toHaveLength(7);
    expect(await readStored<unknown[]>(page, KEYS.sliderItems)).toHaveLength(3);
    expect(await readStored<unknown[]>(page, KEYS.gallery)).toHaveLength(7);
    expect(await readStored<{ siteName: string }>(page, KEYS.siteSettings)).toMatchObject({
      siteName: 'ELIFEHOME',
    });
  });

  test('a cart survives a reload and shows in the header badge', async ({ page, pageErrors }) => {
    void pageErrors;
    // The mirror opens on its first variant in stock, the 60 cm walnut one.
    await page.goto('/products/1');
    // Trade terms (docs/requirements.md#trade-terms): the mirror's minimum order is 50, so Add to Cart adds 50.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: /Cart, 50 items/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: /Cart, 50 items/ })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
    expect(await readStored<{ id: number; quantity: number }[]>(page, KEYS.cart)).toEqual([
      expect.objectContaining({
        id: 1,
        quantity: 50,
        sku: 'EH-MIR-001-60-WAL',
        variant: 'EH-MIR-001-60-WAL',
        moq: 50,
      }),
    ]);
  });

  const routes = [
    '/',
    '/products/category/all',
    '/products/1',
    '/cart',
    '/about',
    '/design-inspirations',
  ];

  test('a corrupted key never blanks a page', async ({ page, pageErrors }) => {
    void pageErrors;
    await seedStorage(page, {
      [KEYS.products]: '{this is not json',
      [KEYS.categories]: '[{"id": 5}]',
      [KEYS.sliderItems]: '"nope"',
      [KEYS.inspirations]: '{}',
      [KEYS.siteSettings]: '[1,2,3]',
      [KEYS.socialLinks]: 'null',
      [KEYS.gallery]: '42',
      [KEYS.cart]: '[{"id":"x"}]',
      [KEYS.auth]: '"admin"',
    });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.getByRole('banner')).toBeVisible();
    }
    // Repaired in storage, so the next load reads clean data; a visitor is not told.
    await page.goto('/');
    const stored = await page.evaluate((key) => localStorage.getItem(key), KEYS.products);
    expect(() => JSON.parse(stored ?? '')).not.toThrow();
    await expect(page.getByText('Failed to load product database')).toHaveCount(0);
  });

  test('/admin/products redirects to /admin/login without admin rights', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: /login/i })).toBeVisible();
  });

  test('a landing page paints as itself: no loading box, no layout shift', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    // Watches from before the app runs: any loading box in <main>, and every layout shift.
    await page.addInitScript(() => {
      const seen = { loadingBox: false, shift: 0 };
      (window as unknown as { firstPaint: typeof seen }).firstPaint = seen;
      new MutationObserver(() => {
        if (document.querySelector('main [aria-busy="true"]')) seen.loadingBox = true;
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          seen.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForTimeout(300);
      const seen = await page.evaluate(
        () =>
          (window as unknown as { firstPaint: { loadingBox: boolean; shift: number } }).firstPaint,
      );
      expect(seen.loadingBox, `${route} showed a loading box first`).toBe(false);
      expect(seen.shift, `${route} layout shift`).toBeLessThanOrEqual(0.01);
    }
  });
});
