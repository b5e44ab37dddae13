import { describe, expect, it } from 'vitest';
import { fixedTexts, quoteFor, quotePattern } from '@/test/requirements';
import { ENQUIRY_TOASTS } from './enquiryMessages';
import { TOASTS } from './messages';
import {
  CART_LINE_FIELDS,
  CATEGORY_FIELDS,
  messagesOf,
  PRODUCT_FIELDS,
  SITE_SETTINGS_FIELDS,
  SLIDER_ITEM_FIELDS,
  SOCIAL_LINKS_FIELDS,
  type Words,
} from './schemas';
import { FIELD_MESSAGES } from './schemas/messages';
import { SHARE_TOASTS } from './shareMessages';
import { VISITOR_MESSAGES } from './visitorForms';

/** Every text a visitor module holds, functions filled in with sample values. */
const VISITOR_TEXTS = [
  ...Object.values(TOASTS).map((t) => (typeof t === 'string' ? t : t('Oak Mirror'))),
  ...Object.values(ENQUIRY_TOASTS),
  ...Object.values(SHARE_TOASTS),
  ...Object.values(VISITOR_MESSAGES),
];

describe('visitor texts', () => {
  it('are each a text docs/requirements.md quotes', () => {
    for (const text of VISITOR_TEXTS) expect(quoteFor(text), text).toBeDefined();
  });

  it('cover every fixed storefront message of docs/requirements.md', () => {
    const fixed = fixedTexts('Storefront messages');
    expect(fixed.length).toBeGreaterThan(0);
    const uncovered = fixed.filter(
      (quote) => !VISITOR_TEXTS.some((text) => quotePattern(quote).test(text)),
    );
    expect(uncovered).toEqual([]);
  });

  it('fill the add-to-cart toast with the product name', () => {
    expect(TOASTS.addedToCart('Oak Mirror')).toBe('Oak Mirror added to cart');
  });
});

describe('field messages', () => {
  it('are worded as docs/requirements.md quotes them, bounds filled in', () => {
    const texts = Object.values(FIELD_MESSAGES).map((m) =>
      typeof m === 'string' ? m : m('Caption', 200),
    );
    for (const text of texts) expect(quoteFor(text), text).toBeDefined();
  });
});

describe('declared field messages', () => {
  it('of the entities the admin’s forms edit are each a text docs/requirements.md quotes', () => {
    const declarations = [
      PRODUCT_FIELDS,
      { fields: { name: CATEGORY_FIELDS.fields.name } },
      SLIDER_ITEM_FIELDS,
      SITE_SETTINGS_FIELDS,
      SOCIAL_LINKS_FIELDS,
      CART_LINE_FIELDS,
    ];
    const texts = declarations.flatMap((d) => messagesOf(d.fields as Record<string, Words>));
    expect(texts.length).toBeGreaterThan(30);
    const unquoted = [...new Set(texts)].filter((text) => quoteFor(text) === undefined);
    expect(unquoted).toEqual([]);
  });
});
