import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTAINER_TYPES, fillOf, lineLoad, suggestContainer } from './shipping';
import {
  cartonsText,
  containerFillText,
  formatDimensions,
  formatLength,
  formatVolume,
  formatWeight,
  missingText,
  percentText,
  roomText,
  suggestionText,
} from './shippingText';

const cube = { lengthCm: 100, widthCm: 100, heightCm: 100, grossKg: 10, units: 1 };

describe('figures in the buyer’s units', () => {
  it('writes metric as given and imperial converted', () => {
    expect(formatLength(88, 'metric')).toBe('88 cm');
    expect(formatLength(88, 'imperial')).toBe('34.6 in');
    expect(formatDimensions([88, 88, 10], 'metric')).toBe('88 × 88 × 10 cm');
    expect(formatDimensions([88, 88, 10], 'imperial')).toBe('34.6 × 34.6 × 3.9 in');
    expect(formatWeight(28_180, 'metric')).toBe('28,180 kg');
    expect(formatWeight(9.5, 'imperial')).toBe('20.9 lb');
    expect(formatVolume(0.07744, 'metric')).toBe('0.077 m³');
    expect(formatVolume(18.25, 'metric')).toBe('18.25 m³');
    expect(formatVolume(0.07744, 'imperial')).toBe('2.73 ft³');
  });

  it('never rounds a part-full container to full or empty', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(0.2)).toBe('<1%');
    expect(percentText(64.4)).toBe('64%');
    expect(percentText(99.7)).toBe('99%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(250)).toBe('250%');
  });
});

describe('the planner’s sentences', () => {
  it('says the fill in words', () => {
    const fill = fillOf(lineLoad(14, cube), DEFAULT_CONTAINER_TYPES[0]!);
    expect(containerFillText(fill)).toBe("20' GP: 50% of the volume and <1% of the payload");
  });

  it('names the smallest container, or how many are needed', () => {
    expect(suggestionText(suggestContainer(lineLoad(14, cube), DEFAULT_CONTAINER_TYPES))).toBe(
      "Fits in one 20' GP",
    );
    expect(suggestionText(suggestContainer(lineLoad(150, cube), DEFAULT_CONTAINER_TYPES))).toBe(
      "Needs 3 × 40' GP containers",
    );
    expect(
      suggestionText(suggestContainer({ cartons: 0, cbm: 0, grossKg: 0 }, DEFAULT_CONTAINER_TYPES)),
    ).toBe('');
  });

  it('counts cartons and room left in words', () => {
    expect(cartonsText(1)).toBe('1 carton');
    expect(cartonsText(1200)).toBe('1,200 cartons');
    expect(roomText(14, 'Velvet sofa')).toBe('Room for about 14 more cartons of Velvet sofa');
    expect(roomText(1, 'Velvet sofa')).toBe('Room for about 1 more carton of Velvet sofa');
    expect(roomText(0, 'Velvet sofa')).toBe('No room for another carton of Velvet sofa');
    expect(missingText(['Wall art', 'Lamp'])).toBe(
      'Left out of the totals: Wall art, Lamp (no carton data)',
    );
    // Five are named; the rest are counted, in the site's number format
    const names = Array.from({ length: 1_205 }, (_, i) => `Lamp ${i + 1}`);
    expect(missingText(names.slice(0, 5))).toBe(
      'Left out of the totals: Lamp 1, Lamp 2, Lamp 3, Lamp 4, Lamp 5 (no carton data)',
    );
    expect(missingText(names.slice(0, 6))).toBe(
      'Left out of the totals: Lamp 1, Lamp 2, Lamp 3, Lamp 4, Lamp 5 and 1 more (no carton data)',
    );
    expect(missingText(names)).toBe(
      'Left out of the totals: Lamp 1, Lamp 2, Lamp 3, Lamp 4, Lamp 5 and 1,200 more (no carton data)',
    );
  });
});
