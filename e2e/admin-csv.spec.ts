import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { KEYS, expect, expectNoAxeViolations, readStored, seedAdmin, test } from './support';

interface StoredProduct {
  id: number;
  sku?: string;
  name: string;
  price: number;
  priceTiers?: { minQuantity: number; price: number }[];
  variants?: unknown[];
}

/** The columns as a spreadsheet shows them: a carton's and a product's size are a column per measure. */
const HEADER = [
  'id,sku,name,category,price,moq,packSize,priceTiers,leadTimeDays,material',
  'carton.lengthCm,carton.widthCm,carton.heightCm,carton.grossKg,carton.units',
  'size.widthCm,size.depthCm,size.heightCm,size.weightKg,hsCode,origin,options,availability',
].join(',');

/** The stored products, raw, so "nothing changed" means byte for byte. */
const storedProducts = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), KEYS.products);

/** A CSV file for the import input. */
const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test.describe('product CSV export and import', () => {
  test.beforeEach(async ({ page }) => {
    await seedAdmin(page);
  });

  test('export, edit a price and a price break, import, apply: the product page shows it', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/admin/products');
    await expect.poll(() => storedProducts(page)).not.toBeNull();
    const products = (await readStored<StoredProduct[]>(page, KEYS.products))!;

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export products (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^elifehome-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER);
    // A name with a comma is quoted, so it stays one cell.
    expect(text).toContain('"Terra Abstract Canvas Wall Art, Set of 3"');
    expect(text).toContain('EH-LGT-002,Lumen Arc LED Floor Lamp,');
    expect(text).toContain(',200:229|500:214.5,');
    await expect(
      page.getByText(`Products exported as ${download.suggestedFilename()}`),
    ).toBeVisible();

    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    // A row per product, then one per variant after its product.
    const variants = products.reduce((n, p) => n + (p.variants?.length ?? 0), 0);
    expect(rows).toHaveLength(products.length + variants + 1);
    const mirror = rows.find((r) => r[1] === 'EH-MIR-001')!;
    const lamp = rows.find((r) => r[1] === 'EH-LGT-002')!;
    mirror[4] = '179.99';
    lamp[7] = '200:225|500:210';
    const edited = `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

    await page.getByLabel('Import products (CSV)').setInputFiles(csvFile('edited.csv', edited));
    const changes = page.getByRole('table', { name: 'Changes' });
    await expect(changes).toBeVisible();
    await expect(page.getByText(/ unchanged/)).toHaveText(
      `2 products change, ${products.length - 2} unchanged`,
    );
    await expect(
      changes.getByRole('row', { name: /^Aldana Round Wooden Wall Mirror/ }),
    ).toContainText('Price189.99179.99');
    await expect(changes.getByRole('row', { name: /Price breaks/ })).toContainText(
      '200:229|500:214.5200:225|500:210',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Apply 2 changes' }).click();
    await expect(
      page.getByText('2 products updated. Publish to show the changes to visitors.'),
    ).toBeVisible();
    await expect(changes).toHaveCount(0);
    const after = (await readStored<StoredProduct[]>(page, KEYS.products))!;
    expect(after.find((p) => p.id === 1)!.price).toBe(179.99);
    expect(after.find((p) => p.id === 2)!.priceTiers).toEqual([
      { minQuantity: 200, price: 225 },
      { minQuantity: 500, price: 210 },
    ]);
    // Everything else is as it was.
    expect(after.filter((p) => p.id > 2)).toEqual(products.filter((p) => p.id > 2));

    // The same file again changes nothing.
    await page.getByLabel('Import products (CSV)').setInputFiles(csvFile('edited.csv', edited));
    await expect(page.getByText(/ unchanged/)).toHaveText(
      `0 products change, ${products.length} unchanged`,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The mirror's variants that set no price of their own take the product's.
    await page.goto('/products/1?variant=EH-MIR-001-80-WAL');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0]!.name);
    await expect(page.getByText('$179.99').first()).toBeVisible();
    await page.goto('/products/2');
    await expect(page.getByText('$225.00').first()).toBeVisible();
  });

  test('an invalid file is explained row by row and writes nothing', async ({
    page,
    pageErrors,
  }) => {
    void pageErrors;
    await page.goto('/admin/products');
    await expect.poll(() => storedProducts(page)).not.toBeNull();
    const before = await storedProducts(page);
    const input = page.getByLabel('Import products (CSV)');
    const panel = page.getByRole('region', { name: 'Prices in a spreadsheet' });

    await input.setInputFiles(
      csvFile(
        'bad.csv',
        [
          'sku,price,moq,priceTiers',
          'EH-MIR-001,175,50,',
          'EH-LGT-002,249.99,0,500:210|200:225',
          'EH-NOPE-1,10,1,',
          '"EH-SOF-004, the sofa",749.99,30,',
          'eh-bed-005,12.345,200,400:119.5|1000:109',
          'EH-CHR-007,349.99,1234567890,',
        ].join('\n'),
      ),
    );
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('row')).toHaveText([
      'RowColumnProblem',
      '3moqMinimum order must be a whole number from 1 to 99999',
      '3priceTiersPrice break quantities must increase and their prices must fall',
      '4skuNo product has the SKU EH-NOPE-1',
      '5skuNo product has the SKU EH-SOF-004, the sofa',
      '6pricePlease enter a valid price',
      '7moqMinimum order must be a whole number from 1 to 99999',
    ]);
    const apply = page.getByRole('button', { name: 'Apply 1 change' });
    await expect(apply).toBeDisabled();
    await expect(panel.getByText(/^Nothing is applied while any row has an error/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await storedProducts(page)).toBe(before);

    // Refused whole, before or while reading.
    await input.setInputFiles(csvFile('no-sku.csv', 'id,price\n1,175\n'));
    await expect(panel.getByRole('alert')).toHaveText(
      'The first row must name the columns, with a sku column, as in the exported file',
    );
    await input.setInputFiles(
      csvFile('huge.csv', `sku,price\n${'EH-MIR-001,175\n'.repeat(400_000)}`),
    );
    await expect(panel.getByRole('alert')).toHaveText(
      'The file is too large for a product list (over 5MB)',
    );
    await input.setInputFiles({
      name: 'prices.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{}'),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      'Choose a .csv file, such as one exported from this page',
    );
    await input.setInputFiles(csvFile('empty.csv', '\uFEFF'));
    await expect(panel.getByRole('alert')).toHaveText('The file is empty');
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    expect(await storedProducts(page)).toBe(before);
  });
});
