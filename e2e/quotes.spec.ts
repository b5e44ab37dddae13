import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { SAMPLE_PRODUCTS, SAMPLE_SITE_SETTINGS } from '@fixtures/catalogue';
import {
  expect,
  formTest as test,
  KEYS,
  recordNavigations,
  sampleProduct,
  seedStorage,
  withFormService,
  MIRROR_VARIANT,
} from './support';

// Quotes buyers can keep and line sheets (docs/decisions.md#quotes-buyers-can-keep): the cart's
// quote number, its CSV, its printed page and its request; a list's printed line sheet.

const product = sampleProduct;
const MIRROR = product(1);
const SOFA = product(4);
// At or above each product's minimum order, so re-pricing against the catalogue changes nothing.
// Both are sold in variants: each line holds one that keeps its product's price.
const CART = [
  {
    id: MIRROR.id,
    name: MIRROR.name,
    price: MIRROR.price,
    image: '',
    quantity: 60,
    ...MIRROR_VARIANT,
  },
  {
    id: SOFA.id,
    name: SOFA.name,
    price: SOFA.price,
    image: '',
    quantity: 30,
    variant: 'EH-SOF-004-OAT',
    variantLabel: 'Fabric: Oatmeal Linen',
  },
];
/** The lines as quotes name them once re-priced: the variant's SKU, the product with its options. */
const MIRROR_LINE = { sku: CART[0]!.variant, name: `${MIRROR.name} (${CART[0]!.variantLabel})` };
const SOFA_LINE = { sku: CART[1]!.variant, name: `${SOFA.name} (${CART[1]!.variantLabel})` };
const QUOTE_NUMBER = /^Q-\d{8}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Counts window.print() calls instead of opening the dialog (headless Chrome has none). */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
}
const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);

async function quoteNumberOf(page: Page): Promise<string> {
  const shown = page.getByRole('form', { name: 'Request a Quote' }).getByTestId('quote-number');
  await expect(shown).toHaveText(QUOTE_NUMBER);
  return (await shown.textContent()) ?? '';
}

test('the cart downloads as a CSV quick order can read, named after its quote number', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await seedStorage(page, { [KEYS.cart]: CART });
  await page.goto('/cart');
  const number = await quoteNumberOf(page);
  // The seeded lines name no SKU: the cart learns them when it is re-priced after load.
  await expect(page.getByText(`SKU ${SOFA_LINE.sku}`)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`elifehome-quote-${number}.csv`);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'SKU,Name,Quantity,Unit price,Total,Cartons,CBM,Gross weight (kg),HS code,Origin',
  );
  const all = Papa.parse<Record<string, string>>(text, { header: true }).data;
  const rows = all.slice(0, 2);
  expect(rows.map((row) => [row.SKU, row.Name, row.Quantity])).toEqual([
    [MIRROR_LINE.sku, MIRROR_LINE.name, '60'],
    [SOFA_LINE.sku, SOFA_LINE.name, '30'],
  ]);
  // Then a blank row, the totals in the lines' columns and the container, as the printed quote
  // has them; none of these rows names a SKU or a quantity, so quick order skips them.
  const [blank, totals, container, ...rest] = all.slice(2);
  expect(rest).toEqual([]);
  expect(Object.values(blank!).every((cell) => cell === '')).toBe(true);
  expect(totals).toMatchObject({ SKU: '', Name: 'Totals', Quantity: '' });
  expect(Number(totals!.Cartons)).toBe(Number(rows[0]!.Cartons) + Number(rows[1]!.Cartons));
  expect(Number(totals!.CBM)).toBeCloseTo(Number(rows[0]!.CBM) + Number(rows[1]!.CBM), 2);
  expect(container).toMatchObject({ SKU: '', Quantity: '' });
  expect(container!.Name).toMatch(/^(Fits in one|Needs \d+ ×) /);
  // The hand calculation of src/domain/shipping.test.ts, as the printed quote states it too:
  // 60 + 30 cartons; 60 × 0.07744 + 30 × 1.155 m³ = 39.306 m³; 60 × 9.5 + 30 × 64 = 2,490 kg.
  expect(Number(totals!.Cartons)).toBe(90);
  expect(Number(totals!.CBM)).toBeCloseTo(39.306, 3);
  expect(Number(totals!['Gross weight (kg)'])).toBe(2490);
  expect(container!.Name).toBe("Fits in one 40' GP");
  for (const row of rows) {
    expect(Number(row.Total)).toBeCloseTo(Number(row['Unit price']) * Number(row.Quantity), 2);
  }
  // Each line's shipping data, as the planner counts it: 60 mirrors in 60 cartons of 0.07744 m³
  expect(rows[0]).toMatchObject({ Cartons: '60', CBM: '4.646', 'HS code': MIRROR.hsCode });

  // The number stays with the unchanged cart, and a changed cart gets a new one.
  await page.reload();
  expect(await quoteNumberOf(page)).toBe(number);
  await page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /Increase/ })
    .click();
  await expect(
    page.getByRole('form', { name: 'Request a Quote' }).getByTestId('quote-number'),
  ).not.toHaveText(number);
});

