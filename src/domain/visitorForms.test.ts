import { describe, expect, it } from 'vitest';
import type { CartEmailForm } from './types';
import {
  EMAIL_PATTERN,
  EMAIL_PATTERN_ATTRIBUTE,
  INQUIRY_LIMITS,
  PHONE_PATTERN,
  validateCartEmail,
  validateInquiry,
} from './visitorForms';

describe('patterns', () => {
  it('uses the required email and phone patterns', () => {
    expect(EMAIL_PATTERN.test('first.last+shop@mail.example.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(false);
    // The attribute form compiles under the `v` flag, as browsers compile pattern=.
    const attribute = new RegExp(`^(?:${EMAIL_PATTERN_ATTRIBUTE})$`, 'v');
    expect(attribute.test('first-last@mail-host.example')).toBe(true);
    expect(attribute.test('a@b.c')).toBe(false);
    expect(PHONE_PATTERN.test('+86 138-0000-0000')).toBe(true);
    expect(PHONE_PATTERN.test('1234567')).toBe(false);
    expect(PHONE_PATTERN.test('1'.repeat(21))).toBe(false);
    expect(PHONE_PATTERN.test('555-CALL-NOW')).toBe(false);
  });
});

describe('validateCartEmail', () => {
  const form: CartEmailForm = {
    customerEmail: 'buyer@shop.example',
    customerPhone: '',
    recipientEmail: 'sales@elifehome.example',
    message: '',
  };

  it('accepts email only or phone only', () => {
    expect(validateCartEmail(form)).toEqual({});
    expect(
      validateCartEmail({ ...form, customerEmail: '', customerPhone: '212 555 0100' }),
    ).toEqual({});
  });

  it('needs a way to reach the customer and a recipient', () => {
    expect(
      validateCartEmail({ ...form, customerEmail: ' ', customerPhone: '', recipientEmail: '' }),
    ).toEqual({
      customerEmail: 'Please provide either email or phone number',
      recipientEmail: 'Please enter recipient email',
    });
  });

  it('checks filled fields', () => {
    expect(
      validateCartEmail({
        customerEmail: 'buyer@',
        customerPhone: 'call me',
        recipientEmail: 'sales',
        message: 'm'.repeat(501),
      }),
    ).toEqual({
      customerEmail: 'Please enter a valid email address',
      customerPhone:
        'Please enter a valid phone number (8 to 20 digits, spaces, dashes or parentheses)',
      recipientEmail: 'Please enter a valid email address',
      message: 'Message must be 500 characters or fewer',
    });
    expect(validateCartEmail({ ...form, message: 'm'.repeat(500) })).toEqual({});
  });
});

describe('validateInquiry', () => {
  const form = { name: 'Jo', email: 'jo@shop.example', message: 'Ten chars!' };

  it('accepts the minimums', () => {
    expect(validateInquiry(form)).toEqual({});
    expect(INQUIRY_LIMITS).toEqual({ nameMin: 2, nameMax: 50, messageMin: 10, messageMax: 500 });
  });

  it('refuses values outside the limits', () => {
    expect(validateInquiry({ name: 'J', email: 'jo@x', message: 'short' })).toEqual({
      name: 'Please enter your name (2 to 50 characters)',
      email: 'Please enter a valid email address',
      message: 'Please enter a message (10 to 500 characters)',
    });
    expect(validateInquiry({ ...form, name: 'n'.repeat(51) }).name).toBeDefined();
    expect(validateInquiry({ ...form, message: 'm'.repeat(501) }).message).toBeDefined();
    expect(validateInquiry({ ...form, name: '  J  ' }).name).toBeDefined();
  });
});
