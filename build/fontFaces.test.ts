import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HEADING_ACCENTS_SOURCE,
  headingAccentsPreload,
  headingText,
  parseUnicodeRange,
  rangeOfFile,
} from './fontFaces.ts';

const fontsCss = readFileSync(join(import.meta.dirname, '../src/styles/fonts.css'), 'utf8');
const HREF = '/assets/fraunces-500-accents-x1.woff2';

describe('unicode ranges', () => {
  it('reads single code points and spans', () => {
    const holds = parseUnicodeRange('U+20-7E, U+A0, U+2190-2212');
    expect([0x41, 0xa0, 0x2192, 0x2212].map(holds)).toEqual([true, true, true, true]);
    expect([0x1f, 0x7f, 0xe9, 0x2213].map(holds)).toEqual([false, false, false, false]);
  });

  it('refuses a value it cannot read', () => {
    expect(() => parseUnicodeRange('U+20-7E, latin')).toThrow('cannot read "latin"');
  });

  it('finds the headings’ accents rule in the site’s stylesheet', () => {
    const accents = rangeOfFile(fontsCss, HEADING_ACCENTS_SOURCE);
    expect([...'éñÜß'].every((c) => accents(c.codePointAt(0)!))).toBe(true);
    // The core's characters, Latin-1 signs included, are not the accents'.
    expect([...'Ae ©°²³·×€–'].some((c) => accents(c.codePointAt(0)!))).toBe(false);
    expect(() => rangeOfFile(fontsCss, 'src/styles/fonts/missing.woff2')).toThrow('no rule');
  });
});

describe('the headings’ accents preload', () => {
  const accents = rangeOfFile(fontsCss, HEADING_ACCENTS_SOURCE);

  it('reads the text of h1 to h4 only, without tags', () => {
    const html =
      '<main><h1 class="t">Café <em>Bistro</em></h1><p>Giclée print</p><h3>Oak</h3><h5>Señor</h5></main>';
    expect(headingText(html)).toBe('Café Bistro Oak');
  });

  it('is asked for by a page whose headings show an accent, and by no other', () => {
    const withAccent = '<main><h2 id="a">Señor Walnut Mirror</h2><p>text</p></main>';
    expect(headingAccentsPreload(withAccent, accents, HREF)).toBe(
      `<link rel="preload" href="${HREF}" as="font" type="font/woff2" crossorigin>`,
    );
    // An accent in running text is the text face's (which a first view does not wait for).
    const inText = '<main><h1>Terra Canvas Wall Art</h1><p>giclée-printed, 80 × 60 cm</p></main>';
    expect(headingAccentsPreload(inText, accents, HREF)).toBeUndefined();
    expect(headingAccentsPreload('<main><h1>© 2026 – “Oak”</h1></main>', accents, HREF)).toBe(
      undefined,
    );
  });
});
