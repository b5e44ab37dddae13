import type { Page } from '@playwright/test';
import { KEYS, expect, expectNoAxeViolations, readStored, test as base } from './support';

// Issue #18 item 3: quick order (docs/requirements.md#quick-order) against the production build.

/** Remote sample images never reach the network: the suite runs the same offline and online. */
const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await provide(context);
  },
});

interface StoredProduct {
  id: number;
  name: string;
  sku?: string;
  moq?: number;
  packSize?: number;
  options?: unknown[];
  variants?: unknown[];
}

/**
 * The published sample as this browser stored it, grown to `total` products: copies of the
 * seven with their own ids, names and SKUs (`EH-QO-8`...), all sold as one item, saved as the
 * owner's working copy.
 */
async function catalogueOf(page: Page, total: number): Promise<StoredProduct[]> {
  await page.goto('/');
  // The whole working copy stored (the slider is its last entity), so that no step of it is
  // still to come when the products grow.
  await expect
    .poll(async () => (await readStored<StoredProduct[]>(page, KEYS.products))?.length ?? 0)
    .toBe(7);
  await expect
    .poll(async () => (await readStored<unknown[]>(page, KEYS.sliderItems)) !== null)
    .toBe(true);
  return page.evaluate(
    ({ key, count }) => {
      // Each sold as one item, so that every product's own SKU can be ordered (a product sold
      // in variants is ordered by a variant's SKU: the variants spec covers that).
      const sample = (JSON.parse(localStorage.getItem(key) ?? '[]') as StoredProduct[]).map(
        ({ options: _options, variants: _variants, ...product }) => product,
      );
      const all = [...sample];
      for (let id = sample.length + 1; id <= count; id += 1) {
        const from = sample[(id - 1) % sample.length]!;
        all.push({ ...from, id, name: `${from.name} No. ${id}`, sku: `EH-QO-${id}` });
      }
      localStorage.setItem(key, JSON.stringify(all));
      return all;
    },
    { key: KEYS.products, count: total },
  );
}

/** The least each product is sold in: its minimum rounded up to whole packs. */
const minimum = (p: StoredProduct) =>
  Math.ceil((p.moq ?? 1) / (p.packSize ?? 1)) * (p.packSize ?? 1);

const orderField = (page: Page) => page.getByRole('textbox', { name: 'Order lines' });

test('30 pasted SKUs preview, go to the cart, and the cart shows all 30', async ({ page }) => {
  const products = await catalogueOf(page, 30);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  // Lower case, a tab and a semicolon among the commas; every quantity the product's minimum.
  const text = products
    .map((p, i) => {
      const sku = i % 5 === 0 ? p.sku!.toLowerCase() : p.sku!;
      const separator = i % 3 === 0 ? '\t' : i % 3 === 1 ? ', ' : ';';
      return `${sku}${separator}${minimum(p)}`;
    })
    .join('\n');
  await orderField(page).fill(text);
  await expect(page.getByText('30 lines ready to add.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Order preview: 30 lines' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1)).toContainText(products[0]!.name);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add 30 lines to cart' }).click();
  const units = products.reduce((n, p) => n + minimum(p), 0);
  const added = page.getByText(
    `Added 30 lines (${units.toLocaleString('en-US')} items) to your cart.`,
  );
  await expect(added).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'View cart' }).last().click();

  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(30);
  await expect(lines.last()).toContainText(products[29]!.name);
  const cart = await readStored<Array<{ id: number; quantity: number }>>(page, KEYS.cart);
  expect(cart?.map((l) => [l.id, l.quantity])).toEqual(products.map((p) => [p.id, minimum(p)]));
});

test('an unknown SKU shows its error and is not added; the rest is', async ({ page }) => {
  await page.goto('/quick-order');
  // Variants' SKUs: the mirror and the dining set are sold in variants.
  await orderField(page).fill('EH-MIR-001-80-WAL, 24\nEH-NOPE-404, 5\nEH-TBL-003-NAT, 0');
  await expect(page.getByText('1 line ready to add, 2 lines with errors.')).toBeVisible();
  const table = page.getByRole('table', { name: /^Order preview/ });
  await expect(table.getByRole('row').filter({ hasText: 'EH-NOPE-404' })).toContainText(
    'No product has the SKU EH-NOPE-404',
  );
  await expect(table.getByRole('row').filter({ hasText: 'EH-TBL-003' })).toContainText(
    'Quantity must be at least 1',
  );
  await expect(table.getByRole('row').filter({ hasText: 'EH-MIR-001' })).toContainText(
    'Minimum order is 50',
  );
  await page.getByRole('button', { name: 'Add 1 line to cart' }).click();
  await expect(page.getByText('Added 1 line (50 items) to your cart.')).toBeVisible();
  const cart = await readStored<Array<{ id: number; quantity: number }>>(page, KEYS.cart);
  expect(cart?.map((l) => [l.id, l.quantity])).toEqual([[1, 50]]);
});