test('Print quote prints only the quote: number, date, lines, totals and terms', async ({
  page,
  pageErrors,
}, testInfo) => {
  void pageErrors;
  await stubPrint(page);
  await seedStorage(page, { [KEYS.cart]: CART });
  await page.goto('/cart');
  const number = await quoteNumberOf(page);
  await page.getByRole('button', { name: 'Print quote' }).click();
  await expect.poll(() => printCalls(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('body > [data-print-sheet]');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print quote' })).toBeHidden();
  await expect(sheet.getByTestId('quote-number')).toHaveText(number);
  await expect(sheet.getByText(SAMPLE_SITE_SETTINGS.companyName)).toBeVisible();
  const rows = sheet.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(MIRROR_LINE.sku);
  await expect(rows.nth(1)).toContainText(MIRROR.name);
  await expect(rows.nth(1)).toContainText(CART[0]!.variantLabel);
  await expect(rows.nth(2)).toContainText(SOFA_LINE.sku);
  await expect(sheet.getByText(/^Prices are valid for 30 days, until /)).toBeVisible();
  await expect(sheet.getByRole('term').filter({ hasText: /^Total$/ })).toBeVisible();
  // The container load: the same totals as the cart's CSV (the test above)
  await expect(sheet.getByTestId('quote-cartons')).toHaveText('90 cartons');
  await expect(sheet.getByTestId('quote-cbm')).toHaveText('39.306 m³');
  await expect(sheet.getByTestId('quote-weight')).toHaveText('2,490 kg');
  await expect(sheet.getByTestId('quote-container')).toHaveText("Fits in one 40' GP");
  await page.screenshot({ path: testInfo.outputPath('quote-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // On screen the sheet stays out of sight.
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('request a quote', () => {
  async function fillRequest(page: Page) {
    const form = page.getByRole('form', { name: 'Request a Quote' });
    await form.getByLabel('Your email').fill('buyer@retailer.com');
    await form.getByLabel('Company').fill('Harbor Home, Ltd.');
    // The sample shop quotes EXW, FOB and CIF, prices FOB: FOB is chosen at first.
    await expect(form.getByRole('combobox', { name: 'Incoterm' })).toHaveValue('FOB');
    await form.getByRole('textbox', { name: 'Destination port' }).fill('Felixstowe, UK');
    await form.getByLabel('Notes for the quote').fill('FOB Ningbo, please.');
    return form;
  }

  test('without an endpoint: the rules first, then the mail app addressed to the shop', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await seedStorage(page, { [KEYS.cart]: CART });
    const { urls } = await recordNavigations(page);
    await page.goto('/cart');
    const number = await quoteNumberOf(page);
    const form = page.getByRole('form', { name: 'Request a Quote' });
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect(form.getByText('Please enter your email so we can send the quote.')).toBeVisible();
    expect(urls.filter((u) => u.startsWith('mailto:'))).toEqual([]);

    await fillRequest(page);
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await expect.poll(() => urls.filter((u) => u.startsWith('mailto:')).length).toBe(1);
    const mailto = decodeURIComponent(urls.find((u) => u.startsWith('mailto:')) ?? '');
    expect(mailto).toContain(`mailto:${SAMPLE_SITE_SETTINGS.contactEmail}?`);
    expect(mailto).toContain(`subject=Request for quotation ${number} via ELIFEHOME`);
    expect(mailto).toContain(`${MIRROR_LINE.sku} | ${MIRROR_LINE.name} | 60 | $`);
    expect(mailto).toContain('Total: $');
    await expect(form.getByLabel('Notes for the quote')).toHaveValue('FOB Ningbo, please.');
  });

  test('posted to the form endpoint with the quote number, every line and the totals', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await withFormService(page, 200, { [KEYS.cart]: CART }, async (service) => {
      await page.goto('/cart');
      const number = await quoteNumberOf(page);
      const form = await fillRequest(page);
      await form.getByRole('button', { name: 'Request a quote' }).click();
      await expect(
        page.getByText(`Quote request ${number} has been sent. We will reply by email.`),
      ).toBeVisible();
      expect(service.posts).toHaveLength(1);
      const post = service.posts[0]!;
      expect(post).toMatchObject({
        'form-name': 'quote-request',
        _subject: `Request for quotation ${number} via ELIFEHOME`,
        quote: number,
        email: 'buyer@retailer.com',
        company: 'Harbor Home, Ltd.',
        message: 'FOB Ningbo, please.',
        incoterm: 'FOB',
        destination: 'Felixstowe, UK',
      });
      expect(post.summary).toContain(
        'Terms: FOB Ningbo (Incoterms 2020)\nDestination port: Felixstowe, UK',
      );
      expect(post.summary).toContain(`${SOFA_LINE.sku} | ${SOFA_LINE.name} | 30 | $`);
      expect(post.summary).toMatch(/Subtotal: \$[\d,]+\.\d\d\nTax \(10%\): \$/);
      const lines = Papa.parse<Record<string, string>>(post.lines!.replace(/^\uFEFF/, ''), {
        header: true,
      }).data;
      expect(lines.slice(0, 2).map((row) => [row.SKU, row.Quantity])).toEqual([
        [MIRROR_LINE.sku, '60'],
        [SOFA_LINE.sku, '30'],
      ]);
      expect(lines.find((row) => row.Name === 'Totals')).toBeDefined();
    });
  });

  test('a failed post says why and keeps every field', async ({ page, pageErrors }) => {
    void pageErrors;
    await withFormService(page, 503, { [KEYS.cart]: CART }, async () => {
      await page.goto('/cart');
      await quoteNumberOf(page);
      const form = await fillRequest(page);
      await form.getByRole('button', { name: 'Request a quote' }).click();
      await expect(form.getByRole('alert')).toContainText(
        'Your message was not sent: the form service answered 503.',
      );
      await expect(form.getByLabel('Company')).toHaveValue('Harbor Home, Ltd.');
      await expect(form.getByLabel('Notes for the quote')).toHaveValue('FOB Ningbo, please.');
      await expect(form.getByRole('textbox', { name: 'Destination port' })).toHaveValue(
        'Felixstowe, UK',
      );
    });
  });
});

test('a category prints as a line sheet of all its products', async ({
  page,
  pageErrors,
}, testInfo) => {
  void pageErrors;
  await stubPrint(page);
  await page.goto('/products/category/all');
  const count = SAMPLE_PRODUCTS.length;
  await expect(page.getByText(`${count} products found`)).toBeVisible();
  await page.getByRole('button', { name: 'Print line sheet' }).click();
  await expect.poll(() => printCalls(page)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('body > [data-print-sheet]');
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(sheet.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(sheet.getByText(new RegExp(`Line sheet · .+ · ${count} products`))).toBeVisible();
  await expect(sheet.getByText('Prices FOB Ningbo')).toBeVisible();
  const cards = sheet.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(cards).toHaveCount(count);
  await expect(cards.first()).toContainText(SAMPLE_PRODUCTS[0]!.sku!);
  await expect(cards.first().getByRole('table', { name: /^Prices for / })).toBeVisible();
  // The mirror is sold in variants: its sheet lists each with its SKU.
  await expect(cards.first().getByRole('table', { name: /^Variants of / })).toContainText(
    'EH-MIR-001-80-WAL',
  );
  // Its variants come in three cartons: one row each, with the carton's CBM as it is quoted
  // (docs/requirements.md#shipping); the 80 cm ships in the mirror's own 88 × 88 × 10 cm.
  const cartons = cards.first().getByRole('table', { name: /^Cartons of the variants of / });
  await expect(cartons).toContainText('108 × 108 × 11 cm, 1 per carton, 14.5 kg');
  await expect(cartons).toContainText('0.077 m³');
  await expect(cards.first()).toContainText('HS code7009.92');
  // A product sold as one item prints its carton once.
  const lamp = cards.filter({ hasText: 'EH-LGT-002' });
  await expect(lamp).toContainText('152 × 46 × 34 cm');
  await expect(lamp).toContainText('CBM/ctn0.238 m³');
  await page.screenshot({ path: testInfo.outputPath('line-sheet-print.png'), fullPage: true });
});
