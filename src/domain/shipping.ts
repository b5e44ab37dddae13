/**
 * Container planning (docs/requirements.md#shipping): how many cartons an order is, its cubic
 * metres and gross weight, how full each container type the shop quotes would be, by volume and by
 * weight, the smallest that takes it all, how many are needed when none does, and the room left.
 * Pure numbers in centimetres, kilograms and cubic metres; the planner, the quote, the cart's CSV
 * and the line sheet all read them from here.
 */

import { DEFAULT_CONTAINER_TYPES, type ContainerType } from './schemas/tradeTerms';

/** A product's (or variant's) export carton: outer size in cm, gross weight in kg, units packed. */
export interface Carton {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  grossKg: number;
  /** Units of the product in one carton (1 for a sofa, 12 for a set of cushions). */
  units: number;
}

export { DEFAULT_CONTAINER_TYPES, type ContainerType };

/** Floating-point slack: 27.999999999 cartons of room is 28. */
const SLACK = 1e-9;

/** Rounds down, forgiving the last bits of a float (0.1 + 0.2 style). */
const floorCount = (n: number) => Math.floor(n + SLACK);

/** Rounds up, forgiving the last bits of a float (a ratio of 2.0000000001 is 2). */
const ceilCount = (n: number) => Math.ceil(n - SLACK);

