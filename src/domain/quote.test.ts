import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { quoteFor as requirementFor } from '@/test/requirements';
import type { CartLine } from './types';
import { cartTotals } from './cart';
import { MAILTO_MAX_LENGTH } from './mailto';
import { quickOrderPreview, type QuickOrderProduct } from './quickOrder';
import { DEFAULT_CONTAINER_TYPES } from './shipping';
import { parseOrder } from '@/pages/QuickOrderPage/parseOrder';
import {
  CSV_BOM,
  NO_QUOTE,
  QUOTE_CSV_HEADER,
  QUOTE_CSV_TOTALS,
  QUOTE_REQUEST_LIMITS,
  QUOTE_TEXTS,
  QUOTE_WORDS,
  QUOTE_TRUNCATION_NOTE,
  cartFingerprint,
  isQuoteNumber,
  newQuoteNumber,
  normalizeQuoteRecord,
  quoteCsvFilename,
  quoteCsvRows,
  quoteFor,
  quoteLineShippingText,
  quoteLoad,
  quoteMailtoUrl,
  quoteRequestFields,
  quoteRequestText,
  quoteTerms,
  requestedTermsDetails,
  requestedTermsText,
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
const form = {
  email: 'buyer@retailer.com',
  company: 'Retailer Ltd',
  message: 'Samples first',
  incoterm: 'FOB',
  destinationPort: 'Felixstowe, UK',
};
const CONTAINERS = DEFAULT_CONTAINER_TYPES;

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

/** A row of the CSV's ten columns with only its Name cell filled, as its closing rows are. */
const nameRow = (name: string) => ['', name, ...Array<string>(8).fill('')];

describe('quote CSV', () => {
  it('has the header quick order reads and plain amounts at the tier reached', () => {
    const rows = quoteCsvRows([mirror, awkward], CONTAINERS);
    expect(rows[0]).toEqual([...QUOTE_CSV_HEADER]);
    // The names quick order reads back, written out so that a renamed column fails here.
    expect(rows[0]!.join()).toBe(
      'SKU,Name,Quantity,Unit price,Total,Cartons,CBM,Gross weight (kg),HS code,Origin',
    );
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

  it('ends with a blank row, the totals in their columns, the container and the lines left out', () => {
    const rows = quoteCsvRows([mirror, awkward], CONTAINERS);
    expect(rows).toHaveLength(7);
    expect(rows.slice(3)).toEqual([
      nameRow(''),
      ['', 'Totals', '', '', '', '60', '4.646', '570', '', ''],
      nameRow("Fits in one 20' GP"),
      nameRow('Left out of the totals: Sofa, 3-seat "Harbor" – linen (no carton data)'),
    ]);
    expect(rows[4]![1]).toBe(QUOTE_CSV_TOTALS);
  });

  it('has no totals rows when no line has carton data, and no missing row when all have', () => {
    expect(quoteCsvRows([awkward], CONTAINERS).slice(2)).toEqual([
      nameRow(''),
      nameRow('Left out of the totals: Sofa, 3-seat "Harbor" – linen (no carton data)'),
    ]);
    expect(
      quoteCsvRows([mirror], CONTAINERS)
        .slice(2)
        .map((row) => row[1]),
    ).toEqual(['', 'Totals', "Fits in one 20' GP"]);
    expect(quoteCsvRows([], CONTAINERS)).toEqual([[...QUOTE_CSV_HEADER]]);
  });

  it('re-imports through quick order as exactly its lines, totals rows skipped', () => {
    const text =
      CSV_BOM + Papa.unparse(quoteCsvRows([mirror, awkward], CONTAINERS), { newline: '\r\n' });
    const products: QuickOrderProduct[] = [
      { id: 1, name: mirror.name, price: 45, images: [], sku: 'EH-MIR-001', moq: 20 },
      { id: 2, name: awkward.name, price: 749.99, images: [], sku: 'EH-SOF-004' },
    ];
    const preview = quickOrderPreview(parseOrder(text), products);
    expect(preview.errors).toEqual([]);
    expect(preview.header?.slice(0, 3)).toEqual(['SKU', 'Name', 'Quantity']);
    expect(preview.ready.map((row) => [row.sku, row.quantity, row.line])).toEqual([
      ['EH-MIR-001', 60, 2],
      ['EH-SOF-004', 3, 3],
    ]);
  });

  it('round-trips names with commas and quotes through a CSV parser, BOM and all', () => {
    const text =
      CSV_BOM + Papa.unparse(quoteCsvRows([mirror, awkward], CONTAINERS), { newline: '\r\n' });
    expect(
      text.startsWith(
        '\uFEFFSKU,Name,Quantity,Unit price,Total,Cartons,CBM,Gross weight (kg),HS code,Origin\r\n',
      ),
    ).toBe(true);
    expect(text).toContain('"Sofa, 3-seat ""Harbor"" – linen"');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.slice(0, 2).map((row) => [row.SKU, row.Name, row.Quantity])).toEqual([
      ['EH-MIR-001', mirror.name, '60'],
      ['EH-SOF-004', awkward.name, '3'],
    ]);
    expect(parsed.data[3]).toMatchObject({ Name: 'Totals', Cartons: '60', CBM: '4.646' });
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
    portOfLoading: 'Ningbo, China',
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

  it('names the chosen Incoterm with its place and the destination port', () => {
    const text = quoteRequestText(request([mirror]));
    expect(text).toContain('Terms: FOB Ningbo (Incoterms 2020)\nDestination port: Felixstowe, UK');
    const cif = quoteRequestText({
      ...request([mirror]),
      form: { ...form, incoterm: 'CIF', destinationPort: ' Felixstowe, UK ' },
    });
    expect(cif).toContain('Terms: CIF Felixstowe, UK (Incoterms 2020)');
    const none = quoteRequestText({
      ...request([mirror]),
      form: { ...form, incoterm: '', destinationPort: '' },
    });
    expect(none).not.toContain('Terms:');
    expect(none).not.toContain('Destination port:');
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
      incoterm: 'FOB',
      destination: 'Felixstowe, UK',
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

  it('needs a destination port for a term quoted to it, and an Incoterm the shop offers', () => {
    const offered = ['EXW', 'FOB', 'CIF', 'DDP'];
    // E and F terms name the port of loading: the destination may wait
    expect(
      validateQuoteRequest({ ...form, incoterm: 'EXW', destinationPort: '' }, offered),
    ).toEqual({});
    expect(validateQuoteRequest({ ...form, incoterm: '', destinationPort: '' }, offered)).toEqual(
      {},
    );
    for (const incoterm of ['CIF', 'DDP']) {
      expect(validateQuoteRequest({ ...form, incoterm, destinationPort: '  ' }, offered)).toEqual({
        destinationPort: QUOTE_TEXTS.destinationRequired(incoterm),
      });
    }
    expect(QUOTE_TEXTS.destinationRequired('CIF')).toBe(
      'Please enter the destination port: CIF is quoted to it',
    );
    expect(validateQuoteRequest({ ...form, incoterm: 'DAP' }, offered)).toEqual({
      incoterm: QUOTE_TEXTS.incotermNotOffered,
    });
    const long = 'x'.repeat(QUOTE_REQUEST_LIMITS.destinationPortMax + 1);
    expect(validateQuoteRequest({ ...form, destinationPort: long }, offered)).toEqual({
      destinationPort: 'Destination port must be 120 characters or fewer',
    });
    expect(validateQuoteRequest({ ...form, destinationPort: 'x'.repeat(120) }, offered)).toEqual(
      {},
    );
  });
});

describe('chosen terms', () => {
  it('names a loading term by the port of loading and the others by the destination', () => {
    expect(requestedTermsText('FOB', 'Ningbo, China', 'Felixstowe, UK')).toBe('FOB Ningbo');
    expect(requestedTermsText('EXW', '', 'Felixstowe, UK')).toBe('EXW');
    expect(requestedTermsText('CIF', 'Ningbo, China', ' Felixstowe, UK ')).toBe(
      'CIF Felixstowe, UK',
    );
    expect(requestedTermsText('DDP', 'Ningbo, China', '')).toBe('DDP');
    expect(requestedTermsText('', 'Ningbo, China', 'Felixstowe, UK')).toBe('');
  });

  it('states the terms and the port, each when there is one', () => {
    expect(requestedTermsDetails(form, 'Ningbo, China')).toEqual([
      { label: 'Terms', value: 'FOB Ningbo (Incoterms 2020)' },
      { label: 'Destination port', value: 'Felixstowe, UK' },
    ]);
    expect(requestedTermsDetails({ incoterm: '', destinationPort: 'Felixstowe' }, '')).toEqual([
      { label: QUOTE_WORDS.destination, value: 'Felixstowe' },
    ]);
    expect(requestedTermsDetails({ incoterm: '', destinationPort: ' ' }, '')).toEqual([]);
  });
});

describe('quote load', () => {
  it('words a line: cartons, CBM, gross weight, HS code and origin, or no carton data', () => {
    // 60 cartons of 88 × 88 × 10 cm (0.07744 m³) and 9.5 kg: 4.64640 m³, 570 kg
    expect(quoteLineShippingText(mirror)).toBe(
      '60 cartons · 4.646 m³ · 570 kg gross · HS 7009.92 · Origin China',
    );
    expect(quoteLineShippingText(awkward)).toBe('No carton data');
    expect(quoteLineShippingText({ ...awkward, hsCode: '9401.61', origin: 'VN' })).toBe(
      'No carton data · HS 9401.61 · Origin Vietnam',
    );
  });

  it('suggests several containers when no type takes the order', () => {
    // 40 sofas in cartons of 220 × 100 × 90 cm (1.98 m³) and 85 kg: 79.2 m³, 3,400 kg. A 40' HQ
    // holds 68 m³, so it needs two; a 40' GP (58 m³) needs two as well, and is the smaller.
    const sofa: CartLine = {
      ...awkward,
      quantity: 40,
      carton: { lengthCm: 220, widthCm: 100, heightCm: 90, grossKg: 85, units: 1 },
    };
    const load = quoteLoad([sofa], CONTAINERS);
    expect(load.total.cartons).toBe(40);
    expect(load.total.cbm).toBeCloseTo(79.2, 9);
    expect(load.total.grossKg).toBe(3400);
    expect(load.suggestion).toBe("Needs 2 × 40' GP containers");
    expect(load.missing).toBe('');
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
