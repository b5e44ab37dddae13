import { describe, expect, it } from 'vitest';
import type { CartLine } from './types';
import {
  TAX_RATE,
  addToCartLines,
  cartTotals,
  lineTotal,
  removeCartLine,
  lineKey,
  setCartLineQuantity,
  variantCartProduct,
} from './cart';
import { repriceCartLines } from './cartRepricing';
import { findVariant, resolveVariant } from './variants';
import { variantMirror } from '@fixtures/variants';
import { tradeTerms } from '@fixtures/product';

const mirror = { id: 1, name: 'Mirror', price: 129.99, images: ['https://img/1.png', 'b'] };
const lamp = { id: 2, name: 'Lamp', price: 0.1, images: [] };

describe('addToCartLines', () => {
  it('adds a new line with quantity 1 and the first image', () => {
    const lines = addToCartLines([], mirror);
    expect(lines).toEqual([
      { id: 1, name: 'Mirror', price: 129.99, image: 'https://img/1.png', quantity: 1 },
    ]);
  });

  it('uses an empty image when the product has none', () => {
    expect(addToCartLines([], lamp)[0]?.image).toBe('');
  });

  it('raises the quantity of an existing line without mutating the input', () => {
    const once = addToCartLines([], mirror);
    const twice = addToCartLines(once, mirror);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
    expect(once[0]?.quantity).toBe(1);
  });

  it('keeps the product’s carton, HS code and origin, and lets go of a carton it no longer has', () => {
    const carton = { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 };
    const packed = { ...mirror, carton, hsCode: '7009.92', origin: 'CN' };
    const lines = addToCartLines([], packed);
    expect(lines[0]).toMatchObject({ carton, hsCode: '7009.92', origin: 'CN' });
    const { lines: repriced } = repriceCartLines(lines, () => mirror);
    expect(repriced[0]?.carton).toBeUndefined();
    expect(JSON.parse(JSON.stringify(repriced[0]))).not.toHaveProperty('carton');
  });

  it('keeps other lines in order', () => {
    const lines = addToCartLines(addToCartLines([], mirror), lamp);
    expect(lines.map((l) => l.id)).toEqual([1, 2]);
  });
});

describe('removeCartLine and setCartLineQuantity', () => {
  const lines: CartLine[] = [
    { id: 1, name: 'Mirror', price: 129.99, image: '', quantity: 2 },
    { id: 2, name: 'Lamp', price: 10, image: '', quantity: 1 },
  ];

  it('removes only the given line', () => {
    expect(removeCartLine(lines, '1').map((l) => l.id)).toEqual([2]);
    expect(removeCartLine(lines, '99')).toBe(lines);
  });

  it('sets a valid quantity', () => {
    expect(setCartLineQuantity(lines, '2', 5)[1]?.quantity).toBe(5);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'ignores quantity %s and returns the same array',
    (quantity) => {
      expect(setCartLineQuantity(lines, '1', quantity)).toBe(lines);
    },
  );

  it('returns the same array for an unknown id', () => {
    expect(setCartLineQuantity(lines, '42', 3)).toBe(lines);
  });
});

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, subtotal: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('adds 10% tax and free shipping, counted to the cent', () => {
    const totals = cartTotals([
      { id: 1, name: 'Mirror', price: 129.99, image: '', quantity: 2 },
      { id: 2, name: 'Lamp', price: 899.99, image: '', quantity: 1 },
    ]);
    expect(totals).toEqual({
      count: 3,
      subtotal: 1159.97,
      tax: 116,
      shipping: 0,
      total: 1275.97,
    });
    expect(TAX_RATE).toBe(0.1);
  });

  it('does not drift with binary fractions', () => {
    const totals = cartTotals([{ id: 1, name: 'x', price: 0.1, image: '', quantity: 3 }]);
    expect(totals.subtotal).toBe(0.3);
    expect(totals.tax).toBe(0.03);
    expect(totals.total).toBe(0.33);
  });

  it('rounds half a cent of tax up', () => {
    // 0.05 subtotal -> 0.005 tax -> 1 cent.
    const totals = cartTotals([{ id: 1, name: 'x', price: 0.05, image: '', quantity: 1 }]);
    expect(totals.tax).toBe(0.01);
    expect(totals.total).toBe(0.06);
  });
});

describe('lineTotal', () => {
  it('multiplies in cents', () => {
    expect(lineTotal({ id: 1, name: 'x', price: 0.1, image: '', quantity: 3 })).toBe(0.3);
    expect(lineTotal({ id: 1, name: 'x', price: 129.99, image: '', quantity: 2 })).toBe(259.98);
  });
});

