import Papa from 'papaparse';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/domain/cart';
import { CSV_BOM, quoteCsvRows, quoteTerms } from '@/domain/quote';
import { DEFAULT_CONTAINER_TYPES } from '@/domain/shipping';
import type { CartLine } from '@/domain/types';
import { QuoteSheet } from './QuoteSheet';

/**
 * One cart, printed and downloaded: the printed quote and the CSV must carry the same totals.
 *
 * By hand:
 * - mirror: 2 units, 1 a carton of 88 × 88 × 10 cm and 9.5 kg: 2 cartons,
 *   2 × 0.07744 = 0.15488 m³, 2 × 9.5 = 19 kg;
 * - cushions: 30 units, 12 a carton of 50 × 50 × 40 cm (0.1 m³) and 8 kg: 30 / 12 = 2.5, so 3
 *   cartons, 0.3 m³, 24 kg;
 * - the sofa has no carton data: left out, and named.
 * Totals: 5 cartons, 0.45488 m³ (0.455 as CBM is quoted), 43 kg. A 20' GP (28 m³, 28,180 kg)
 * takes it.
 */
const lines: CartLine[] = [
  {
    id: 1,
    name: 'Aldana Round Walnut Wall Mirror',
    price: 189.99,
    image: '',
    quantity: 2,
    sku: 'EH-MIR-001',
    carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
    hsCode: '7009.92',
    origin: 'CN',
  },
  {
    id: 2,
    name: 'Linen Cushion Cover',
    price: 12,
    image: '',
    quantity: 30,
    sku: 'EH-TEX-002',
    carton: { lengthCm: 50, widthCm: 50, heightCm: 40, grossKg: 8, units: 12 },
    hsCode: '6304.92',
    origin: 'IN',
  },
  { id: 3, name: 'Harbor Sofa', price: 749.99, image: '', quantity: 1, sku: 'EH-SOF-003' },
];

const DATE = new Date(2026, 10, 26);

function printed(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <QuoteSheet
      quoteNumber="Q-20261126-7K3F"
      date="26 November 2026"
      lines={lines}
      totals={cartTotals(lines)}
      company={{
        siteName: 'ELIFEHOME',
        companyName: 'Elifehome Ltd',
        address: 'Ningbo, China',
        contactEmail: 'sales@elifehome.example',
        contactPhone: '',
        logoUrl: '',
      }}
      terms={quoteTerms(DATE)}
      containers={DEFAULT_CONTAINER_TYPES}
      chosenTerms={[{ label: 'Terms', value: 'FOB Ningbo (Incoterms 2020)' }]}
    />,
  );
  return host;
}

const text = (root: HTMLElement, testId: string) =>
  root.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';

/** The figure in '43 kg', '1,570.5 kg', '5 cartons', '0.455 m³'. */
const figure = (value: string) => Number(value.replace(/,/g, '').split(' ')[0]);

describe('the printed quote and the CSV of one cart', () => {
  it('carry the same totals, as worked out by hand', () => {
    const sheet = printed();
    const csv = Papa.parse<Record<string, string>>(
      (CSV_BOM + Papa.unparse(quoteCsvRows(lines, DEFAULT_CONTAINER_TYPES))).slice(1),
      { header: true },
    ).data;
    const totals = csv.find((row) => row.Name === 'Totals')!;

    expect(text(sheet, 'quote-cartons')).toBe('5 cartons');
    expect(text(sheet, 'quote-cbm')).toBe('0.455 m³');
    expect(text(sheet, 'quote-weight')).toBe('43 kg');
    expect(totals).toMatchObject({ Cartons: '5', CBM: '0.455', 'Gross weight (kg)': '43' });

    expect(figure(text(sheet, 'quote-cartons'))).toBe(Number(totals.Cartons));
    expect(figure(text(sheet, 'quote-cbm'))).toBe(Number(totals.CBM));
    expect(figure(text(sheet, 'quote-weight'))).toBe(Number(totals['Gross weight (kg)']));

    const suggestion = "Fits in one 20' GP";
    expect(text(sheet, 'quote-container')).toBe(suggestion);
    expect(csv.some((row) => row.Name === suggestion)).toBe(true);
    const missing = 'Left out of the totals: Harbor Sofa (no carton data)';
    expect(text(sheet, 'quote-missing')).toBe(missing);
    expect(csv.some((row) => row.Name === missing)).toBe(true);
  });

  it('prints each line with its cartons, CBM, gross weight, HS code and origin, and the terms', () => {
    const sheet = printed();
    const rows = [...sheet.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows[0]).toContain('2 cartons · 0.155 m³ · 19 kg gross · HS 7009.92 · Origin China');
    expect(rows[1]).toContain('3 cartons · 0.300 m³ · 24 kg gross · HS 6304.92 · Origin India');
    expect(rows[2]).toContain('No carton data');
    expect(sheet.textContent).toContain('TermsFOB Ningbo (Incoterms 2020)');
  });
});