const positive = (n: number | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/** True when every figure of a carton is there and above zero (a missing one means no data). */
export function hasCartonData(carton: Partial<Carton> | undefined): carton is Carton {
  return (
    carton !== undefined &&
    positive(carton.lengthCm) &&
    positive(carton.widthCm) &&
    positive(carton.heightCm) &&
    positive(carton.grossKg) &&
    positive(carton.units) &&
    Number.isSafeInteger(carton.units)
  );
}

/** A carton's volume in cubic metres (88 × 88 × 10 cm is 0.07744 m³). Never typed, always computed. */
export function cartonCbm(carton: Pick<Carton, 'lengthCm' | 'widthCm' | 'heightCm'>): number {
  return (carton.lengthCm * carton.widthCm * carton.heightCm) / 1_000_000;
}

/** True when two cartons are the same: every side, the gross weight and the units packed. */
export function sameCarton(a: Carton, b: Carton): boolean {
  return (
    a.lengthCm === b.lengthCm &&
    a.widthCm === b.widthCm &&
    a.heightCm === b.heightCm &&
    a.grossKg === b.grossKg &&
    a.units === b.units
  );
}

/** What a product's variants share of a carton (docs/requirements.md#shipping). */
export type SharedCarton =
  /** Every one has the same complete carton: the product's own, or each variant's alike. */
  | { kind: 'same'; carton: Carton }
  /** None has carton data. */
  | { kind: 'none' }
  /** They differ, or some have data and some not: each must be told on its own. */
  | { kind: 'varies' };

/**
 * The carton a set of items (a product's variants) shares, if they share one: a line sheet then
 * prints it once, and prints a carton per variant only where they differ.
 */
export function sharedCarton(cartons: readonly (Partial<Carton> | undefined)[]): SharedCarton {
  const known = cartons.filter(hasCartonData);
  if (known.length === 0) return { kind: 'none' };
  const first = known[0]!;
  if (known.length < cartons.length || known.some((carton) => !sameCarton(carton, first))) {
    return { kind: 'varies' };
  }
  return { kind: 'same', carton: first };
}

/** How many cartons a quantity fills: a part-filled carton still ships as one. */
export function cartonsFor(quantity: number, unitsPerCarton: number): number {
  if (!(quantity > 0) || !positive(unitsPerCarton)) return 0;
  return ceilCount(quantity / unitsPerCarton);
}

/** What part of an order takes up: cartons, cubic metres and gross kilograms. */
export interface Load {
  cartons: number;
  cbm: number;
  grossKg: number;
}

export const EMPTY_LOAD: Load = { cartons: 0, cbm: 0, grossKg: 0 };

/** The load of one line: its quantity in whole cartons, their volume and weight. */
export function lineLoad(quantity: number, carton: Carton): Load {
  const cartons = cartonsFor(quantity, carton.units);
  return { cartons, cbm: cartons * cartonCbm(carton), grossKg: cartons * carton.grossKg };
}

/** A line as the planner sees it: what it is called, how many, and its carton when known. */
export interface PlannedLine<K = string | number> {
  key: K;
  name: string;
  quantity: number;
  carton?: Partial<Carton> | undefined;
}

/** The order's load, line by line, with the lines the totals leave out for want of carton data. */
export interface OrderLoad<K = string | number> {
  lines: { key: K; load: Load }[];
  total: Load;
  /** Lines whose product has no carton data: named, and left out of the total. */
  missing: { key: K; name: string }[];
}

/** Adds up an order's lines; a line without carton data is listed in `missing`, not guessed. */
export function orderLoad<K>(lines: readonly PlannedLine<K>[]): OrderLoad<K> {
  const loads: OrderLoad<K>['lines'] = [];
  const missing: OrderLoad<K>['missing'] = [];
  let cartons = 0;
  let cbm = 0;
  let grossKg = 0;
  for (const line of lines) {
    if (!hasCartonData(line.carton)) {
      missing.push({ key: line.key, name: line.name });
      continue;
    }
    const load = lineLoad(line.quantity, line.carton);
    loads.push({ key: line.key, load });
    cartons += load.cartons;
    cbm += load.cbm;
    grossKg += load.grossKg;
  }
  return { lines: loads, total: { cartons, cbm, grossKg }, missing };
}

/** How full one container would be: percent of its volume and of its payload, and which limits. */
export interface Fill {
  container: ContainerType;
  /** Percent of the usable volume the load takes (may exceed 100). */
  volumePercent: number;
  /** Percent of the payload the load weighs (may exceed 100). */
  weightPercent: number;
  /** Which runs out first: the one with the higher percentage ('volume' on a tie). */
  limitedBy: 'volume' | 'weight';
  /** True when the load fits in one container of this type. */
  fits: boolean;
  /** How many of this type the load needs (0 for an empty load). */
  containersNeeded: number;
}

/** How a load fills one container type. */
export function fillOf(load: Load, container: ContainerType): Fill {
  const volumePercent = (load.cbm / container.usableM3) * 100;
  const weightPercent = (load.grossKg / container.payloadKg) * 100;
  const containersNeeded = Math.max(
    ceilCount(load.cbm / container.usableM3),
    ceilCount(load.grossKg / container.payloadKg),
  );
  return {
    container,
    volumePercent,
    weightPercent,
    limitedBy: weightPercent > volumePercent ? 'weight' : 'volume',
    fits: containersNeeded <= 1,
    containersNeeded: Math.max(0, containersNeeded),
  };
}

/** By usable volume, then payload: the order in which "smallest" is meant. */
const bySize = (a: ContainerType, b: ContainerType) =>
  a.usableM3 - b.usableM3 || a.payloadKg - b.payloadKg;

/** What the planner suggests for a load. */
export type ContainerSuggestion =
  | { kind: 'empty' }
  /** The smallest type the whole load fits in. */
  | { kind: 'fits'; container: ContainerType; fill: Fill }
  /** No type takes it in one: the fewest containers of one type (the smaller type on a tie). */
  | { kind: 'several'; container: ContainerType; count: number; fill: Fill };

/** The smallest container type that takes the whole load, or how many of which type it needs. */
export function suggestContainer(
  load: Load,
  containers: readonly ContainerType[],
): ContainerSuggestion {
  if (load.cartons === 0 || containers.length === 0) return { kind: 'empty' };
  const sorted = [...containers].sort(bySize);
  for (const container of sorted) {
    const fill = fillOf(load, container);
    if (fill.fits) return { kind: 'fits', container, fill };
  }
  let best = fillOf(load, sorted[0]!);
  for (const container of sorted.slice(1)) {
    const fill = fillOf(load, container);
    if (fill.containersNeeded < best.containersNeeded) best = fill;
  }
  return { kind: 'several', container: best.container, count: best.containersNeeded, fill: best };
}

/**
 * How many more cartons of one product fit beside a load in one container: whichever of the
 * volume and the payload left runs out first. 0 when the load already fills or overfills it.
 */
export function roomForCartons(load: Load, container: ContainerType, carton: Carton): number {
  const byVolume = (container.usableM3 - load.cbm) / cartonCbm(carton);
  const byWeight = (container.payloadKg - load.grossKg) / carton.grossKg;
  return Math.max(0, floorCount(Math.min(byVolume, byWeight)));
}

/** How many units of one product fill a container, by volume, by weight, and whichever is less. */
export interface UnitsPerContainer {
  container: ContainerType;
  cartons: number;
  units: number;
  byVolume: number;
  byWeight: number;
  limitedBy: 'volume' | 'weight';
}

/** Units of a product one container holds: whole cartons only, the tighter limit deciding. */
export function unitsPerContainer(carton: Carton, container: ContainerType): UnitsPerContainer {
  const cartonsByVolume = floorCount(container.usableM3 / cartonCbm(carton));
  const cartonsByWeight = floorCount(container.payloadKg / carton.grossKg);
  const cartons = Math.min(cartonsByVolume, cartonsByWeight);
  return {
    container,
    cartons,
    units: cartons * carton.units,
    byVolume: cartonsByVolume * carton.units,
    byWeight: cartonsByWeight * carton.units,
    limitedBy: cartonsByWeight < cartonsByVolume ? 'weight' : 'volume',
  };
}

/** Lengths, weights and volumes in the buyer's system: metric or imperial. */
export type UnitSystem = 'metric' | 'imperial';

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.453_592_37;
const M3_PER_CUBIC_FOOT = 0.028_316_846_592;

/** A length in cm, in the system's unit (cm or in). */
export const lengthIn = (cm: number, system: UnitSystem) =>
  system === 'metric' ? cm : cm / CM_PER_INCH;

/** A weight in kg, in the system's unit (kg or lb). */
export const weightIn = (kg: number, system: UnitSystem) =>
  system === 'metric' ? kg : kg / KG_PER_POUND;

/** A volume in m³, in the system's unit (m³ or ft³). */
export const volumeIn = (m3: number, system: UnitSystem) =>
  system === 'metric' ? m3 : m3 / M3_PER_CUBIC_FOOT;

/** The unit symbols of each system. */
export const UNIT_SYMBOLS: Record<UnitSystem, { length: string; weight: string; volume: string }> =
  {
    metric: { length: 'cm', weight: 'kg', volume: 'm³' },
    imperial: { length: 'in', weight: 'lb', volume: 'ft³' },
  };
