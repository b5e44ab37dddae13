import { describe, expect, it } from 'vitest';
import { fixedTexts, quoteFor, quotePattern, quotedTexts, section } from '@/test/requirements';
import { TOASTS } from '@/domain/messages';
import {
  ADMIN_FORM_MESSAGES,
  ADMIN_TOASTS,
  categoryDeleteQuestion,
  categoryNameTaken,
  CSV_TEXTS,
  subcategoryNameTaken,
} from './messages';
import { CSV_MESSAGES } from './domain/productCsv';

const ADMIN_TEXTS = [...Object.values(ADMIN_TOASTS), ...Object.values(ADMIN_FORM_MESSAGES)];

const ADMIN_SECTIONS = [
  'Login messages',
  'Product messages',
  'Category messages',
  'Slider messages',
  'Settings and social messages',
  'Gallery messages',
];

describe('admin texts', () => {
  it('are each a text docs/requirements.md quotes', () => {
    for (const text of ADMIN_TEXTS) expect(quoteFor(text), text).toBeDefined();
  });

  it('refuse a repeated category or subcategory name in words docs/requirements.md quotes', () => {
    expect(quoteFor(categoryNameTaken('Mirrors'))).toBeDefined();
    expect(quoteFor(subcategoryNameTaken('Tables'))).toBeDefined();
  });

  it('of the product CSV are each a text docs/requirements.md quotes', () => {
    const filled = (text: string | ((...args: never[]) => string)) =>
      typeof text === 'string' ? text : (text as (a: string | number) => string)(7);
    const texts = [...Object.values(CSV_TEXTS), ...Object.values(CSV_MESSAGES)].map(filled);
    expect(texts).toContain('7 products updated. Publish to show the changes to visitors.');
    for (const text of texts) expect(quoteFor(text), text).toBeDefined();
    expect(quoteFor(CSV_TEXTS.applied(1))).toBeDefined();
  });

  it('cover every fixed admin message of docs/requirements.md', () => {
    const fixed = ADMIN_SECTIONS.flatMap(fixedTexts);
    expect(fixed.length).toBeGreaterThan(20);
    // The load-failure toasts show on visitor screens too, so they live with the visitor texts.
    const texts = [...ADMIN_TEXTS, ...Object.values(TOASTS).filter((t) => typeof t === 'string')];
    const uncovered = fixed.filter(
      (quote) => !texts.some((text) => quotePattern(quote).test(text)),
    );
    expect(uncovered).toEqual([]);
  });

  it('ask before deleting a category in the form docs/requirements.md gives', () => {
    const quote = 'Delete "{name}"? … This cannot be undone.';
    expect(quotedTexts(section('Category messages'))).toContain(quote);
    const questions = [
      categoryDeleteQuestion({ name: 'Mirrors', subcategories: [{}, {}] }, 3),
      categoryDeleteQuestion({ name: 'Decor' }, 0),
    ];
    for (const question of questions) expect(question).toMatch(quotePattern(quote));
    expect(questions[0]).toMatch(/^Delete "Mirrors"\? 3 products use it.*2 subcategories/);
  });
});
