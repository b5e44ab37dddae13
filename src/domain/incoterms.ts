/**
 * The Incoterms 2020 rules and the words that say on which terms prices are quoted
 * (docs/requirements.md#incoterms). Pure, so the product page, the cart, the quote and the admin
 * word them alike; not read by the repair, so no page loads them without showing them. The words
 * a page shows ('Prices FOB Ningbo') are in ./pricesTerms.ts, without the names and the list.
 */

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

/** 'FOB (Free On Board)' for a chooser; a code that is no rule stays as it is. */
export function incotermLabel(code: string): string {
  return Object.hasOwn(INCOTERM_NAMES, code)
    ? `${code} (${INCOTERM_NAMES[code as Incoterm]})`
    : code;
}

export { LOADING_TERMS, portCity, pricesTermsText } from './pricesTerms';
