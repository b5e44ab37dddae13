/**
 * The figures and codes the trade-term settings start from (docs/requirements.md#container-types,
 * docs/requirements.md#incoterms): plain data, imported by the rules (./entities.ts), so kept
 * apart from the planning rules that only the cart and the product page load.
 */

/** A container type the shop offers: what can be loaded into it, by volume and by weight. */
export interface ContainerType {
  /** What buyers call it, and what names it in the settings: "20' GP". */
  name: string;
  /** The cubic metres that can really be loaded with cartons (less than the box's inside). */
  usableM3: number;
  /** The most cargo it may carry, in kg. */
  payloadKg: number;
}

/**
 * The three container types an export quote names, as industry tables give them
 * (docs/requirements.md#container-types cites them): the recommended load volume for loose
 * cartons, about 85% of the inside, and the maximum payload.
 */
export const DEFAULT_CONTAINER_TYPES: readonly ContainerType[] = [
  { name: "20' GP", usableM3: 28, payloadKg: 28_180 },
  { name: "40' GP", usableM3: 58, payloadKg: 26_730 },
  { name: "40' HQ", usableM3: 68, payloadKg: 26_540 },
];

/**
 * The eleven Incoterms 2020 rules, by group: E and F terms, whose named place is where the goods
 * are handed over for loading, then C and D terms, whose named place is the destination.
 */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;

export type Incoterm = (typeof INCOTERMS)[number];

/** The rules whose named place is where the goods are loaded; the others name the destination. */
export const LOADING_TERMS: readonly Incoterm[] = ['EXW', 'FCA', 'FAS', 'FOB'];

/** Each rule's name as the ICC gives it, for choosers and printed quotes. */
export const INCOTERM_NAMES: Record<Incoterm, string> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FAS: 'Free Alongside Ship',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
};
