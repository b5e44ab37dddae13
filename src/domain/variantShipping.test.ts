import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blankProductDetails } from '@fixtures/product';
import { jsonLdSettings } from '@fixtures/structuredData';
import { addToCartLines, lineName, variantCartProduct } from './cart';
import { repriceCartLines } from './cartRepricing';
import { productJsonLd } from './jsonLdProduct';
import { normalizeProducts } from './normalize';
import { ProductSchema } from './schemas';
import { orderLoad, suggestContainer, DEFAULT_CONTAINER_TYPES } from './shipping';
import type { Product } from './types';
import { findVariant, initialVariant, resolveVariant } from './variantResolve';

// Carton data on variants (docs/requirements.md#shipping): a variant's carton and size stand for
// its product's, taken whole as its price is; the HS code and origin stay the product's.

const carton80 = { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 };
const carton60 = { lengthCm: 68, widthCm: 68, heightCm: 10, grossKg: 6.4, units: 1 };
const carton100 = { lengthCm: 108, widthCm: 108, heightCm: 11, grossKg: 14.5, units: 1 };

const mirror: Product = {
  id: 1,
  name: 'Aldana Mirror',
  category: 'mirrors',
  price: 189.99,
  images: ['https://img.example/walnut.jpg'],
  ...blankProductDetails(),
  sku: 'EH-MIR-001',
  moq: 1,
  packSize: 1,
  priceTiers: [],
  specs: [],
  carton: carton80,
  size: { widthCm: 80, depthCm: 4, heightCm: 80, weightKg: 7.2 },
  hsCode: '7009.92',
  origin: 'CN',
  options: [{ name: 'Size', values: ['60 cm', '80 cm', '100 cm'] }],
  variants: [
    {
      sku: 'EH-MIR-001-60',
      options: { Size: '60 cm' },
      price: 149.99,
      carton: carton60,
      size: { widthCm: 60, depthCm: 4, heightCm: 60, weightKg: 4.6 },
    },
    { sku: 'EH-MIR-001-80', options: { Size: '80 cm' } },
    { sku: 'EH-MIR-001-100', options: { Size: '100 cm' }, price: 249.99, carton: carton100 },
  ],
};

const variant = (sku: string) => resolveVariant(mirror, findVariant(mirror, sku)!);

describe('a variant’s carton and size', () => {
  it('are its own where it has them, else its product’s, each taken whole', () => {
    expect(variant('EH-MIR-001-60')).toMatchObject({
      carton: carton60,
      size: { widthCm: 60, depthCm: 4, heightCm: 60, weightKg: 4.6 },
    });
    expect(variant('EH-MIR-001-80')).toMatchObject({ carton: carton80, size: mirror.size });
    // Its own carton, but no size of its own: the product's size, not a mix of the two
    expect(variant('EH-MIR-001-100')).toMatchObject({ carton: carton100, size: mirror.size });
    expect(initialVariant(mirror)!.carton).toEqual(carton60);
  });

  it('is none when neither the variant nor the product has one', () => {
    const { carton: _carton, size: _size, ...bare } = mirror;
    expect(resolveVariant(bare, bare.variants![1]!)).toMatchObject({
      carton: undefined,
      size: undefined,
    });
  });

  it('goes into the cart line, with the product’s HS code and origin', () => {
    const lines = addToCartLines(
      addToCartLines([], variantCartProduct(mirror, variant('EH-MIR-001-60')), 10),
      variantCartProduct(mirror, variant('EH-MIR-001-100')),
      5,
    );
    expect(lines.map((l) => [l.variant, l.carton, l.hsCode, l.origin])).toEqual([
      ['EH-MIR-001-60', carton60, '7009.92', 'CN'],
      ['EH-MIR-001-100', carton100, '7009.92', 'CN'],
    ]);
  });

  it('is planned per line: 10 small and 5 large mirrors, by hand', () => {
    // 60 cm: 10 × 0.04624 m³ = 0.4624 m³, 64 kg; 100 cm: 5 × 0.128304 m³ = 0.64152 m³, 72.5 kg
    const lines = [
      variantCartProduct(mirror, variant('EH-MIR-001-60')),
      variantCartProduct(mirror, variant('EH-MIR-001-100')),
    ].map((product, i) => ({
      key: product.variant!,
      name: lineName(product),
      quantity: i === 0 ? 10 : 5,
      carton: product.carton,
    }));
    const order = orderLoad(lines);
    expect(order.total.cartons).toBe(15);
    expect(order.total.cbm).toBeCloseTo(1.10392, 9);
    expect(order.total.grossKg).toBeCloseTo(136.5, 9);
    expect(order.missing).toEqual([]);
    expect(suggestContainer(order.total, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'fits',
      container: { name: "20' GP" },
    });
  });

  it('is taken afresh when the cart is re-priced, and a carton the variant drops gives way to the product’s', () => {
    const line = addToCartLines([], variantCartProduct(mirror, variant('EH-MIR-001-60')), 10)[0]!;
    const next = {
      ...mirror,
      variants: mirror.variants!.map((own) => {
        if (own.sku !== 'EH-MIR-001-60') return own;
        const { carton: _dropped, ...rest } = own;
        return rest;
      }),
    };
    expect(repriceCartLines([line], () => next).lines[0]!.carton).toEqual(carton80);
    const resized = {
      ...mirror,
      variants: mirror.variants!.map((own) =>
        own.sku === 'EH-MIR-001-60' ? { ...own, carton: { ...carton60, grossKg: 7 } } : own,
      ),
    };
    expect(repriceCartLines([line], () => resized).lines[0]!.carton).toMatchObject({ grossKg: 7 });
  });
});

