import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, SAMPLE_SITE_SETTINGS } from '@fixtures/catalogue';
import {
  cartonCbm,
  cartonsFor,
  DEFAULT_CONTAINER_TYPES,
  fillOf,
  hasCartonData,
  lengthIn,
  lineLoad,
  orderLoad,
  roomForCartons,
  sameCarton,
  sharedCarton,
  suggestContainer,
  unitsPerContainer,
  volumeIn,
  weightIn,
  type Carton,
  type ContainerType,
} from './shipping';

const [GP20, GP40, HQ40] = DEFAULT_CONTAINER_TYPES as [ContainerType, ContainerType, ContainerType];

/** The sample walnut mirror: one mirror in an 88 × 88 × 10 cm carton of 9.5 kg. */
const mirror: Carton = { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 };
/** A cube of one cubic metre, 10 kg, two units each: easy sums. */
const cube: Carton = { lengthCm: 100, widthCm: 100, heightCm: 100, grossKg: 10, units: 2 };
/** Marble table tops: small and heavy, so weight runs out before volume. */
const marble: Carton = { lengthCm: 50, widthCm: 50, heightCm: 50, grossKg: 200, units: 1 };

describe('cartons and cubic metres', () => {
  it('computes a carton’s volume from its sides', () => {
    // 88 × 88 × 10 cm = 77,440 cm³ = 0.07744 m³
    expect(cartonCbm(mirror)).toBeCloseTo(0.07744, 10);
    expect(cartonCbm(cube)).toBe(1);
  });

  it('counts a part-filled carton as a whole one', () => {
    expect(cartonsFor(1, 2)).toBe(1);
    expect(cartonsFor(2, 2)).toBe(1);
    expect(cartonsFor(3, 2)).toBe(2);
    expect(cartonsFor(12, 12)).toBe(1);
    expect(cartonsFor(0, 12)).toBe(0);
  });

  it('adds up a line: 25 mirrors are 25 cartons, 1.936 m³ and 237.5 kg', () => {
    const load = lineLoad(25, mirror);
    expect(load.cartons).toBe(25);
    expect(load.cbm).toBeCloseTo(1.936, 10); // 25 × 0.07744
    expect(load.grossKg).toBeCloseTo(237.5, 10); // 25 × 9.5
  });

  it('knows a carton without every figure above zero has no data', () => {
    expect(hasCartonData(mirror)).toBe(true);
    expect(hasCartonData(undefined)).toBe(false);
    expect(hasCartonData({ ...mirror, grossKg: 0 })).toBe(false);
    expect(hasCartonData({ lengthCm: 88, widthCm: 88, heightCm: 10 })).toBe(false);
    expect(hasCartonData({ ...mirror, units: 1.5 })).toBe(false);
  });
});

describe('the carton a product’s variants share', () => {
  it('is the one carton when every variant has it', () => {
    expect(sharedCarton([mirror, { ...mirror }, mirror])).toEqual({ kind: 'same', carton: mirror });
    expect(sharedCarton([cube])).toEqual({ kind: 'same', carton: cube });
  });

  it('varies when any figure differs, down to the units packed', () => {
    expect(sharedCarton([mirror, { ...mirror, heightCm: 12 }])).toEqual({ kind: 'varies' });
    expect(sharedCarton([mirror, { ...mirror, grossKg: 9.6 }])).toEqual({ kind: 'varies' });
    expect(sharedCarton([cube, { ...cube, units: 1 }])).toEqual({ kind: 'varies' });
    expect(sameCarton(mirror, { ...mirror })).toBe(true);
    expect(sameCarton(mirror, { ...mirror, lengthCm: 89 })).toBe(false);
  });

  it('varies when some variants have carton data and some have none', () => {
    expect(sharedCarton([mirror, undefined])).toEqual({ kind: 'varies' });
    expect(sharedCarton([undefined, { ...mirror, grossKg: 0 }, mirror])).toEqual({
      kind: 'varies',
    });
  });

  it('is none when no variant has carton data, or there are none', () => {
    expect(sharedCarton([undefined, undefined])).toEqual({ kind: 'none' });
    expect(sharedCarton([{ lengthCm: 88, widthCm: 88, heightCm: 10 }])).toEqual({ kind: 'none' });
    expect(sharedCarton([])).toEqual({ kind: 'none' });
  });
});

