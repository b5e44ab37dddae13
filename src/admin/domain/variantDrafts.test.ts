import { describe, expect, it } from 'vitest';
import { variantMirror } from '@fixtures/variants';
import type { Product } from '@/domain/types';
import { draftFromProduct, productFromDraft, validateProductDraft } from './forms';
import {
  applyDraftBulkChange,
  assignValueImages,
  optionsOf,
  regenerateVariants,
  renameOption,
  valueImages,
  variantDraftErrors,
  hasOwnPacking,
  variantsRemovedByDrafts,
  withValues,
} from './variantDrafts';

const mirror: Product = {
  ...structuredClone(variantMirror),
  category: 'mirrors',
  description: '',
  keywords: [],
  tags: [],
  relatedProductIds: [],
  isNew: false,
  isBestseller: false,
  specs: [],
};

const draft = () => draftFromProduct(mirror);

describe('the variant editor’s drafts (docs/requirements.md#variants)', () => {
  it('round-trip a product with variants through the form unchanged', () => {
    expect(productFromDraft(draft(), mirror.id)).toEqual(mirror);
  });

  it('generate a variant per new combination with a SKU no one holds, keeping the rest', () => {
    const d = draft();
    const options = optionsOf(
      d.options.map((o) => (o.name === 'Frame' ? withValues(o, ['Walnut', 'Oak', 'Ash']) : o)),
    );
    const taken = new Set(['EH-MIR-001-60CM-ASH']);
    const next = regenerateVariants(d.variants, options, { id: 1, sku: 'EH-MIR-001' }, taken);
    expect(next.map((v) => v.sku)).toEqual([
      'EH-MIR-001-60-WAL',
      'EH-MIR-001-60-OAK',
      'EH-MIR-001-60CM-ASH-2',
      'EH-MIR-001-80-WAL',
      'EH-MIR-001-80-OAK',
      'EH-MIR-001-80CM-ASH',
      'EH-MIR-001-100-WAL',
      'EH-MIR-001-100CM-OAK',
      'EH-MIR-001-100CM-ASH',
    ]);
    // Kept variants keep what they set; new ones set nothing (they take the product's).
    expect(next[0]!.price).toBe('129.99');
    expect(next[2]).toMatchObject({ price: '', moq: '', images: [], availability: '' });
  });

  it('say which variants a removed value takes away, before it does', () => {
    const d = draft();
    const options = optionsOf(
      d.options.map((o) => (o.name === 'Size' ? withValues(o, ['80 cm', '100 cm']) : o)),
    );
    expect(variantsRemovedByDrafts(d.variants, options).map((v) => v.sku)).toEqual([
      'EH-MIR-001-60-WAL',
      'EH-MIR-001-60-OAK',
    ]);
    expect(regenerateVariants(d.variants, options, { id: 1, sku: 'EH-MIR-001' })).toHaveLength(4);
  });

  it('follow a renamed option in every variant', () => {
    const renamed = renameOption(draft().variants, 'Frame', 'Wood');
    expect(renamed[0]!.options).toEqual({ Size: '60 cm', Wood: 'Walnut' });
  });

  it('apply a bulk change to the selected rows only', () => {
    const d = draft();
    const terms = { price: d.price, priceTiers: d.priceTiers };
    const picked = new Set([0, 2]);
    const priced = applyDraftBulkChange(
      d.variants,
      picked,
      { kind: 'setPrice', price: '99' },
      terms,
    );
    expect(priced.map((v) => v.price)).toEqual(['99', '134.99', '99', '', '249']);
    const raised = applyDraftBulkChange(
      d.variants,
      picked,
      { kind: 'raisePrices', percent: 10 },
      terms,
    );
    // 129.99 + 10% = 142.99; the 80 cm walnut took the product's 189.99 and its break at 100.
    expect(raised[0]).toMatchObject({ price: '142.99', priceTiers: [] });
    expect(raised[2]).toMatchObject({
      price: '208.99',
      priceTiers: [{ minQuantity: '100', price: '197.45' }],
    });
    const moq = applyDraftBulkChange(d.variants, new Set([4]), { kind: 'setMoq', moq: '5' }, terms);
    expect(moq[4]!.moq).toBe('5');
    expect(moq[3]!.moq).toBe('');
  });

  it('give every variant of an option value the same pictures', () => {
    const next = assignValueImages(draft().variants, 'Frame', 'Oak', ['oak-1.jpg', 'oak-2.jpg']);
    expect(next.filter((v) => v.options.Frame === 'Oak').map((v) => v.images)).toEqual([
      ['oak-1.jpg', 'oak-2.jpg'],
      ['oak-1.jpg', 'oak-2.jpg'],
    ]);
    expect(valueImages(next, 'Frame', 'Oak')).toEqual(['oak-1.jpg', 'oak-2.jpg']);
    expect(next[0]!.images).toEqual(draft().variants[0]!.images);
  });

  it('name each row’s faults at its cell, and sum them up for the form', () => {
    const d = draft();
    d.variants[1]!.sku = 'eh-lgt-002';
    d.variants[2]!.price = '0';
    d.variants[3]!.moq = 'ten';
    d.variants[4]!.sku = d.variants[0]!.sku;
    const errors = variantDraftErrors(
      productFromDraft(d, 1),
      d.variants,
      new Set(['EH-LGT-002']),
      d.sku,
    );
    expect(errors.rows).toEqual([
      undefined,
      { sku: 'Another product already has the SKU eh-lgt-002' },
      { price: 'Please enter a valid price' },
      { moq: 'Minimum order must be a whole number from 1 to 99999' },
      { sku: 'Another variant already has the SKU EH-MIR-001-60-WAL' },
    ]);
    expect(validateProductDraft(d, ['EH-LGT-002']).variants).toBe(
      'Variant eh-lgt-002: Another product already has the SKU eh-lgt-002',
    );
  });

  it('put a variant carton’s message at its figure, and know which variants are packed their own way', () => {
    const d = draft();
    expect(d.variants.some(hasOwnPacking)).toBe(false);
    d.variants[4]!.carton = {
      lengthCm: '108',
      widthCm: '108',
      heightCm: '10',
      grossKg: '99999',
      units: '1',
    };
    expect(d.variants.map(hasOwnPacking)).toEqual([false, false, false, false, true]);
    const errors = variantDraftErrors(productFromDraft(d, 1), d.variants, new Set(), d.sku);
    expect(Object.keys(errors.rows[4] ?? {})).toEqual(['carton.grossKg']);
    expect(errors.rows[4]!['carton.grossKg']).toMatch(/^Gross weight/);
    expect(validateProductDraft(d).variants).toMatch(/^Variant EH-MIR-001-100-WAL: Gross weight/);
  });

  it('refuse a product SKU one of its own variants holds', () => {
    const d = draft();
    d.sku = 'EH-MIR-001-80-OAK';
    expect(validateProductDraft(d).sku).toBe(
      'Another product already has the SKU EH-MIR-001-80-OAK',
    );
  });
});