describe('a variant’s carton in the catalogue’s checks', () => {
  it('is checked by the carton’s rules, named where it is', () => {
    const broken = {
      ...mirror,
      variants: [
        { ...mirror.variants![0]!, carton: { ...carton60, lengthCm: 900 } },
        ...mirror.variants!.slice(1),
      ],
    };
    const issues = v.safeParse(ProductSchema, broken).issues ?? [];
    expect(
      issues.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message]),
    ).toEqual([['variants.0.carton.lengthCm', 'Carton length must be a number from 1 to 600 cm']]);
    expect(v.safeParse(ProductSchema, mirror).success).toBe(true);
  });

  it('survives the stored-data repair, and a carton that cannot be read is dropped, not the variant', () => {
    const stored = {
      ...mirror,
      variants: [
        mirror.variants![0],
        { ...mirror.variants![1]!, carton: { lengthCm: 'wide' } },
        mirror.variants![2],
      ],
    };
    const result = normalizeProducts([stored]);
    expect(result!.repaired).toBe(true);
    const [repaired] = result!.value;
    expect(repaired!.variants!.map((own) => own.sku)).toEqual([
      'EH-MIR-001-60',
      'EH-MIR-001-80',
      'EH-MIR-001-100',
    ]);
    expect(repaired!.variants![0]!.carton).toEqual(carton60);
    expect(repaired!.variants![1]!.carton).toBeUndefined();
    expect(repaired!.variants![2]!.carton).toEqual(carton100);
  });
});

describe('a variant’s size in the JSON-LD', () => {
  const node = productJsonLd(
    mirror,
    jsonLdSettings,
    'https://shop.example',
    'Mirrors',
    new Date('2024-03-15T12:00:00Z'),
  );
  const cm = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'CMT' });

  it('gives each variant its own width, depth, height and weight, else the product’s', () => {
    const [small, middle] = node.hasVariant as Record<string, unknown>[];
    expect(small).toMatchObject({
      width: cm(60),
      height: cm(60),
      weight: { '@type': 'QuantitativeValue', value: 4.6, unitCode: 'KGM' },
    });
    expect(middle).toMatchObject({ width: cm(80), depth: cm(4), height: cm(80) });
  });

  it('puts a size on the group only when every variant has the product’s', () => {
    expect(node.width).toBeUndefined();
    const same = productJsonLd(
      { ...mirror, variants: mirror.variants!.map(({ size: _size, ...own }) => own) },
      jsonLdSettings,
      'https://shop.example',
      'Mirrors',
      new Date('2024-03-15T12:00:00Z'),
    );
    expect(same.width).toEqual(cm(80));
  });
});
