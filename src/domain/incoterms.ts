/**
 * The Incoterms 2020 rules and the words that say on which terms prices are quoted
 * (docs/requirements.md#incoterms). Pure, so the product page, the cart, the quote and the admin
 * word them alike; not read by the repair, so no page loads them without showing them.
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

/** The port's city: the port of loading up to its first comma ('Ningbo, China' gives 'Ningbo'). */
export const portCity = (port: string) => port.split(',')[0]!.trim();

/**
 * 'Prices FOB Ningbo' for a term whose named place is where the goods are loaded, 'Prices CIF to
 * your port' for one that names the destination; '' when the shop names no price term.
 */
export function pricesTermsText(terms: { priceIncoterm?: string; portOfLoading?: string }): string {
  const term = (terms.priceIncoterm ?? '').trim();
  if (term === '') return '';
  if (!LOADING_TERMS.includes(term as Incoterm)) return `Prices ${term} to your port`;
  const city = portCity(terms.portOfLoading ?? '');
  return city === '' ? `Prices ${term}` : `Prices ${term} ${city}`;
}