describe('an order’s load', () => {
  it('adds every line with carton data and names the ones without', () => {
    const order = orderLoad([
      { key: 1, name: 'Walnut mirror', quantity: 25, carton: mirror },
      { key: 2, name: 'Abstract wall art', quantity: 4 },
      { key: 3, name: 'Cube shelf', quantity: 5, carton: cube },
    ]);
    // 25 mirror cartons + 3 cube cartons (5 units, 2 a carton)
    expect(order.total.cartons).toBe(28);
    expect(order.total.cbm).toBeCloseTo(1.936 + 3, 10);
    expect(order.total.grossKg).toBeCloseTo(237.5 + 30, 10);
    expect(order.missing).toEqual([{ key: 2, name: 'Abstract wall art' }]);
    expect(order.lines.map((l) => l.key)).toEqual([1, 3]);
  });

  it('is empty for no lines, and for lines that all lack data', () => {
    expect(orderLoad([]).total).toEqual({ cartons: 0, cbm: 0, grossKg: 0 });
    const none = orderLoad([{ key: 'a', name: 'Lamp', quantity: 3, carton: { units: 2 } }]);
    expect(none.total.cartons).toBe(0);
    expect(none.missing).toHaveLength(1);
    expect(suggestContainer(none.total, DEFAULT_CONTAINER_TYPES)).toEqual({ kind: 'empty' });
  });

  it('adds up 5,000 lines exactly', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => ({
      key: i,
      name: `Line ${i}`,
      quantity: 2,
      carton: cube,
    }));
    const order = orderLoad(lines);
    expect(order.total.cartons).toBe(5000);
    expect(order.total.cbm).toBe(5000);
    expect(order.total.grossKg).toBe(50_000);
    expect(suggestContainer(order.total, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'several',
      container: { name: "40' HQ" },
      count: 74, // 5,000 m³ / 68 = 73.5…
    });
  });
});

describe('filling a container', () => {
  it('fills a container exactly: 28 one-metre cartons are 100% of a 20′ GP', () => {
    const load = lineLoad(56, cube); // 28 cartons
    const fill = fillOf(load, GP20);
    expect(fill.volumePercent).toBe(100);
    expect(fill.weightPercent).toBeCloseTo((280 / 28_180) * 100, 10);
    expect(fill.fits).toBe(true);
    expect(fill.limitedBy).toBe('volume');
    expect(suggestContainer(load, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'fits',
      container: { name: "20' GP" },
    });
    expect(roomForCartons(load, GP20, cube)).toBe(0);
  });

  it('moves up a size one carton past an exact fit', () => {
    const load = lineLoad(57, cube); // 29 cartons
    expect(fillOf(load, GP20).fits).toBe(false);
    expect(fillOf(load, GP20).containersNeeded).toBe(2);
    expect(suggestContainer(load, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'fits',
      container: { name: "40' GP" },
    });
  });

  it('lets the weight limit before the volume', () => {
    // 150 marble cartons: 18.75 m³ (67% of 28) but 30,000 kg (106% of 28,180)
    const load = lineLoad(150, marble);
    expect(load.cbm).toBeCloseTo(18.75, 10);
    expect(load.grossKg).toBe(30_000);
    const fill = fillOf(load, GP20);
    expect(fill.limitedBy).toBe('weight');
    expect(fill.fits).toBe(false);
    // every type's payload is under 30 t, so it takes two containers, the smallest type on a tie
    expect(suggestContainer(load, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'several',
      container: { name: "20' GP" },
      count: 2,
    });
  });

  it('counts how many containers an order larger than one needs', () => {
    const load = lineLoad(300, cube); // 150 cartons, 150 m³, 1,500 kg
    expect(fillOf(load, GP20).containersNeeded).toBe(6); // 150 / 28 = 5.4
    expect(fillOf(load, GP40).containersNeeded).toBe(3); // 150 / 58 = 2.6
    expect(fillOf(load, HQ40).containersNeeded).toBe(3); // 150 / 68 = 2.2
    expect(suggestContainer(load, DEFAULT_CONTAINER_TYPES)).toMatchObject({
      kind: 'several',
      container: { name: "40' GP" },
      count: 3,
    });
  });

  it('says how many more cartons of a product fit beside the load', () => {
    // 20 m³ of cubes in a 20′ GP leaves 8 m³: 103 more mirror cartons (8 / 0.07744 = 103.3)
    const load = lineLoad(40, cube);
    expect(roomForCartons(load, GP20, mirror)).toBe(103);
    // volume decides for marble there too: 8 / 0.125 = 64 (weight would allow 27,980 / 200 = 139)
    expect(roomForCartons(load, GP20, marble)).toBe(64);
    // beside 100 marble cartons (12.5 m³, 20,000 kg) weight decides: 8,180 / 200 = 40.9 → 40
    // although 15.5 m³ of room would take 124
    expect(roomForCartons(lineLoad(100, marble), GP20, marble)).toBe(40);
  });
});

