import type { Page } from '@playwright/test';
import { KEYS, cartLink, expect, readStored, test as base } from './support';

// Products sold in variants (docs/requirements.md#variants) against the production build of the
// sample catalogue: the walnut mirror (product 1) comes in three sizes by two frames.

/** Remote sample images never reach the network: the suite runs the same offline and online. */
const test = base.extend({
  context: async ({ context }, provide) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    await provide(context);
  },
});

const MIRROR_SKUS = [
  'EH-MIR-001-60-WAL',
  'EH-MIR-001-60-OAK',
  'EH-MIR-001-80-WAL',
  'EH-MIR-001-80-OAK',
  'EH-MIR-001-100-WAL',
  'EH-MIR-001-100-OAK',
];

interface CartLine {
  id: number;
  quantity: number;
  variant?: string;
}

/** The JSON-LD blocks of a page's HTML as the server sent it. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** Every node of a JSON-LD block and of its @graph. */
const nodesOf = (block: Record<string, unknown>) => [
  block,
  ...((block['@graph'] as Record<string, unknown>[] | undefined) ?? []),
];

test('the prerendered product page is a ProductGroup listing every variant SKU', async ({
  request,
}) => {
  const html = await (await request.get('/products/1')).text();
  const group = jsonLdOf(html)
    .flatMap(nodesOf)
    .find((node) => node['@type'] === 'ProductGroup');
  expect(group, 'a ProductGroup in the HTML').toBeDefined();
  expect(group!.productGroupID).toBe('EH-MIR-001');
  const variants = group!.hasVariant as { '@type': string; sku: string }[];
  expect(variants.map((variant) => variant.sku).sort()).toEqual([...MIRROR_SKUS].sort());
  expect(variants.every((variant) => variant['@type'] === 'Product')).toBe(true);
  expect(group!.variesBy).toEqual(expect.arrayContaining(['https://schema.org/size']));
});

test("a variant's address is prerendered with that variant's SKU and price", async ({
  browser,
}) => {
  // Without scripts the visitor sees the HTML as the host sent it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/products/1?variant=EH-MIR-001-80-OAK');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByText('EH-MIR-001-80-OAK').first()).toBeVisible();
  await expect(main.getByText('$194.99').first()).toBeVisible();
  await expect(main.getByText('$189.99')).toHaveCount(0);
  const offer = jsonLdOf(await response!.text())
    .flatMap(nodesOf)
    .flatMap((node) => (node.hasVariant as Record<string, unknown>[] | undefined) ?? [])
    .find((variant) => variant.sku === 'EH-MIR-001-80-OAK')?.offers as { price: number | string };
  expect(Number(offer.price)).toBe(194.99);
  await context.close();

  // With scripts the app adopts the page and keeps the variant.
  const live = await browser.newPage();
  await live.goto('/products/1?variant=EH-MIR-001-80-OAK');
  await expect(live.getByRole('main').getByText('EH-MIR-001-80-OAK').first()).toBeVisible();
  await expect(live.getByRole('radio', { name: /80 cm/ })).toBeChecked();
  await expect(live.getByRole('radio', { name: /Oak/ })).toBeChecked();
  await live.close();
});

test('quick order takes a variant SKU and the cart line names its options', async ({ page }) => {
  await page.goto('/quick-order');
  await page.getByRole('textbox', { name: 'Order lines' }).fill('eh-mir-001-80-oak, 50');
  await expect(page.getByText('1 line ready to add.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(
    'Size: 80 cm, Frame: Oak',
  );
  await page.getByRole('button', { name: 'Add 1 line to cart' }).click();
  await expect(page.getByText('Added 1 line (50 items) to your cart.')).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Size: 80 cm, Frame: Oak');
  await expect(line).toContainText('$194.99');
  const cart = await readStored<CartLine[]>(page, KEYS.cart);
  expect(cart?.map((l) => [l.id, l.variant, l.quantity])).toEqual([[1, 'EH-MIR-001-80-OAK', 50]]);
});

/** A quantity typed into the grid's cell, settled as leaving the field does. */
async function typeQuantity(page: Page, label: string, quantity: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(quantity);
  await field.press('Enter');
}

test('the bulk order grid adds several variants in one step, snapped and at their breaks', async ({
  page,
}) => {
  await page.goto('/products/1');
  const grid = page.getByRole('region', { name: 'Order several' });
  await expect(grid).toBeVisible({ timeout: 10_000 });
  // 60 cm walnut: 120 reaches its break at 100 ($139.99); 100 cm walnut: 15 is under its minimum.
  await typeQuantity(page, 'Quantity of 60 cm, Walnut (EH-MIR-001-60-WAL)', '120');
  await expect(grid.getByText('$139.99 each')).toBeVisible();
  await typeQuantity(page, 'Quantity of 100 cm, Walnut (EH-MIR-001-100-WAL)', '15');
  await expect(
    grid.getByRole('textbox', { name: 'Quantity of 100 cm, Walnut (EH-MIR-001-100-WAL)' }),
  ).toHaveValue('20');
  await typeQuantity(page, 'Quantity of 80 cm, Oak (EH-MIR-001-80-OAK)', '50');
  // 120 × 139.99 + 20 × 249.99 + 50 × 194.99 = 31,548.10
  await expect(grid).toContainText('190 units in 3 lines');
  await expect(grid).toContainText('$31,548.10');
  await grid.getByRole('button', { name: 'Add 3 lines to cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/190 items/);

  const cart = await readStored<CartLine[]>(page, KEYS.cart);
  // One line per variant, in the grid's order.
  expect(cart?.map((l) => [l.variant, l.quantity])).toEqual([
    ['EH-MIR-001-60-WAL', 120],
    ['EH-MIR-001-80-OAK', 50],
    ['EH-MIR-001-100-WAL', 20],
  ]);
  await page.goto('/cart');
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: 'Size: 60 cm, Frame: Walnut' })).toContainText('$139.99');
  await expect(lines.filter({ hasText: 'Size: 100 cm, Frame: Walnut' })).toBeVisible();
});
