import type { CartEmailForm, FieldErrors, InquiryForm } from './types';

/**
 * The rules of the forms visitors fill in (cart email, inquiry); the admin's are in
 * src/admin/domain/forms.ts.
 */

/** The cart email message limit (docs/requirements.md#cart-email-rules). */
export const CART_MESSAGE_MAX = 500;

/**
 * Inquiry form lengths (docs/requirements.md#inquiry-rules), also set as the inputs' minLength and
 * maxLength.
 */
export const INQUIRY_LIMITS = { nameMin: 2, nameMax: 50, messageMin: 10, messageMax: 500 } as const;

/**
 * docs/requirements.md#email-and-phone-patterns: letters, digits and ._%+- before the at sign, a
 * domain, a TLD of 2+ letters.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

/**
 * EMAIL_PATTERN for an input's `pattern` attribute. Browsers compile it with the `v` flag,
 * where a bare `-` before `]` is a syntax error (and the attribute is silently ignored).
 */
export const EMAIL_PATTERN_ATTRIBUTE = EMAIL_PATTERN.source.replace(/-\]/g, '\\-]');

/** An optional plus sign, then 8 to 20 digits, spaces, dashes or parentheses. */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]{8,20}$/;

/**
 * The messages of the visitor forms, worded exactly as docs/requirements.md#validation lists them.
 */
export const VISITOR_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number (8 to 20 digits, spaces, dashes or parentheses)',
  cartContactRequired: 'Please provide either email or phone number',
  cartRecipientRequired: 'Please enter recipient email',
  cartMessageTooLong: `Message must be ${CART_MESSAGE_MAX} characters or fewer`,
  inquiryNameInvalid: 'Please enter your name (2 to 50 characters)',
  inquiryEmailInvalid: 'Please enter a valid email address',
  inquiryMessageInvalid: 'Please enter a message (10 to 500 characters)',
} as const;

export const isBlank = (value: string) => value.trim() === '';

/** True when a filled-in value is a valid email per the email pattern. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True when a filled-in value is a valid phone per the phone pattern. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** docs/requirements.md#cart-email-rules: a way to reach the customer and a valid recipient. */
export function validateCartEmail(f: CartEmailForm): FieldErrors<keyof CartEmailForm> {
  const errors: FieldErrors<keyof CartEmailForm> = {};
  if (isBlank(f.customerEmail) && isBlank(f.customerPhone)) {
    errors.customerEmail = VISITOR_MESSAGES.cartContactRequired;
  } else if (!isBlank(f.customerEmail) && !isValidEmail(f.customerEmail)) {
    errors.customerEmail = VISITOR_MESSAGES.emailInvalid;
  }
  if (!isBlank(f.customerPhone) && !isValidPhone(f.customerPhone)) {
    errors.customerPhone = VISITOR_MESSAGES.phoneInvalid;
  }
  if (isBlank(f.recipientEmail)) errors.recipientEmail = VISITOR_MESSAGES.cartRecipientRequired;
  else if (!isValidEmail(f.recipientEmail)) errors.recipientEmail = VISITOR_MESSAGES.emailInvalid;
  if (f.message.length > CART_MESSAGE_MAX) errors.message = VISITOR_MESSAGES.cartMessageTooLong;
  return errors;
}

/** docs/requirements.md#inquiry-rules, a second line behind the inputs' own constraints. */
export function validateInquiry(f: InquiryForm): FieldErrors<keyof InquiryForm> {
  const errors: FieldErrors<keyof InquiryForm> = {};
  const name = f.name.trim();
  const message = f.message.trim();
  if (name.length < INQUIRY_LIMITS.nameMin || name.length > INQUIRY_LIMITS.nameMax) {
    errors.name = VISITOR_MESSAGES.inquiryNameInvalid;
  }
  if (!isValidEmail(f.email)) errors.email = VISITOR_MESSAGES.inquiryEmailInvalid;
  if (message.length < INQUIRY_LIMITS.messageMin || message.length > INQUIRY_LIMITS.messageMax) {
    errors.message = VISITOR_MESSAGES.inquiryMessageInvalid;
  }
  return errors;
}
