import { describe, expect, it } from 'vitest';
import { quoteFor } from '@/test/requirements';
import {
  addQuickOrderLines,
  orderColumns,
  parseQuantity,
  QUICK_ORDER_MESSAGES as M,
  quickOrderPreview,
  rowsErrorsFirst,
  withoutBom,
  type QuickOrderProduct,
} from './quickOrder';
import { variantMirror } from '@fixtures/variants';

const MIRROR: QuickOrderProduct = {
  id: 1,
  name: 'Aldana Round Walnut Wall Mirror',
  price: 189.99,
  images: ['mirror.jpg'],
  sku: 'EH-MIR-001',
  moq: 20,
};
const LAMP: QuickOrderProduct = {
  id: 2,
  name: 'Lumen Arc LED Floor Lamp',
  price: 249.99,
  images: [],
  sku: 'EH-LGT-002',
  moq: 100,
  packSize: 6,
  priceTiers: [{ minQuantity: 200, price: 229 }],
};
const PLAIN: QuickOrderProduct = { id: 3, name: 'Stool', price: 10, images: [], sku: 'eh-stl-003' };
const PRODUCTS = [MIRROR, LAMP, PLAIN];

const preview = (text: string) =>
  quickOrderPreview(
    text.split('\n').map((line) => line.split(',')),
    PRODUCTS,
  );

describe('parseQuantity', () => {
  it.each([
    ['24', 24],
    [' 24 ', 24],
    ['1,000', 1000],
    ['1 000', 1000],
    ['24.0', 24],
    ['+5', 5],
    ['007', 7],
    ['99999', 99999],
  ])('reads %j as %i', (typed, quantity) => {
    expect(parseQuantity(typed)).toEqual({ quantity });
  });

  it.each([
    ['', M.noQuantity],
    ['   ', M.noQuantity],
    ['0', M.tooSmall],
    ['-5', M.tooSmall],
    ['abc', M.notWhole],
    ['2.5', M.notWhole],
    ['12kg', M.notWhole],
    ['1e3', M.notWhole],
    ['100000', M.tooLarge],
    ['1234567890', M.tooLarge],
    ['99999999999999999999999', M.tooLarge],
  ])('refuses %j: %s', (typed, error) => {
    expect(parseQuantity(typed)).toEqual({ error });
  });
});

describe('orderColumns', () => {
  it('takes the first column as SKU and the second as quantity without headings', () => {
    expect(orderColumns(['EH-MIR-001', '24'])).toEqual({ sku: 0, quantity: 1, header: false });
  });

  it('reads the cart export headings: SKU first, Quantity third', () => {
    expect(orderColumns(['SKU', 'Name', 'Quantity', 'Unit price', 'Total'])).toEqual({
      sku: 0,
      quantity: 2,
      header: true,
    });
  });

  it('finds headings in any order and case', () => {
    expect(orderColumns(['Name', 'Qty.', 'item sku'])).toEqual({
      sku: 2,
      quantity: 1,
      header: true,
    });
  });

  it('does not take a known SKU for a heading', () => {
    expect(orderColumns(['CODE', 'Qty'], (sku) => sku === 'CODE').header).toBe(false);
  });
});

describe('quickOrderPreview', () => {
  it('finds products by SKU whatever the case and prices each line at its break', () => {
    const result = preview('eh-mir-001,24\nEH-LGT-002,204\nEH-STL-003,3');
    expect(result.errors).toEqual([]);
    expect(result.ready.map((r) => [r.product.id, r.quantity, r.unitPrice, r.total])).toEqual([
      [1, 24, 189.99, 4559.76],
      [2, 204, 229, 46716],
      [3, 3, 10, 30],
    ]);
    expect(result.units).toBe(231);
    expect(result.subtotal).toBe(51305.76);
  });

  it('raises a quantity to the minimum and to whole packs, saying why', () => {
    const result = preview('EH-MIR-001,5\nEH-LGT-002,110\nEH-STL-003,4');
    expect(result.ready.map((r) => [r.asked, r.quantity, r.reason])).toEqual([
      [5, 20, 'Minimum order is 20'],
      [110, 108, 'Sold in packs of 6'],
      [4, 4, undefined],
    ]);
  });

  it('gives each bad line its own error and keeps the good ones', () => {
    const result = preview(
      [
        'EH-MIR-001,24',
        'EH-NOPE-9,5',
        'EH-MIR-001,0',
        'EH-LGT-002,-6',
        'EH-LGT-002,abc',
        'EH-STL-003,1234567890',
        ',12',
        'EH-STL-003',
      ].join('\n'),
    );
    expect(result.ready.map((r) => r.line)).toEqual([1]);
    expect(result.errors.map((e) => [e.line, e.error])).toEqual([
      [2, 'No product has the SKU EH-NOPE-9'],
      [3, M.tooSmall],
      [4, M.tooSmall],
      [5, M.notWhole],
      [6, M.tooLarge],
      [7, M.noSku],
      [8, M.noQuantity],
    ]);
    // The product shows beside a bad quantity, not beside an unknown SKU.
    expect(result.errors[0]!.product).toBeUndefined();
    expect(result.errors[1]!.product?.id).toBe(1);
  });

  it('adds lines with the same SKU together into the first, then snaps once', () => {
    const result = preview('EH-LGT-002,60\nEH-MIR-001,20\neh-lgt-002,60');
    expect(result.merged).toBe(1);
    expect(result.ready).toHaveLength(2);
    expect(result.ready[0]).toMatchObject({ lines: [1, 3], asked: 120, quantity: 120 });
  });

  it('skips a heading line and blank lines, and says which line was read as headings', () => {
    const result = preview('SKU,Name,Quantity\n\nEH-MIR-001,Mirror,30\n ,\n');
    expect(result.header).toEqual(['SKU', 'Name', 'Quantity']);
    expect(result.errors).toEqual([]);
    expect(result.ready.map((r) => [r.line, r.quantity])).toEqual([[3, 30]]);
  });

  it('skips, under named columns, a row with neither SKU nor quantity (a totals row)', () => {
    const result = preview(
      'SKU,Name,Quantity,Cartons\nEH-MIR-001,Mirror,30,30\n,,,\n,Totals,,30\n,Notes: samples first,,',
    );
    expect(result.errors).toEqual([]);
    expect(result.ready.map((r) => [r.line, r.quantity])).toEqual([[2, 30]]);
    // Without headings the same row is a line missing its SKU, and says so.
    expect(preview('EH-MIR-001,30\n,Totals').errors.map((e) => [e.line, e.error])).toEqual([
      [2, M.noSku],
    ]);
    // A row with a quantity but no SKU is still a line to fix.
    expect(preview('SKU,Name,Quantity\n,Mirror,30').errors.map((e) => e.error)).toEqual([M.noSku]);
  });

  it('lists errors first for the table', () => {
    const result = preview('EH-MIR-001,24\nX,1\nEH-STL-003,2\nY,1');
    expect(rowsErrorsFirst(result).map((r) => r.line)).toEqual([2, 4, 1, 3]);
  });

  it('previews 1,000 lines', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `X-${i},${i + 1}`).join('\n');
    const products = Array.from({ length: 1000 }, (_, i) => ({
      ...PLAIN,
      id: i + 1,
      sku: `X-${i}`,
    }));
    const result = quickOrderPreview(
      text.split('\n').map((l) => l.split(',')),
      products,
    );
    expect(result.ready).toHaveLength(1000);
    expect(result.units).toBe(500500);
  });
});

