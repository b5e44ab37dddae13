import { describe, expect, it } from 'vitest';
import { maximumQuantity, minimumQuantity, unitPrice, validQuantity, tierSaving } from './trade';
import { nextTierText, tierRows, tierTableText } from './tradeTable';
import { priceBreaks } from '@fixtures/product';

const chair = {
  price: 45,
  priceTiers: priceBreaks([50, 39.5], [200, 35]),
};
const cushions = { price: 12, moq: 20, packSize: 6 };

describe('validQuantity', () => {
  it('keeps a quantity the product is sold in', () => {
    expect(validQuantity(cushions, 30)).toEqual({ quantity: 30 });
    expect(validQuantity(chair, 1)).toEqual({ quantity: 1 });
  });

  it('raises a quantity below the minimum to it, rounded up to whole packs', () => {
    expect(minimumQuantity(cushions)).toBe(24);
    expect(validQuantity(cushions, 5)).toEqual({ quantity: 24, reason: 'Minimum order is 24' });
    expect(validQuantity({ price: 1, moq: 20 }, 0)).toEqual({
      quantity: 20,
      reason: 'Minimum order is 20',
    });
  });

  it('snaps to the nearest pack, halfway up, and says why', () => {
    expect(validQuantity(cushions, 31)).toEqual({ quantity: 30, reason: 'Sold in packs of 6' });
    expect(validQuantity(cushions, 33)).toEqual({ quantity: 36, reason: 'Sold in packs of 6' });
    expect(validQuantity(cushions, 34)).toEqual({ quantity: 36, reason: 'Sold in packs of 6' });
  });

  it('caps a 10-digit quantity and turns anything else into the minimum', () => {
    expect(maximumQuantity(cushions)).toBe(99_996);
    expect(validQuantity(cushions, 1_234_567_890)).toEqual({
      quantity: 99_996,
      reason: 'Order at most 99,996 at once',
    });
    expect(validQuantity(cushions, Number.NaN)).toEqual({
      quantity: 24,
      reason: 'Enter a whole number',
    });
    expect(validQuantity(chair, 2.4)).toEqual({ quantity: 2, reason: 'Enter a whole number' });
  });

  it('reads missing or broken trade fields as the defaults', () => {
    expect(minimumQuantity({ price: 5, moq: 0, packSize: -2 })).toBe(1);
    expect(validQuantity({ price: 5 }, 7)).toEqual({ quantity: 7 });
  });
});

describe('unit prices from the price breaks', () => {
  it('charges the base price below the first break and the deepest break reached', () => {
    expect(unitPrice(chair, 49)).toBe(45);
    expect(unitPrice(chair, 50)).toBe(39.5);
    expect(unitPrice(chair, 199)).toBe(39.5);
    expect(unitPrice(chair, 200)).toBe(35);
    expect(unitPrice({ price: 9 }, 1000)).toBe(9);
  });

  it('says what a quantity saves against the base price', () => {
    expect(tierSaving(chair, 50)).toBe(275);
    expect(tierSaving(chair, 10)).toBe(0);
  });
});

describe('the tier table', () => {
  it('reads as the issue words it', () => {
    expect(tierTableText(chair)).toBe('1-49: $45.00, 50-199: $39.50, 200+: $35.00');
  });

  it('starts at the minimum order and folds breaks below it into the first row', () => {
    expect(tierTableText({ ...chair, moq: 20 })).toBe(
      '20-49: $45.00, 50-199: $39.50, 200+: $35.00',
    );
    expect(tierRows({ ...chair, moq: 60 })).toEqual([
      { from: 60, to: 199, price: 39.5 },
      { from: 200, price: 35 },
    ]);
    expect(tierTableText({ price: 12, moq: 20, packSize: 6 })).toBe('24+: $12.00');
  });

  it('offers the next break as a quantity that can be ordered', () => {
    expect(nextTierText(chair, 1)).toBe('Buy 50 for $39.50 each');
    expect(nextTierText(chair, 50)).toBe('Buy 200 for $35.00 each');
    expect(nextTierText(chair, 200)).toBeUndefined();
    expect(nextTierText({ ...chair, packSize: 6 }, 6)).toBe('Buy 54 for $39.50 each');
  });
});
