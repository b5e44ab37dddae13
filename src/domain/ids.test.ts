import { describe, expect, it } from 'vitest';
import {
  categoryIdFromName,
  nextProductId,
  subcategoryId,
  uniqueCategoryId,
  uniqueId,
} from './ids';

describe('categoryIdFromName', () => {
  it('lowercases, trims and joins words with underscores', () => {
    expect(categoryIdFromName('  Wall   Art ')).toBe('wall_art');
    expect(categoryIdFromName('Mirrors')).toBe('mirrors');
    expect(categoryIdFromName('Metal\tFrame')).toBe('metal_frame');
  });
});

describe('uniqueCategoryId', () => {
  it('uses the base id when it is free', () => {
    expect(uniqueCategoryId('Rugs', ['all', 'mirrors'])).toBe('rugs');
  });

  it('appends the first free _n suffix', () => {
    expect(uniqueCategoryId('Mirrors', ['mirrors'])).toBe('mirrors_1');
    expect(uniqueCategoryId('Mirrors', ['mirrors', 'mirrors_1', 'mirrors_3'])).toBe('mirrors_2');
  });

  it('never produces an empty id', () => {
    expect(uniqueCategoryId('   ', [])).toBe('category');
  });

  it('uniqueId works from a ready-made base', () => {
    expect(uniqueId('a_b', ['a_b', 'a_b_1'])).toBe('a_b_2');
  });
});

describe('subcategoryId', () => {
  it('is parent id + _ + derived sub name', () => {
    expect(subcategoryId('mirrors', 'Metal Frame')).toBe('mirrors_metal_frame');
    expect(subcategoryId('mirrors', 'PU')).toBe('mirrors_pu');
  });
});

describe('nextProductId', () => {
  it('is the highest id + 1, not the count + 1', () => {
    expect(nextProductId([{ id: 3 }, { id: 10 }, { id: 7 }])).toBe(11);
  });

  it('starts at 1 for an empty catalogue', () => {
    expect(nextProductId([])).toBe(1);
  });

  it('ignores ids that are not finite', () => {
    expect(nextProductId([{ id: Number.NaN }, { id: 2 }])).toBe(3);
  });
});