test('a CSV file with a byte order mark and quoted names is read', async ({ page }) => {
  // A person takes longer than this to pick a file: the app has taken the page over.
  await page.goto('/quick-order', { waitUntil: 'networkidle' });
  const csv =
    '\uFEFFSKU,Name,Quantity,Unit price,Total\r\n' +
    'EH-ART-006,"Terra Abstract Canvas Wall Art, Set of 3",62,159.99,"9,919.38"\r\n' +
    'EH-SOF-004-OAT,"Harbor ""Three-Seater"" Linen Sofa",58,699.00,"40,542.00"\r\n';
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'cart.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText('2 lines ready to add.')).toBeVisible();
  await expect(page.getByText('Read cart.csv.')).toBeVisible();
  await expect(orderField(page)).toHaveValue(/^SKU,Name,Quantity/);
  const art = page.getByRole('row').filter({ hasText: 'EH-ART-006' });
  // 62 is between packs of 4: the nearer pack is 64 (halfway goes up).
  await expect(art).toContainText('64');
  await expect(art).toContainText('Sold in packs of 4');
  await expect(page.getByRole('row').filter({ hasText: 'EH-SOF-004' })).toContainText('$699.00');

  // A 10 MB file is refused unread; the order stays as it was.
  await page.locator('input[type=file]').setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(10 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'huge.csv is larger than 1 MB. Split the order into smaller files and add them one at a time.',
  );
  await expect(page.getByText('2 lines ready to add.')).toBeVisible();
});

test('the ready lines show the cart’s container plan, in the buyer’s units', async ({ page }) => {
  await page.goto('/quick-order');
  // 24 mirrors raised to 50 (50 cartons of 88 × 88 × 10 cm, 9.5 kg), 201 lamps to 202 (101
  // cartons of 152 × 46 × 34 cm, 21 kg), 410 queen bedding sets to 420 (21 cartons of
  // 62 × 42 × 48 cm, 34 kg): 172 cartons, 3.872 + 24.015 + 2.625 = 30.51 m³, 3,310 kg, over a
  // 20' GP's 28 m³. The unknown SKU is not a line of the plan.
  await orderField(page).fill(
    'EH-MIR-001-80-WAL, 24\nEH-LGT-002, 201\nEH-BED-005-QN, 410\nEH-NOPE-1, 5',
  );
  await expect(page.getByText('3 lines ready to add, 1 line with errors.')).toBeVisible();
  const plan = page.getByRole('region', { name: 'Container plan' });
  const total = plan.getByRole('row', { name: /^Total/ });
  await expect(total).toContainText('672');
  await expect(total).toContainText('172');
  await expect(total).toContainText('30.51 m³');
  await expect(total).toContainText('3,310 kg');
  await expect(plan.getByText("Fits in one 40' GP")).toBeVisible();
  // The subtotal says on which terms it is priced.
  await expect(page.getByText(/subtotal.+· Prices FOB Ningbo$/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The switch is the cart's: kept for the visit, the quantities unchanged.
  // The buyer clicks the switch's Imperial side (its label covers the radio)
  await plan.locator('label').filter({ hasText: 'Imperial' }).click();
  await expect(plan.getByRole('radio', { name: /Imperial/ })).toBeChecked();
  await expect(total).toContainText('1,077.36 ft³');
  await expect(total).toContainText('7,297.3 lb');
  await expect(total).toContainText('672');

  // The cart plans the same lines to the same totals.
  await page.getByRole('button', { name: 'Add 3 lines to cart' }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  const cartTotal = page
    .getByRole('region', { name: 'Container plan' })
    .getByRole('row', { name: /^Total/ });
  await expect(cartTotal).toContainText('1,077.36 ft³');
  await expect(cartTotal).toContainText('7,297.3 lb');
  await expect(cartTotal).toContainText('172');
});

test('the pasted order survives leaving the page and coming back', async ({ page }) => {
  await page.goto('/quick-order');
  await orderField(page).fill('EH-CHR-007, 100');
  await expect(page.getByText('1 line ready to add.')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Quick order' }).click();
  await expect(orderField(page)).toHaveValue('EH-CHR-007, 100');
  await expect(page.getByText('1 line ready to add.')).toBeVisible();
  // A reload within the session too.
  await page.reload();
  await expect(orderField(page)).toHaveValue('EH-CHR-007, 100');
  await expect(page.getByText('1 line ready to add.')).toBeVisible();
});

test('1,000 lines preview without freezing the page', async ({ page }) => {
  const products = await catalogueOf(page, 1000);
  await page.goto('/quick-order');
  await expect(page.getByText(/Paste your order above/)).toBeVisible();
  const text = products.map((p) => `${p.sku},${minimum(p)}`).join('\n');
  const field = orderField(page);
  await field.focus();
  const start = Date.now();
  await page.evaluate(
    () => ((window as unknown as { qoStart: number }).qoStart = performance.now()),
  );
  await page.keyboard.insertText(text);
  await expect(page.getByText('1,000 lines ready to add.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: /^Order preview/ }).getByRole('row')).toHaveCount(
    101,
  );
  const inPage = await page.evaluate(
    () => performance.now() - (window as unknown as { qoStart: number }).qoStart,
  );
  test.info().annotations.push({
    type: 'timing',
    description: `paste to preview of 1,000 lines: ${Math.round(inPage)} ms in the page, ${Date.now() - start} ms wall`,
  });
  console.info(`quick order: paste to preview of 1,000 lines ${Math.round(inPage)} ms`);
  // Still responsive: typing lands at once.
  await field.press('Control+End');
  await page.keyboard.type('\nEH-MIR-001,50');
  await expect(page.getByText('1,000 lines ready to add.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all 1,000 lines' }).click();
  await expect(page.getByRole('table', { name: /^Order preview/ }).getByRole('row')).toHaveCount(
    1001,
  );
});
