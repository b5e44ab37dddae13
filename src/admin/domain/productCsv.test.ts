import { describe, expect, it } from 'vitest';
import { blankProductDetails, tradeTerms } from '@fixtures/product';
import { variantMirror } from '@fixtures/variants';
import type { Product } from '@/domain/types';
import { FIELD_MESSAGES, PRODUCT_FIELDS } from '@/domain/schemas';
import { readCsvText, toCsvText, UTF8_BOM } from './csvText';
import {
  applyProductCsvChanges,
  CSV_MESSAGES,
  formatTiers,
  parseTiers,
  planProductCsvImport,
  PRODUCT_CSV_COLUMNS,
  productCsvFileName,
  productCsvRows,
  type CsvImportPlan,
} from './productCsv';

const base: Omit<Product, 'id' | 'name'> = {
  category: 'mirrors',
  price: 45,
  images: ['https://example.com/a.jpg'],
  ...blankProductDetails(),
};

const PRODUCTS: Product[] = [
  {
    ...base,
    id: 1,
    name: 'Round Mirror, "Oak" edition\nwith a second line',
    ...tradeTerms('EH-MIR-001', 10, 2, [50, 39.5], [200, 35]),
    leadTimeDays: 21,
    material: 'Solid oak',
  },
  { ...base, id: 2, name: 'Floor Lamp; tall', category: 'lighting', price: 129.99 },
  { ...base, id: 3, name: '=cmd|calc', sku: 'EH-TAB-7', price: 800 },
];

/** The export of PRODUCTS as the file reads back, with `edit` applied to its rows first. */
async function exported(edit: (rows: string[][]) => void = () => {}) {
  const text = await toCsvText(productCsvRows(PRODUCTS));
  const table = await readCsvText(text);
  edit(table.rows);
  return table;
}

async function planFor(edit: (rows: string[][]) => void): Promise<CsvImportPlan> {
  const table = await exported(edit);
  const result = planProductCsvImport(PRODUCTS, table.rows, table.problems);
  if (!result.ok) throw new Error(result.error);
  return result.plan;
}

const csv = (lines: string[]) => lines.join('\r\n');

describe('product CSV export', () => {
  it('writes the columns in order, tiers as quantity:price|..., defaults for missing trade fields', () => {
    const rows = productCsvRows(PRODUCTS);
    // The header as a spreadsheet shows it, spelt out: the column order is the file's contract.
    expect(rows[0]!.join(',')).toBe(
      'id,sku,name,category,price,moq,packSize,priceTiers,leadTimeDays,material,' +
        'carton.lengthCm,carton.widthCm,carton.heightCm,carton.grossKg,carton.units,' +
        'size.widthCm,size.depthCm,size.heightCm,size.weightKg,hsCode,origin,options,availability',
    );
    expect(rows[1]!.slice(4, 10)).toEqual(['45', '10', '2', '50:39.5|200:35', '21', 'Solid oak']);
    expect(rows[1]!.slice(-2)).toEqual(['', '']);
    expect(rows[2]).toEqual([
      '2',
      '',
      'Floor Lamp; tall',
      'lighting',
      '129.99',
      '1',
      '1',
      '',
      '',
      '',
      ...Array<string>(13).fill(''),
    ]);
  });

  it('starts with a UTF-8 BOM and quotes names with commas, quotes and line breaks', async () => {
    const text = await toCsvText(productCsvRows(PRODUCTS));
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toContain('"Round Mirror, ""Oak"" edition\nwith a second line"');
    const { rows } = await readCsvText(text);
    expect(rows).toHaveLength(4);
    expect(rows[1]![2]).toBe(PRODUCTS[0]!.name);
    expect(rows[2]![2]).toBe('Floor Lamp; tall');
  });

  it('keeps a name a spreadsheet would run as a formula as text', async () => {
    const { rows } = await readCsvText(await toCsvText(productCsvRows(PRODUCTS)));
    expect(rows[3]![2]).toBe("'=cmd|calc");
  });

  it('names the file by day', () => {
    expect(productCsvFileName(new Date('2026-11-26T10:00:00Z'))).toBe(
      'elifehome-products-2026-11-26.csv',
    );
  });
});