describe('trade quantities and price breaks in the cart (docs/requirements.md#trade-terms)', () => {
  const cushions = {
    id: 3,
    name: 'Cushion',
    price: 45,
    images: [],
    ...tradeTerms('EH-CUS-003', 20, 6, [50, 39.5], [200, 35]),
  };

  it('adds the minimum order, with the terms the line is priced by', () => {
    expect(addToCartLines([], cushions)).toEqual([
      {
        id: 3,
        name: 'Cushion',
        price: 45,
        image: '',
        quantity: 24,
        sku: 'EH-CUS-003',
        moq: 20,
        packSize: 6,
        priceTiers: cushions.priceTiers,
      },
    ]);
    expect(addToCartLines(addToCartLines([], cushions), cushions)[0]?.quantity).toBe(48);
    expect(addToCartLines([], cushions, 31)[0]?.quantity).toBe(30);
  });

  it('snaps a set quantity to the minimum and packs', () => {
    const lines = addToCartLines([], cushions);
    expect(setCartLineQuantity(lines, '3', 25)).toBe(lines);
    expect(setCartLineQuantity(lines, '3', 5)).toBe(lines);
    expect(setCartLineQuantity(lines, '3', 40)[0]?.quantity).toBe(42);
  });

  it('prices each line at the break its quantity reaches, in the totals too', () => {
    const lines = setCartLineQuantity(addToCartLines([], cushions), '3', 54);
    expect(lineTotal(lines[0]!)).toBe(2133);
    expect(cartTotals(lines)).toMatchObject({
      count: 54,
      subtotal: 2133,
      tax: 213.3,
      total: 2346.3,
    });
    const deep = setCartLineQuantity(lines, '3', 204);
    expect(lineTotal(deep[0]!)).toBe(7140);
  });

  it('moves a line to the product’s new minimum when re-priced', () => {
    const line: CartLine = { id: 3, name: 'Cushion', price: 45, image: '', quantity: 2 };
    const result = repriceCartLines([line], () => cushions);
    expect(result.lines[0]).toMatchObject({ quantity: 24, moq: 20, packSize: 6 });
    expect(result.repriced).toEqual([]);
  });
});

describe('variants in the cart (docs/requirements.md#variants)', () => {
  const sold = { ...variantMirror, description: '', category: 'mirrors' };
  const variant = (sku: string) => resolveVariant(sold, findVariant(sold, sku)!);
  const small = variantCartProduct(sold, variant('EH-MIR-001-60-WAL'));
  const large = variantCartProduct(sold, variant('EH-MIR-001-100-WAL'));

  it('gives each variant its own line, named by its options and priced by its own terms', () => {
    let lines = addToCartLines([], small);
    lines = addToCartLines(lines, large, 11);
    lines = addToCartLines(lines, { ...small, variant: 'eh-mir-001-60-wal' }, 20);
    expect(lines.map((l) => [lineKey(l), l.variantLabel, l.sku, l.quantity, l.price])).toEqual([
      ['1/EH-MIR-001-60-WAL', 'Size: 60 cm, Frame: Walnut', 'EH-MIR-001-60-WAL', 40, 129.99],
      ['1/EH-MIR-001-100-WAL', 'Size: 100 cm, Frame: Walnut', 'EH-MIR-001-100-WAL', 12, 249],
    ]);
    expect(setCartLineQuantity(lines, '1/EH-MIR-001-100-WAL', 15)[1]!.quantity).toBe(16);
    expect(removeCartLine(lines, '1/EH-MIR-001-60-WAL').map(lineKey)).toEqual([
      '1/EH-MIR-001-100-WAL',
    ]);
  });

  it('re-prices a variant’s line from its variant, and says why a line had to go', () => {
    const lines = [
      { ...addToCartLines([], small)[0]!, price: 120 },
      addToCartLines([], large)[0]!,
      addToCartLines([], variantCartProduct(sold, variant('EH-MIR-001-80-OAK')))[0]!,
      { id: 1, name: 'Aldana mirror', price: 189.99, image: '', quantity: 50 },
    ];
    const next = {
      ...sold,
      variants: sold.variants!.flatMap((v) =>
        v.sku === 'EH-MIR-001-100-WAL'
          ? []
          : v.sku === 'EH-MIR-001-80-OAK'
            ? [{ ...v, availability: 'discontinued' as const }]
            : [v],
      ),
    };
    const result = repriceCartLines(lines, () => next);
    expect(result.lines.map(lineKey)).toEqual(['1/EH-MIR-001-60-WAL']);
    expect(result.lines[0]).toMatchObject({ price: 129.99, moq: 20 });
    expect(result.repriced).toEqual([
      {
        key: '1/EH-MIR-001-60-WAL',
        id: 1,
        name: sold.name,
        variantLabel: 'Size: 60 cm, Frame: Walnut',
        from: 120,
        to: 129.99,
      },
    ]);
    expect(result.removed.map((r) => [r.key, r.reason])).toEqual([
      ['1/EH-MIR-001-100-WAL', 'variantGone'],
      ['1/EH-MIR-001-80-OAK', 'discontinued'],
      ['1', 'chooseVariant'],
    ]);
  });

  it('keeps a line whose product was not looked up as it is', () => {
    const lines = addToCartLines([], small);
    expect(repriceCartLines(lines, () => null).lines).toEqual(lines);
  });
});
