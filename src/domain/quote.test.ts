import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { quoteFor as requirementFor } from '@/test/requirements';
import type { CartLine } from './types';
import { cartTotals } from './cart';
import { MAILTO_MAX_LENGTH } from './mailto';
import {
  CSV_BOM,
  NO_QUOTE,
  QUOTE_CSV_HEADER,
  QUOTE_TEXTS,
  QUOTE_TRUNCATION_NOTE,
  cartFingerprint,
  isQuoteNumber,
  newQuoteNumber,
  normalizeQuoteRecord,
  quoteCsvFilename,
  quoteCsvRows,
  quoteFor,
  quoteMailtoUrl,
  quoteRequestFields,
  quoteRequestText,
  quoteTerms,
  validateQuoteRequest,
  type QuoteRequest,
} from './quote';
import { priceBreaks } from '@fixtures/product';

const DAY = new Date(2026, 10, 26, 9, 30);
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

const mirror: CartLine = {
  id: 1,
  name: 'Aldana Round Walnut Wall Mirror',
  price: 45,
  image: '',
  quantity: 60,
  sku: 'EH-MIR-001',
  moq: 20,
  priceTiers: priceBreaks([50, 39.5], [200, 35]),
  carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
  hsCode: '7009.92',
  origin: 'CN',
};
const awkward: CartLine = {
  id: 2,
  name: 'Sofa, 3-seat "Harbor" – linen',
  price: 749.99,
  image: '',
  quantity: 3,
  sku: 'EH-SOF-004',
};
const form = { email: 'buyer@retailer.com', company: 'Retailer Ltd', message: 'FOB Ningbo' };

describe('quote number', () => {
  it('is the day and four unambiguous characters', () => {
    expect(newQuoteNumber(DAY, sequence(0.25, 0.0, 0.99, 0.5))).toBe('Q-20261126-80ZG');
    for (let i = 0; i < 200; i += 1) expect(isQuoteNumber(newQuoteNumber(DAY))).toBe(true);
    expect(isQuoteNumber('Q-20261126-7K3I')).toBe(false);
    expect(isQuoteNumber('Q-2026112-7K3F')).toBe(false);
  });

  it('is kept while the cart is unchanged and renewed when a line changes', () => {
    const first = quoteFor(NO_QUOTE, [mirror], DAY, sequence(0.1));
    expect(first.number).toBe('Q-20261126-3333');
    const later = new Date(2026, 11, 3);
    expect(quoteFor(first, [{ ...mirror }], later, sequence(0.9))).toBe(first);
    const changed = quoteFor(first, [{ ...mirror, quantity: 200 }], later, sequence(0.9));
    expect(changed.number).toBe('Q-20261203-WWWW');
    expect(changed.cart).not.toBe(first.cart);
  });

  it('fingerprints quantity, price and order', () => {
    const base = cartFingerprint([mirror, awkward]);
    expect(cartFingerprint([awkward, mirror])).not.toBe(base);
    expect(cartFingerprint([mirror, { ...awkward, price: 700 }])).not.toBe(base);
    expect(cartFingerprint([mirror, { ...awkward, quantity: 4 }])).not.toBe(base);
    expect(cartFingerprint([mirror, { ...awkward }])).toBe(base);
  });

  it('reads a stored record or none', () => {
    expect(normalizeQuoteRecord({ number: 'Q-20261126-7K3F', cart: '1-abc' })).toEqual({
      number: 'Q-20261126-7K3F',
      cart: '1-abc',
    });
    expect(normalizeQuoteRecord({ number: 'nope', cart: '1-abc' })).toEqual(NO_QUOTE);
    expect(normalizeQuoteRecord('garbage')).toEqual(NO_QUOTE);
    expect(normalizeQuoteRecord(null)).toEqual(NO_QUOTE);
  });
});

