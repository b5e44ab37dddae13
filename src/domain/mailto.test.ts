import { describe, expect, it } from 'vitest';
import type { CartEmailForm, CartLine } from './types';
import { cartTotals } from './cart';
import {
  MAILTO_MAX_LENGTH,
  MAILTO_TRUNCATION_NOTE,
  cartMailtoUrl,
  cartSummaryText,
  inquiryMailtoUrl,
  cartEnquiryFields,
  inquiryEnquiryFields,
} from './mailto';

const lines: CartLine[] = [
  { id: 1, name: 'Oak Mirror', price: 129.99, image: '', quantity: 2 },
  { id: 2, name: 'Floor Lamp', price: 1000, image: '', quantity: 1 },
];

const form: CartEmailForm = {
  customerEmail: 'buyer@shop.example',
  customerPhone: '+1 212 555 0100',
  recipientEmail: 'sales@elifehome.example',
  message: 'Please quote for 200 units & shipping.',
};

/** Splits a mailto: URL into recipient and decoded parameters. */
function parseMailto(url: string) {
  expect(url.startsWith('mailto:')).toBe(true);
  const [address = '', query = ''] = url.slice('mailto:'.length).split('?');
  return { to: decodeURIComponent(address), params: new URLSearchParams(query) };
}

describe('cartSummaryText', () => {
  it('lists lines, totals, contact details and the message', () => {
    const text = cartSummaryText(lines, cartTotals(lines), form, 'ELIFEHOME');
    expect(text).toBe(
      [
        'ELIFEHOME cart summary',
        '',
        '2 × Oak Mirror @ $129.99 = $259.98',
        '1 × Floor Lamp @ $1,000.00 = $1,000.00',
        '',
        'Subtotal: $1,259.98',
        'Shipping: Free',
        'Tax (10%): $126.00',
        'Total: $1,385.98',
        '',
        'Customer email: buyer@shop.example',
        'Customer phone: +1 212 555 0100',
        '',
        'Message:',
        'Please quote for 200 units & shipping.',
      ].join('\n'),
    );
  });

  it('leaves out blank contact lines and message', () => {
    const text = cartSummaryText(
      lines,
      cartTotals(lines),
      { ...form, customerPhone: '', message: '  ' },
      'ELIFEHOME',
    );
    expect(text).not.toContain('Customer phone');
    expect(text).not.toContain('Message:');
    expect(text).toContain('Customer email: buyer@shop.example');
  });
});

describe('cartMailtoUrl', () => {
  it('addresses the shop and the recipient, copies the customer and carries the summary', () => {
    const url = cartMailtoUrl(
      lines,
      cartTotals(lines),
      form,
      'ELIFEHOME',
      'shop@elifehome.example',
    );
    const { to, params } = parseMailto(url);
    expect(to).toBe('shop@elifehome.example,sales@elifehome.example');
    expect(params.get('subject')).toBe('ELIFEHOME cart summary');
    expect(params.get('cc')).toBe('buyer@shop.example');
    expect(params.get('body')).toBe(cartSummaryText(lines, cartTotals(lines), form, 'ELIFEHOME'));
    expect(url).not.toContain(' ');
  });

  it('has no cc without a customer email', () => {
    const url = cartMailtoUrl(
      lines,
      cartTotals(lines),
      { ...form, customerEmail: '' },
      'X',
      'a@b.co',
    );
    expect(parseMailto(url).params.has('cc')).toBe(false);
  });

  it('names the shop once when the buyer typed its address as the recipient', () => {
    const url = cartMailtoUrl(lines, cartTotals(lines), form, 'X', 'SALES@elifehome.example');
    expect(parseMailto(url).to).toBe('SALES@elifehome.example');
  });

  it('shortens a long body to fit, ending with the note', () => {
    const many: CartLine[] = Array.from({ length: 80 }, (_, i) => ({
      id: i + 1,
      name: `Handmade walnut sideboard number ${i + 1}`,
      price: 499.99,
      image: '',
      quantity: 3,
    }));
    const url = cartMailtoUrl(many, cartTotals(many), form, 'ELIFEHOME', 'shop@elifehome.example');
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const body = parseMailto(url).params.get('body') ?? '';
    expect(body.endsWith(`\n${MAILTO_TRUNCATION_NOTE}`)).toBe(true);
    expect(body.startsWith('ELIFEHOME cart summary')).toBe(true);
    // Cut at a line break: every kept cart line is whole.
    const kept = body.split('\n').filter((l) => l.includes(' × '));
    expect(kept.length).toBeGreaterThan(3);
    for (const line of kept) expect(line).toMatch(/= \$1,499\.97$/);
  });

  it('never splits an emoji when cutting one long line', () => {
    const message = '😀'.repeat(2000);
    const url = cartMailtoUrl(
      lines,
      cartTotals(lines),
      { ...form, message },
      'ELIFEHOME',
      'shop@elifehome.example',
    );
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(parseMailto(url).params.get('body')).toContain(MAILTO_TRUNCATION_NOTE);
  });
});

describe('inquiryMailtoUrl', () => {
  it('sends the message to the shop with a named subject', () => {
    const url = inquiryMailtoUrl(
      { name: ' Jo Buyer ', email: 'jo@shop.example', message: 'Do you ship to Oslo?' },
      'sales@elifehome.example',
      'ELIFEHOME',
    );
    const { to, params } = parseMailto(url);
    expect(to).toBe('sales@elifehome.example');
    expect(params.get('subject')).toBe('Inquiry from Jo Buyer via ELIFEHOME');
    expect(params.get('body')).toBe(
      'Do you ship to Oslo?\n\nName: Jo Buyer\nEmail: jo@shop.example',
    );
  });
});

describe('enquiry fields', () => {
  it('post the cart summary with the buyer as the reply-to address', () => {
    const fields = cartEnquiryFields(lines, cartTotals(lines), form, 'ELIFEHOME');
    expect(fields).toMatchObject({
      'form-name': 'cart-summary',
      _subject: 'ELIFEHOME cart summary',
      email: 'buyer@shop.example',
      recipient: 'sales@elifehome.example',
    });
    expect(fields.summary).toBe(cartSummaryText(lines, cartTotals(lines), form, 'ELIFEHOME'));
  });

  it('post the inquiry trimmed, under a subject naming the sender', () => {
    const fields = inquiryEnquiryFields(
      { name: ' Ana ', email: 'ana@shop.example ', message: ' Do you ship to Lisbon? ' },
      'ELIFEHOME',
    );
    expect(fields).toEqual({
      'form-name': 'inquiry',
      _subject: 'Inquiry from Ana via ELIFEHOME',
      name: 'Ana',
      email: 'ana@shop.example',
      message: 'Do you ship to Lisbon?',
    });
  });
});