describe('product CSV import', () => {
  it('finds no changes in its own export (round trip)', async () => {
    const plan = await planFor(() => {});
    expect(plan).toEqual({ changes: [], unchanged: 3, errors: [] });
  });

  it('lists each changed field with its old and new value', async () => {
    const plan = await planFor((rows) => {
      rows[1]![4] = '44';
      rows[1]![7] = '50:39|200:34.5|500:30';
      rows[2]![6] = '6';
      rows[2]![8] = '14';
    });
    expect(plan.errors).toEqual([]);
    expect(plan.unchanged).toBe(1);
    expect(plan.changes).toHaveLength(2);
    expect(plan.changes[0]).toMatchObject({
      id: 1,
      row: 2,
      sku: 'EH-MIR-001',
      fields: [
        { field: 'price', before: '45', after: '44' },
        { field: 'priceTiers', before: '50:39.5|200:35', after: '50:39|200:34.5|500:30' },
      ],
    });
    expect(plan.changes[1]!.fields).toEqual([
      { field: 'packSize', before: '1', after: '6' },
      { field: 'leadTimeDays', before: '', after: '14' },
    ]);
    const next = applyProductCsvChanges(PRODUCTS, plan.changes);
    expect(next[0]).toMatchObject({ price: 44, priceTiers: [{}, {}, { minQuantity: 500 }] });
    expect(next[1]).toMatchObject({ packSize: 6, leadTimeDays: 14 });
    expect(next[2]).toBe(PRODUCTS[2]);
  });

  it('matches SKUs whatever the case, ids where the SKU is blank, and only the columns given', async () => {
    const table = await readCsvText(
      `${UTF8_BOM}SKU;Price\neh-mir-001;46\n;12\n`.replace('\n;12', '\n;12'),
    );
    const result = planProductCsvImport(PRODUCTS, table.rows, table.problems);
    expect(result).toMatchObject({ ok: true });
    const plan = result.ok ? result.plan : undefined;
    expect(plan?.changes.map((c) => c.fields)).toEqual([
      [{ field: 'price', before: '45', after: '46' }],
    ]);
    expect(plan?.errors).toEqual([{ row: 3, column: 'sku', message: CSV_MESSAGES.noKey }]);

    const byId = await readCsvText(csv(['id,sku,leadTimeDays', '2,,30']));
    const idPlan = planProductCsvImport(PRODUCTS, byId.rows);
    expect(idPlan.ok && idPlan.plan.changes[0]).toMatchObject({
      id: 2,
      update: { leadTimeDays: 30 },
    });
  });

  it('a blank lead time removes it; a blank minimum or pack means 1', async () => {
    const plan = await planFor((rows) => {
      rows[1]![5] = '';
      rows[1]![6] = '';
      rows[1]![8] = '';
    });
    expect(plan.changes[0]!.fields).toEqual([
      { field: 'moq', before: '10', after: '1' },
      { field: 'packSize', before: '2', after: '1' },
      { field: 'leadTimeDays', before: '21', after: '' },
    ]);
    const next = applyProductCsvChanges(PRODUCTS, plan.changes)[0]!;
    expect('leadTimeDays' in next).toBe(false);
  });

  it('reports each bad row with its row number, column and reason', async () => {
    const plan = await planFor((rows) => {
      rows[1]![4] = '12,50';
      rows[1]![5] = '0';
      rows[2]![7] = '50:100|20:90';
      rows[3]![1] = 'EH-NOPE';
      rows.push(['', 'eh-tab-7', '', '', '800', '1', '-2', '', '999999']);
      rows.push(['2', '', '', '', '129.99', '1', '1', '10:130', '']);
    });
    // Every fault of a row is listed, the unreadable cells and the ones out of bounds.
    expect(plan.errors).toEqual([
      { row: 2, column: 'price', message: PRODUCT_FIELDS.fields.price.message! },
      { row: 2, column: 'moq', message: PRODUCT_FIELDS.fields.moq.message! },
      { row: 3, column: 'priceTiers', message: FIELD_MESSAGES.tiersNotIncreasing },
      { row: 4, column: 'sku', message: CSV_MESSAGES.unknownSku('EH-NOPE') },
      { row: 5, column: 'packSize', message: PRODUCT_FIELDS.fields.packSize.message! },
      { row: 5, column: 'leadTimeDays', message: PRODUCT_FIELDS.fields.leadTimeDays.message! },
      { row: 6, message: CSV_MESSAGES.repeated(3) },
    ]);
    expect(plan.changes).toEqual([]);
  });

  it('refuses tiers that do not fall below the base price, bad tier text and 10-digit quantities', async () => {
    const plan = await planFor((rows) => {
      rows[1]![4] = '30';
      rows[2]![7] = '50 39';
      rows[3]![5] = '1234567890';
    });
    expect(plan.errors).toEqual([
      { row: 2, column: 'priceTiers', message: FIELD_MESSAGES.tiersNotBelowBase },
      { row: 3, column: 'priceTiers', message: CSV_MESSAGES.tiersFormat },
      { row: 4, column: 'moq', message: PRODUCT_FIELDS.fields.moq.message! },
    ]);
  });

  it('parses and formats tiers as each other’s inverse', () => {
    expect(parseTiers(' 50 : 39.5 | 200:35 ')).toEqual([
      { minQuantity: 50, price: 39.5 },
      { minQuantity: 200, price: 35 },
    ]);
    expect(formatTiers(parseTiers('50:39.5|200:35') as never)).toBe('50:39.5|200:35');
    expect(parseTiers('')).toEqual([]);
    expect(parseTiers('50:-1')).toBe(CSV_MESSAGES.tiersFormat);
  });

  it('refuses a file without a sku column or without rows', async () => {
    const noSku = await readCsvText(csv(['id,price', '1,40']));
    expect(planProductCsvImport(PRODUCTS, noSku.rows)).toEqual({
      ok: false,
      error: CSV_MESSAGES.noHeader,
    });
    const headerOnly = await readCsvText(`${UTF8_BOM}sku,price\r\n`);
    expect(planProductCsvImport(PRODUCTS, headerOnly.rows)).toEqual({
      ok: false,
      error: CSV_MESSAGES.noRows,
    });
    // Without a header the first product row is taken as the header and has no sku column.
    const headless = await readCsvText(csv(['EH-MIR-001,40']));
    expect(planProductCsvImport(PRODUCTS, headless.rows)).toMatchObject({ ok: false });
  });

  it('reports a row with an unclosed quote', async () => {
    const table = await readCsvText(csv(['sku,price', 'EH-TAB-7,800', '"EH-MIR-001,44']));
    const result = planProductCsvImport(PRODUCTS, table.rows, table.problems);
    expect(result.ok && result.plan.errors).toEqual([{ row: 3, message: CSV_MESSAGES.rowShape }]);
  });
});