describe('units per container', () => {
  it('gives the walnut mirror’s figures, checked by hand', () => {
    // 28 / 0.07744 = 361.57 → 361; 28,180 / 9.5 = 2,966.3 → 2,966; volume decides
    expect(unitsPerContainer(mirror, GP20)).toMatchObject({
      cartons: 361,
      units: 361,
      byVolume: 361,
      byWeight: 2966,
      limitedBy: 'volume',
    });
    // 58 / 0.07744 = 748.97 → 748; 68 / 0.07744 = 878.1 → 878
    expect(unitsPerContainer(mirror, GP40).units).toBe(748);
    expect(unitsPerContainer(mirror, HQ40).units).toBe(878);
  });

  it('counts units, not cartons, and lets weight decide for heavy goods', () => {
    expect(unitsPerContainer(cube, GP20)).toMatchObject({ cartons: 28, units: 56 });
    // marble: by volume 28 / 0.125 = 224, by weight 28,180 / 200 = 140.9 → 140
    expect(unitsPerContainer(marble, GP20)).toMatchObject({
      units: 140,
      byVolume: 224,
      byWeight: 140,
      limitedBy: 'weight',
    });
  });
});

describe('units', () => {
  it('converts to imperial and leaves metric alone', () => {
    expect(lengthIn(88, 'metric')).toBe(88);
    expect(lengthIn(88, 'imperial')).toBeCloseTo(34.646, 3);
    expect(weightIn(9.5, 'imperial')).toBeCloseTo(20.944, 3);
    expect(volumeIn(1, 'imperial')).toBeCloseTo(35.3147, 4);
    expect(volumeIn(1, 'metric')).toBe(1);
  });
});

describe('the sample site’s cart, by hand', () => {
  /**
   * The cart the e2e journey builds from the sample catalogue (e2e/container-planner.spec.ts):
   * 60 walnut mirrors (88 × 88 × 10 cm, 9.5 kg, one a carton) and 30 linen sofas (226 × 72 ×
   * 71 cm, 64 kg, one a carton).
   *   mirrors: 60 cartons × 0.07744 m³ = 4.6464 m³, 60 × 9.5 = 570 kg
   *   sofas:   30 cartons × 1.155312 m³ = 34.65936 m³, 30 × 64 = 1,920 kg
   *   total:   90 cartons, 39.30576 m³, 2,490 kg
   * A 20' GP holds 28 m³: too small. A 40' GP holds 58 m³ and 26,730 kg: 39.30576 / 58 = 67.8%
   * of its volume, 2,490 / 26,730 = 9.3% of its payload. Room left: 18.69424 m³, 16 more sofa
   * cartons (16.2) or 241 more mirror cartons (241.4). Twice the sofas (73.96512 m³) needs two
   * containers: two 40' GP (1.28 each), as two 40' HQ would also do but the smaller wins.
   */
  const sample = (id: number) => SAMPLE_PRODUCTS.find((product) => product.id === id)!;
  const lines = [
    { key: 1, name: 'mirror', quantity: 60, carton: sample(1).carton },
    { key: 4, name: 'sofa', quantity: 30, carton: sample(4).carton },
  ];

  it('adds up cartons, volume and weight as the hand calculation does', () => {
    const order = orderLoad(lines);
    expect(order.total.cartons).toBe(90);
    expect(order.total.cbm).toBeCloseTo(39.30576, 9);
    expect(order.total.grossKg).toBe(2490);
    expect(suggestContainer(order.total, SAMPLE_SITE_SETTINGS.containerTypes)).toMatchObject({
      kind: 'fits',
      container: { name: "40' GP" },
    });
    const fill = fillOf(order.total, GP40);
    expect(fill.volumePercent).toBeCloseTo(67.77, 2);
    expect(fill.weightPercent).toBeCloseTo(9.32, 2);
    expect(roomForCartons(order.total, GP40, sample(4).carton!)).toBe(16);
    expect(roomForCartons(order.total, GP40, sample(1).carton!)).toBe(241);
  });

  it('needs two 40’ GP for twice the sofas', () => {
    const order = orderLoad([lines[0]!, { ...lines[1]!, quantity: 60 }]);
    expect(order.total.cbm).toBeCloseTo(73.96512, 9);
    expect(suggestContainer(order.total, SAMPLE_SITE_SETTINGS.containerTypes)).toMatchObject({
      kind: 'several',
      container: { name: "40' GP" },
      count: 2,
    });
  });
});