describe('quote CSV', () => {
  it('has the header quick order reads and plain amounts at the tier reached', () => {
    const rows = quoteCsvRows([mirror, awkward]);
    expect(rows[0]).toEqual([
      'SKU',
      'Name',
      'Quantity',
      'Unit price',
      'Total',
      'Cartons',
      'CBM',
      'Gross weight (kg)',
      'HS code',
      'Origin',
    ]);
    expect(rows[0]).toEqual([...QUOTE_CSV_HEADER]);
    // 60 cartons of 0.07744 m³ and 9.5 kg: 4.646 m³, 570 kg
    expect(rows[1]).toEqual([
      'EH-MIR-001',
      mirror.name,
      '60',
      '39.50',
      '2370.00',
      '60',
      '4.646',
      '570',
      '7009.92',
      'CN',
    ]);
    // no carton data: the shipping cells are blank
    expect(rows[2]).toEqual([
      'EH-SOF-004',
      awkward.name,
      '3',
      '749.99',
      '2249.97',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('round-trips names with commas and quotes through a CSV parser, BOM and all', () => {
    const text = CSV_BOM + Papa.unparse(quoteCsvRows([mirror, awkward]), { newline: '\r\n' });
    expect(
      text.startsWith(
        '\uFEFFSKU,Name,Quantity,Unit price,Total,Cartons,CBM,Gross weight (kg),HS code,Origin\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('"Sofa, 3-seat ""Harbor"" – linen"');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((row) => [row.SKU, row.Name, row.Quantity])).toEqual([
      ['EH-MIR-001', mirror.name, '60'],
      ['EH-SOF-004', awkward.name, '3'],
    ]);
  });

  it('is named after the quote', () => {
    expect(quoteCsvFilename('Q-20261126-7K3F')).toBe('elifehome-quote-Q-20261126-7K3F.csv');
  });
});

describe('request for quotation', () => {
  /** Quote Q-20261126-7K3F for `lines`, sent from the form through ELIFEHOME on DAY. */
  const request = (lines: CartLine[]): QuoteRequest => ({
    quoteNumber: 'Q-20261126-7K3F',
    lines,
    totals: cartTotals(lines),
    form,
    siteName: 'ELIFEHOME',
    date: DAY,
  });

  it('carries every line with SKU, name, quantity, unit price and total, then the totals', () => {
    const text = quoteRequestText(request([mirror, awkward]));
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Request for quotation Q-20261126-7K3F',
      'ELIFEHOME, 26 November 2026',
      '',
      'SKU | Name | Quantity | Unit price | Total',
      'EH-MIR-001 | Aldana Round Walnut Wall Mirror | 60 | $39.50 | $2,370.00',
      'EH-SOF-004 | Sofa, 3-seat "Harbor" – linen | 3 | $749.99 | $2,249.97',
    ]);
    expect(text).toContain('Subtotal: $4,619.97');
    expect(text).toContain('Tax (10%): $462.00');
    expect(text).toContain('Total: $5,081.97');
    expect(text).toContain('Buyer email: buyer@retailer.com');
    expect(text).toContain('Company: Retailer Ltd');
  });

  it('goes to the shop with the buyer copied, shortened with a pointer to the CSV', () => {
    const url = quoteMailtoUrl(request([mirror]), 'sales@elifehome.example');
    const [to, query = ''] = url.slice('mailto:'.length).split('?');
    expect(to).toBe('sales@elifehome.example');
    const params = new URLSearchParams(query);
    expect(params.get('subject')).toBe('Request for quotation Q-20261126-7K3F via ELIFEHOME');
    expect(params.get('cc')).toBe('buyer@retailer.com');
    expect(params.get('body')).toContain('EH-MIR-001 | Aldana');

    const many = Array.from({ length: 40 }, (_, i) => ({ ...mirror, id: i + 1 }));
    const long = quoteMailtoUrl(request(many), 'sales@elifehome.example');
    expect(long.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(new URLSearchParams(long.split('?')[1]).get('body')).toContain(QUOTE_TRUNCATION_NOTE);
  });

  it('posts the quote number, the summary and the lines as CSV', () => {
    const fields = quoteRequestFields(request([mirror]), 'SKU,Name');
    expect(fields).toMatchObject({
      'form-name': 'quote-request',
      _subject: 'Request for quotation Q-20261126-7K3F via ELIFEHOME',
      quote: 'Q-20261126-7K3F',
      email: 'buyer@retailer.com',
      company: 'Retailer Ltd',
      lines: 'SKU,Name',
      total: '2607.00',
    });
    expect(fields.summary).toContain('EH-MIR-001 | Aldana Round Walnut Wall Mirror | 60 | $39.50');
  });

  it('needs a valid email to answer', () => {
    expect(validateQuoteRequest({ ...form, email: ' ' })).toEqual({
      email: QUOTE_TEXTS.emailRequired,
    });
    expect(validateQuoteRequest({ ...form, email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateQuoteRequest(form)).toEqual({});
  });
});

it('states how long prices hold, with the date', () => {
  const [valid] = quoteTerms(DAY, 30);
  expect(valid).toBe(
    'Prices are valid for 30 days, until 26 December 2026. After that, ask us for a new quote.',
  );
});

describe('quote texts', () => {
  it('are each a text docs/requirements.md quotes', () => {
    const texts = [
      ...Object.values(QUOTE_TEXTS).map((t) => (typeof t === 'string' ? t : t('Q-20261126-7K3F'))),
      quoteTerms(DAY)[0]!,
    ];
    for (const text of texts) expect(requirementFor(text), text).toBeDefined();
  });
});