describe('addQuickOrderLines', () => {
  it('adds every ready line at its quantity; a product in the cart gains it', () => {
    const cart = addQuickOrderLines([], [{ product: MIRROR, quantity: 20 }]);
    const next = addQuickOrderLines(cart, [
      { product: MIRROR, quantity: 24 },
      { product: LAMP, quantity: 108 },
    ]);
    expect(next.map((l) => [l.id, l.quantity, l.sku])).toEqual([
      [1, 44, 'EH-MIR-001'],
      [2, 108, 'EH-LGT-002'],
    ]);
  });

  it('leaves the cart as it was when nothing is ready', () => {
    const cart = addQuickOrderLines([], [{ product: MIRROR, quantity: 20 }]);
    expect(addQuickOrderLines(cart, [])).toBe(cart);
  });
});

describe('texts', () => {
  it('strips a byte order mark', () => {
    expect(withoutBom('\uFEFFSKU,Quantity')).toBe('SKU,Quantity');
  });

  it('are each quoted in docs/requirements.md#quick-order', () => {
    const texts = Object.values(M).map((m) =>
      typeof m === 'string' ? m : (m as (...a: unknown[]) => string)('order.csv', 2),
    );
    for (const text of texts) expect(quoteFor(text), text).toBeDefined();
  });
});

describe('variant SKUs (docs/requirements.md#variants)', () => {
  const variantPreview = (text: string) =>
    quickOrderPreview(
      text.split('\n').map((line) => line.split(',')),
      [LAMP, variantMirror],
    );

  it('orders the variant a SKU names, as a line of its own named by its options', () => {
    const result = variantPreview('eh-mir-001-100-wal, 11\nEH-MIR-001-60-WAL, 5\nEH-LGT-002, 100');
    expect(result.errors).toEqual([]);
    expect(
      result.ready.map((row) => [row.product.sku, row.product.variantLabel, row.quantity]),
    ).toEqual([
      ['EH-MIR-001-100-WAL', 'Size: 100 cm, Frame: Walnut', 12],
      ['EH-MIR-001-60-WAL', 'Size: 60 cm, Frame: Walnut', 20],
      ['EH-LGT-002', undefined, 102],
    ]);
    expect(result.ready[0]!.reason).toBe('Sold in packs of 2');
    const cart = addQuickOrderLines([], result.ready);
    expect(cart.map((line) => [line.id, line.variant, line.quantity])).toEqual([
      [1, 'EH-MIR-001-100-WAL', 12],
      [1, 'EH-MIR-001-60-WAL', 20],
      [2, undefined, 102],
    ]);
  });

  it('refuses the SKU of a product sold in variants, and a discontinued variant', () => {
    const result = variantPreview('EH-MIR-001, 50\nEH-MIR-001-60-OAK, 20');
    expect(result.errors.map((row) => row.error)).toEqual([
      M.chooseVariant('EH-MIR-001', 'EH-MIR-001-60-WAL'),
      'EH-MIR-001-60-OAK is discontinued',
    ]);
    expect(result.errors[0]!.error).toBe(
      'EH-MIR-001 comes in options: order a variant’s SKU, such as EH-MIR-001-60-WAL',
    );
  });
});
