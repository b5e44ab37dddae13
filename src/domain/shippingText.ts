/**
 * How container figures read (docs/requirements.md#shipping): lengths, weights and volumes in the
 * buyer's units, fill percentages in words, and the planner's suggestion and room left. Loaded
 * with the cart's planner, the quote and the product page's shipping section, never on home.
 */
import {
  lengthIn,
  volumeIn,
  weightIn,
  UNIT_SYMBOLS,
  type ContainerSuggestion,
  type Fill,
  type UnitSystem,
} from './shipping';
import { formatCount, formatDecimal } from './numbers';

/** '88 cm', '34.6 in'. */
export function formatLength(cm: number, system: UnitSystem): string {
  return `${formatDecimal(lengthIn(cm, system), 1)} ${UNIT_SYMBOLS[system].length}`;
}

/** '88 × 88 × 10 cm', '34.6 × 34.6 × 3.9 in'. */
export function formatDimensions(sides: readonly number[], system: UnitSystem): string {
  const values = sides.map((cm) => formatDecimal(lengthIn(cm, system), 1));
  return `${values.join(' × ')} ${UNIT_SYMBOLS[system].length}`;
}

/** '9.5 kg', '28,180 kg', '20.9 lb'. */
export function formatWeight(kg: number, system: UnitSystem): string {
  return `${formatDecimal(weightIn(kg, system), 1)} ${UNIT_SYMBOLS[system].weight}`;
}

/** '0.077 m³' (three decimals under one, as CBM is quoted), '18.25 m³', '2.73 ft³'. */
export function formatVolume(m3: number, system: UnitSystem): string {
  const value = volumeIn(m3, system);
  return `${formatDecimal(value, Math.abs(value) < 1 ? 3 : 2)} ${UNIT_SYMBOLS[system].volume}`;
}

/**
 * A fill as a whole percent: '<1%' for a trace, never '100%' for what is not quite full nor '0%'
 * for what is not empty.
 */
export function percentText(percent: number): string {
  if (percent > 0 && percent < 1) return '<1%';
  if (percent > 99 && percent < 100) return '99%';
  return `${formatCount(percent)}%`;
}

/** '1 carton', '28 cartons'. */
export const cartonsText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'carton' : 'cartons'}`;

/** What a meter says in words: '64% of the volume and 12% of the payload'. */
export function fillText(fill: Fill): string {
  return `${percentText(fill.volumePercent)} of the volume and ${percentText(fill.weightPercent)} of the payload`;
}

/** The fill of one container type, named: "20' GP: 64% of the volume and 12% of the payload". */
export const containerFillText = (fill: Fill) => `${fill.container.name}: ${fillText(fill)}`;

/** "Fits in one 20' GP", "Needs 3 × 40' GP containers", or nothing for an empty load. */
export function suggestionText(suggestion: ContainerSuggestion): string {
  switch (suggestion.kind) {
    case 'empty':
      return '';
    case 'fits':
      return `Fits in one ${suggestion.container.name}`;
    case 'several':
      return `Needs ${suggestion.count} × ${suggestion.container.name} containers`;
  }
}

/** 'Room for about 14 more cartons of Velvet sofa', or that there is none. */
export function roomText(cartons: number, name: string): string {
  if (cartons <= 0) return `No room for another carton of ${name}`;
  return `Room for about ${formatCount(cartons)} more ${cartons === 1 ? 'carton' : 'cartons'} of ${name}`;
}

/** How many of the lines left out are named; the rest are counted ('and 12 more'). */
export const MISSING_NAMES_SHOWN = 5;

/**
 * 'Left out of the totals: Abstract wall art, Floor lamp (no carton data)'. A long list names the
 * first five and counts the rest, so a cart of imported lines without cartons reads in one line.
 */
export function missingText(names: readonly string[]): string {
  const rest = names.length - MISSING_NAMES_SHOWN;
  const named =
    rest > 0
      ? `${names.slice(0, MISSING_NAMES_SHOWN).join(', ')} and ${formatCount(rest)} more`
      : names.join(', ');
  return `Left out of the totals: ${named} (no carton data)`;
}