describe('material in the CSV', () => {
  it('is changed by an import, and a blank cell removes it', async () => {
    const plan = await planFor((rows) => {
      rows[1]![9] = 'Solid oak, linen';
      rows[2]![9] = 'Brass';
    });
    expect(plan.errors).toEqual([]);
    expect(plan.changes.map((c) => [c.id, c.fields])).toEqual([
      [1, [{ field: 'material', before: 'Solid oak', after: 'Solid oak, linen' }]],
      [2, [{ field: 'material', before: '', after: 'Brass' }]],
    ]);
    const cleared = await planFor((rows) => {
      rows[1]![9] = ' ';
    });
    const [mirror] = applyProductCsvChanges(PRODUCTS, cleared.changes);
    expect(mirror && 'material' in mirror).toBe(false);
  });
});

describe('variants in the CSV (docs/requirements.md#variants)', () => {
  const SOLD: Product[] = [
    { ...base, ...structuredClone(variantMirror), id: 7, name: 'Aldana Mirror' },
    ...PRODUCTS.slice(1),
  ];
  const file = async (edit: (rows: string[][]) => void = () => {}) => {
    const rows = (await readCsvText(await toCsvText(productCsvRows(SOLD)))).rows.map((r) => [...r]);
    edit(rows);
    return rows;
  };
  const column = (name: string) => productCsvRows(SOLD)[0]!.indexOf(name);

  it('writes a row per variant after its product, the product’s columns repeated', () => {
    const rows = productCsvRows(SOLD);
    expect(rows.map((r) => r[1])).toEqual([
      'sku',
      'EH-MIR-001',
      'EH-MIR-001-60-WAL',
      'EH-MIR-001-60-OAK',
      'EH-MIR-001-80-WAL',
      'EH-MIR-001-80-OAK',
      'EH-MIR-001-100-WAL',
      '',
      'EH-TAB-7',
    ]);
    const large = rows[6]!;
    expect(large[column('name')]).toBe('Aldana Mirror');
    expect(large[column('options')]).toBe('Size: 100 cm, Frame: Walnut');
    expect(large[column('price')]).toBe('249');
    expect(large[column('moq')]).toBe('10');
    // What the variant leaves to its product is blank: 80 cm walnut takes the product's price.
    expect(rows[4]![column('price')]).toBe('');
    expect(rows[5]![column('availability')]).toBe('made_to_order');
  });

  it('round-trips: its own export, read back, changes nothing', async () => {
    const result = planProductCsvImport(SOLD, await file());
    // Three products unchanged; their variants' rows count with them.
    expect(result.ok && result.plan).toEqual({ changes: [], unchanged: 3, errors: [] });
  });

  it('matches a variant’s row by its SKU and changes that variant only', async () => {
    const rows = await file((r) => {
      r[2]![column('price')] = '139.50';
      r[4]![column('price')] = '199';
      r[5]![column('availability')] = 'discontinued';
      r[6]![column('moq')] = '';
    });
    const result = planProductCsvImport(SOLD, rows);
    if (!result.ok) throw new Error(result.error);
    expect(result.plan.errors).toEqual([]);
    expect(result.plan.changes.map((c) => [c.variant, c.name, c.fields])).toEqual([
      [
        'EH-MIR-001-60-WAL',
        'Aldana Mirror (Size: 60 cm, Frame: Walnut)',
        [{ field: 'price', before: '129.99', after: '139.5' }],
      ],
      [
        'EH-MIR-001-80-WAL',
        'Aldana Mirror (Size: 80 cm, Frame: Walnut)',
        [{ field: 'price', before: '', after: '199' }],
      ],
      [
        'EH-MIR-001-80-OAK',
        'Aldana Mirror (Size: 80 cm, Frame: Oak)',
        [{ field: 'availability', before: 'made_to_order', after: 'discontinued' }],
      ],
      [
        'EH-MIR-001-100-WAL',
        'Aldana Mirror (Size: 100 cm, Frame: Walnut)',
        [{ field: 'moq', before: '10', after: '' }],
      ],
    ]);
    const [mirror] = applyProductCsvChanges(SOLD, result.plan.changes);
    expect(mirror!.price).toBe(SOLD[0]!.price);
    expect(mirror!.variants!.map((v) => [v.sku, v.price, v.moq, v.availability])).toEqual([
      ['EH-MIR-001-60-WAL', 139.5, 20, undefined],
      ['EH-MIR-001-60-OAK', 134.99, undefined, 'discontinued'],
      ['EH-MIR-001-80-WAL', 199, undefined, undefined],
      ['EH-MIR-001-80-OAK', undefined, undefined, 'discontinued'],
      ['EH-MIR-001-100-WAL', 249, undefined, undefined],
    ]);
    expect('moq' in mirror!.variants![4]!).toBe(false);
  });

  it('refuses a variant’s wrong cells with the variant rules’ words', async () => {
    const rows = await file((r) => {
      r[3]![column('availability')] = 'soon';
      r[6]![column('priceTiers')] = '20:260';
      r[4]![column('packSize')] = '0';
    });
    const result = planProductCsvImport(SOLD, rows);
    expect(result.ok && result.plan.errors).toEqual([
      {
        row: 4,
        column: 'availability',
        message: 'Availability must be in_stock, made_to_order or discontinued',
      },
      { row: 5, column: 'packSize', message: 'Pack size must be a whole number from 1 to 99999' },
      {
        row: 7,
        column: 'priceTiers',
        message: 'Every price break must be cheaper than the variant’s price',
      },
    ]);
  });
});

