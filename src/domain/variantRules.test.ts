/**
 * The variant rules where the catalogue's rules apply (docs/requirements.md#variants): the
 * catalogue file's check (build and import) names the entry and field, stored-data repair drops
 * what breaks them, and a product without options stays exactly as it was.
 */
import { describe, expect, it } from 'vitest';
import { variantBedding, variantMirror } from '@fixtures/variants';
import { sampleCatalogue } from '@fixtures/catalogue';
import {
  buildCatalogueDocument,
  parseCatalogueDocument,
  serializeCatalogueDocument,
} from './catalogueDocument';
import { normalizeProducts } from './normalize';
import type { Product } from './types';

const NOW = new Date('2025-03-07T10:20:30.000Z');

/** The sample catalogue with the mirror (product 1) and bedding (product 5) sold in variants. */
function withVariants(): ReturnType<typeof sampleCatalogue> {
  const parts = sampleCatalogue();
  parts.products = parts.products.map((product) => {
    const source = product.id === 1 ? variantMirror : product.id === 5 ? variantBedding : null;
    if (!source) return product;
    return { ...product, options: source.options, variants: structuredClone(source.variants) };
  });
  return parts;
}

const fileOf = (parts: ReturnType<typeof sampleCatalogue>) =>
  serializeCatalogueDocument(buildCatalogueDocument(parts, NOW));

function problemsOf(mutate: (products: Product[]) => void) {
  const parts = withVariants();
  mutate(parts.products);
  const result = parseCatalogueDocument(fileOf(parts));
  if (result.ok) throw new Error('expected the file to be refused');
  return result.problems;
}

describe('the catalogue file with variants', () => {
  it('round-trips exactly, variants and all', () => {
    const parts = withVariants();
    const first = parseCatalogueDocument(fileOf(parts));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.document).toEqual(buildCatalogueDocument(parts, NOW));
    // Exported again and read back: the same text, byte for byte.
    const text = serializeCatalogueDocument(first.document);
    const second = parseCatalogueDocument(text);
    expect(second.ok && serializeCatalogueDocument(second.document)).toBe(text);
  });

  it('leaves a product without options as it was (no empty options written)', () => {
    const parts = sampleCatalogue();
    const result = parseCatalogueDocument(fileOf(parts));
    expect(result.ok && result.document.products[1]).toEqual(parts.products[1]);
    expect(result.ok && 'options' in result.document.products[1]!).toBe(false);
  });

  it('refuses a value that is not declared, a repeated combination and a repeated SKU', () => {
    const problems = problemsOf((products) => {
      const mirror = products[0]!;
      mirror.variants![0]!.options = { Size: '70 cm', Frame: 'Walnut' };
      mirror.variants![3]!.options = { Size: '80 cm', Frame: 'Walnut' };
      mirror.variants![4]!.sku = 'eh-mir-001-60-oak';
    });
    expect(problems).toEqual([
      {
        entry: 1,
        field: 'variants.1.options.Size',
        message: '70 cm is not a Size of this product',
      },
      {
        entry: 1,
        field: 'variants.4.options',
        message: 'Another variant is already Size: 80 cm, Frame: Walnut',
      },
      {
        entry: 1,
        field: 'variants.5.sku',
        message: 'Another variant already has the SKU eh-mir-001-60-oak',
      },
    ]);
  });

  it('refuses a variant SKU another product or variant holds, whatever the case', () => {
    const problems = problemsOf((products) => {
      products[4]!.variants![1]!.sku = 'eh-mir-001-80-wal';
      products[6]!.sku = 'EH-BED-005-KING';
    });
    expect(problems).toEqual([
      {
        entry: 5,
        field: 'variants.2.sku',
        message: 'Another product already has the SKU eh-mir-001-80-wal',
      },
      {
        entry: 7,
        field: 'sku',
        message: 'Another product already has the SKU EH-BED-005-KING',
      },
    ]);
  });

  it('names an option without values', () => {
    const problems = problemsOf((products) => {
      const mirror = products[0]!;
      mirror.options = [...mirror.options!, { name: 'Glass', values: [] }];
    });
    expect(problems[0]).toEqual({
      entry: 1,
      field: 'options.3.values',
      message: 'Glass needs at least one value',
    });
    expect(problems[1]).toEqual({
      entry: 1,
      field: 'variants.1.options.Glass',
      message: 'Choose a Glass for this variant',
    });
  });

  it('names a missing option and wrong fields of variants in one pass', () => {
    const problems = problemsOf((products) => {
      const bedding = products[4]!;
      bedding.variants![0]!.options = {};
      bedding.variants![1]!.price = -1;
      (bedding.variants![2] as Record<string, unknown>).availability = 'soon';
    });
    expect(problems).toContainEqual({
      entry: 5,
      field: 'variants.1.options.Size',
      message: 'Choose a Size for this variant',
    });
    expect(problems).toContainEqual({
      entry: 5,
      field: 'variants.2.price',
      message: 'Please enter a valid price',
    });
    expect(problems).toContainEqual({
      entry: 5,
      field: 'variants.3.availability',
      message: 'Availability must be in_stock, made_to_order or discontinued',
    });
  });

  it('refuses a variant’s price breaks that are not below the price it sells at', () => {
    const problems = problemsOf((products) => {
      products[4]!.variants![1]!.priceTiers = [{ minQuantity: 60, price: 140 }];
    });
    expect(problems).toEqual([
      {
        entry: 5,
        field: 'variants.2.priceTiers',
        message: 'Every price break must be cheaper than the variant’s price',
      },
    ]);
  });
});

describe('stored products with variants', () => {
  const stored = () => withVariants().products.map((p) => structuredClone(p));

  it('read back as they were when they keep the rules', () => {
    const products = stored();
    const result = normalizeProducts(products);
    expect(result?.repaired).toBe(false);
    expect(result?.value).toEqual(products);
  });

  it('lose only the variants that break the rules, and say it was repaired', () => {
    const products = stored();
    const mirror = products[0]!;
    mirror.variants![1]!.options = { Size: '60 cm' };
    mirror.variants![2]!.sku = mirror.variants![0]!.sku.toLowerCase();
    (mirror.variants![3] as Record<string, unknown>).options = 'oak';
    const result = normalizeProducts(products);
    expect(result?.repaired).toBe(true);
    expect(result?.value[0]!.variants!.map((v) => v.sku)).toEqual([
      'EH-MIR-001-60-WAL',
      'EH-MIR-001-100-WAL',
    ]);
    expect(result?.value[1]).toEqual(products[1]);
  });

  it('sell a product as one item when no variant is left, keeping the product', () => {
    const products = stored();
    products[4]!.options = [{ name: 'Colour', values: ['Sand'] }];
    const result = normalizeProducts(products);
    expect(result?.repaired).toBe(true);
    const bedding = result!.value[4]!;
    expect(bedding.id).toBe(5);
    expect(bedding.options).toBeUndefined();
    expect(bedding.variants).toBeUndefined();
  });

  it('drop a repeated option name and repeated values', () => {
    const products = stored();
    products[4]!.options = [
      { name: 'Size', values: ['Twin', 'Queen', 'King', 'King'] },
      { name: 'size', values: ['Super King'] },
    ];
    const result = normalizeProducts(products);
    expect(result?.repaired).toBe(true);
    expect(result?.value[4]!.options).toEqual([
      { name: 'Size', values: ['Twin', 'Queen', 'King'] },
    ]);
    expect(result?.value[4]!.variants).toHaveLength(3);
  });
});
