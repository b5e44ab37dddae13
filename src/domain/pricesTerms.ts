/**
 * 'Prices FOB Ningbo': on which terms prices are quoted (docs/requirements.md#incoterms), apart
 * from ./incoterms.ts so that the product page carries only these words, not the rules' names.
 */
/** The rules whose named place is where the goods are loaded; the others name the destination. */
export const LOADING_TERMS: readonly string[] = ['EXW', 'FCA', 'FAS', 'FOB'];

/** The port's city: the port of loading up to its first comma ('Ningbo, China' gives 'Ningbo'). */
export const portCity = (port: string) => port.split(',')[0]!.trim();

/**
 * 'Prices FOB Ningbo' for a term whose named place is where the goods are loaded, 'Prices CIF to
 * your port' for one that names the destination; '' when the shop names no price term.
 */
export function pricesTermsText(terms: { priceIncoterm?: string; portOfLoading?: string }): string {
  const term = (terms.priceIncoterm ?? '').trim();
  if (term === '') return '';
  if (!LOADING_TERMS.includes(term)) return `Prices ${term} to your port`;
  const city = portCity(terms.portOfLoading ?? '');
  return city === '' ? `Prices ${term}` : `Prices ${term} ${city}`;
}