describe('shipping data in the CSV', () => {
  const cartonColumns = [
    'carton.lengthCm',
    'carton.widthCm',
    'carton.heightCm',
    'carton.grossKg',
    'carton.units',
  ];
  const withCarton: Product[] = [
    {
      ...PRODUCTS[0]!,
      carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
      size: { widthCm: 80, heightCm: 80 },
      hsCode: '7009.92',
      origin: 'CN',
    },
    PRODUCTS[1]!,
  ];
  const sheet = async (edit: (rows: string[][]) => void) => {
    const table = await readCsvText(await toCsvText(productCsvRows(withCarton)));
    edit(table.rows);
    const result = planProductCsvImport(withCarton, table.rows, table.problems);
    if (!result.ok) throw new Error(result.error);
    return result.plan;
  };
  const at = (column: string) => PRODUCT_CSV_COLUMNS.indexOf(column);

  it('writes a figure per column, blanks where there is none', () => {
    const [header, mirror, lamp] = productCsvRows(withCarton);
    expect(cartonColumns.map((c) => mirror![header!.indexOf(c)])).toEqual([
      '88',
      '88',
      '10',
      '9.5',
      '1',
    ]);
    expect(mirror![at('size.depthCm')]).toBe('');
    expect(mirror![at('hsCode')]).toBe('7009.92');
    expect(lamp!.slice(at('carton.lengthCm'))).toEqual(Array<string>(13).fill(''));
  });

  it('sets a carton from its five cells and shows the change in words', async () => {
    const plan = await sheet((rows) => {
      ['152', '46', '34', '21.5', '2'].forEach((cell, i) => {
        rows[2]![at(cartonColumns[i]!)] = cell;
      });
      rows[2]![at('origin')] = 'VN';
    });
    expect(plan.errors).toEqual([]);
    expect(plan.changes[0]!.fields).toEqual([
      {
        field: 'carton',
        before: '',
        after: 'lengthCm 152, widthCm 46, heightCm 34, grossKg 21.5, units 2',
      },
      { field: 'origin', before: '', after: 'VN' },
    ]);
    const [, lamp] = applyProductCsvChanges(withCarton, plan.changes);
    expect(lamp).toMatchObject({
      carton: { lengthCm: 152, widthCm: 46, heightCm: 34, grossKg: 21.5, units: 2 },
      origin: 'VN',
    });
  });

  it('names each cell at fault: a carton half typed, a figure out of bounds, a wrong code', async () => {
    const plan = await sheet((rows) => {
      rows[2]![at('carton.lengthCm')] = '152';
      rows[1]![at('carton.grossKg')] = '0';
      rows[1]![at('carton.units')] = '1.5';
      rows[1]![at('hsCode')] = '70.09';
      rows[1]![at('origin')] = 'XX';
    });
    expect(plan.changes).toEqual([]);
    expect(plan.errors).toEqual([
      {
        row: 2,
        column: 'carton.grossKg',
        message: 'Gross weight must be a number from 0.1 to 5,000 kg',
      },
      {
        row: 2,
        column: 'carton.units',
        message: 'Units per carton must be a whole number from 1 to 99999',
      },
      {
        row: 2,
        column: 'hsCode',
        message: 'Use an HS code of 6 to 10 digits, dots allowed (e.g. 7009.92)',
      },
      {
        row: 2,
        column: 'origin',
        message: 'Choose a country of origin as its two-letter ISO code, such as CN',
      },
      {
        row: 3,
        column: 'carton.widthCm',
        message: 'Carton width must be a number from 1 to 600 cm',
      },
      {
        row: 3,
        column: 'carton.heightCm',
        message: 'Carton height must be a number from 1 to 600 cm',
      },
      {
        row: 3,
        column: 'carton.grossKg',
        message: 'Gross weight must be a number from 0.1 to 5,000 kg',
      },
      {
        row: 3,
        column: 'carton.units',
        message: 'Units per carton must be a whole number from 1 to 99999',
      },
    ]);
  });

  it('clears a carton whose cells are all blank, and keeps the figures of columns the file lacks', async () => {
    const cleared = await sheet((rows) => {
      for (const column of cartonColumns) rows[1]![at(column)] = '';
    });
    const [mirror] = applyProductCsvChanges(withCarton, cleared.changes);
    expect(mirror && 'carton' in mirror).toBe(false);

    const table = await readCsvText(csv(['sku,carton.grossKg', 'EH-MIR-001,10.25']));
    const result = planProductCsvImport(withCarton, table.rows, table.problems);
    if (!result.ok) throw new Error(result.error);
    expect(result.plan.errors).toEqual([]);
    const [changed] = applyProductCsvChanges(withCarton, result.plan.changes);
    expect(changed!.carton).toEqual({
      lengthCm: 88,
      widthCm: 88,
      heightCm: 10,
      grossKg: 10.25,
      units: 1,
    });
  });

  describe('a variant’s own carton and size (one row per variant)', () => {
    const small = { lengthCm: 68, widthCm: 68, heightCm: 10, grossKg: 6.4, units: 1 };
    const SIZED: Product[] = [
      {
        ...withCarton[0]!,
        options: [{ name: 'Size', values: ['60 cm', '80 cm'] }],
        variants: [
          { sku: 'EH-MIR-001-60', options: { Size: '60 cm' }, carton: small },
          { sku: 'EH-MIR-001-80', options: { Size: '80 cm' } },
        ],
      },
    ];
    const sized = async (edit: (rows: string[][]) => void = () => {}) => {
      const table = await readCsvText(await toCsvText(productCsvRows(SIZED)));
      edit(table.rows);
      const result = planProductCsvImport(SIZED, table.rows, table.problems);
      if (!result.ok) throw new Error(result.error);
      return result.plan;
    };

    it('writes the variant’s carton in its row, blank where it ships in the product’s', () => {
      const [, product, sixty, eighty] = productCsvRows(SIZED);
      const figures = (row: string[]) => cartonColumns.map((c) => row[at(c)]);
      expect(figures(product!)).toEqual(['88', '88', '10', '9.5', '1']);
      expect(figures(sixty!)).toEqual(['68', '68', '10', '6.4', '1']);
      expect(figures(eighty!)).toEqual(['', '', '', '', '']);
      // HS code and origin are the product's, repeated on each row
      expect([sixty![at('hsCode')], eighty![at('origin')]]).toEqual(['7009.92', 'CN']);
    });

    it('round-trips, and sets, changes or clears a variant’s carton by its row', async () => {
      // One product, counted once however many variant rows it has.
      expect(await sized()).toEqual({ changes: [], unchanged: 1, errors: [] });
      const plan = await sized((rows) => {
        rows[2]![at('carton.grossKg')] = '6.8';
        ['98', '98', '10', '12', '1'].forEach((cell, i) => {
          rows[3]![at(cartonColumns[i]!)] = cell;
        });
        rows[3]![at('size.widthCm')] = '80';
      });
      expect(plan.errors).toEqual([]);
      expect(plan.changes.map((c) => [c.variant, c.fields.map((f) => f.field)])).toEqual([
        ['EH-MIR-001-60', ['carton']],
        ['EH-MIR-001-80', ['carton', 'size']],
      ]);
      const [mirror] = applyProductCsvChanges(SIZED, plan.changes);
      expect(mirror!.carton).toEqual(SIZED[0]!.carton);
      expect(mirror!.variants!.map((own) => [own.carton?.grossKg, own.size])).toEqual([
        [6.8, undefined],
        [12, { widthCm: 80 }],
      ]);
      const cleared = await sized((rows) => {
        for (const column of cartonColumns) rows[2]![at(column)] = '';
      });
      const [back] = applyProductCsvChanges(SIZED, cleared.changes);
      expect(back!.variants![0] && 'carton' in back!.variants![0]).toBe(false);
    });

    it('names a variant’s cell at fault by its column', async () => {
      const plan = await sized((rows) => {
        rows[2]![at('carton.lengthCm')] = '900';
        rows[3]![at('carton.units')] = '2';
      });
      expect(plan.changes).toEqual([]);
      expect(plan.errors).toEqual([
        {
          row: 3,
          column: 'carton.lengthCm',
          message: 'Carton length must be a number from 1 to 600 cm',
        },
        {
          row: 4,
          column: 'carton.lengthCm',
          message: 'Carton length must be a number from 1 to 600 cm',
        },
        {
          row: 4,
          column: 'carton.widthCm',
          message: 'Carton width must be a number from 1 to 600 cm',
        },
        {
          row: 4,
          column: 'carton.heightCm',
          message: 'Carton height must be a number from 1 to 600 cm',
        },
        {
          row: 4,
          column: 'carton.grossKg',
          message: 'Gross weight must be a number from 0.1 to 5,000 kg',
        },
      ]);
    });
  });
});
