import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUnicodeRange } from '../../build/fontFaces.ts';

const styles = join(import.meta.dirname);
const allFontFiles = readdirSync(join(styles, 'fonts')).filter((name) => name.endsWith('.woff2'));
/** The admin's Chinese: downloaded only by a page that shows one of its characters. */
const cjkFiles = allFontFiles.filter((name) => name.startsWith('noto-sans-sc-messages'));
/** The brand faces' files. */
const fontFiles = allFontFiles.filter((name) => !cjkFiles.includes(name));
const fontsCss = readFileSync(join(styles, 'fonts.css'), 'utf8');
const indexHtml = readFileSync(join(styles, '../../index.html'), 'utf8');
const sizeOf = (name: string) => statSync(join(styles, 'fonts', name)).size;

/** docs/conventions.md#typefaces: what a first view in the site's copy may spend on type. */
const FIRST_VIEW_FONT_BUDGET = 30 * 1024;

interface FaceRule {
  family: string;
  weight: string;
  display: string;
  file: string;
  /** The code points the rule answers for; undefined where it names none (every one). */
  range?: (codePoint: number) => boolean;
}

const faceRules: FaceRule[] = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((match) => match[1] ?? '')
  .filter((body) => body.includes('url('))
  .map((body) => {
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    return {
      family: /font-family: '([^']+)'/.exec(body)?.[1] ?? '',
      weight: /font-weight: ([^;]+);/.exec(body)?.[1] ?? '',
      display: /font-display: (\w+)/.exec(body)?.[1] ?? '',
      file: /url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1] ?? '',
      ...(range ? { range: parseUnicodeRange(range) } : {}),
    };
  });
const brandRules = faceRules.filter((rule) => !rule.family.startsWith('Noto'));

/**
 * The files a page downloads to draw `text` in `family` at `weight`: per character, the rules
 * whose weight matches (an exact weight, else a range holding it) and whose range holds it.
 */
function filesFor(family: string, weight: number, text: string): string[] {
  const holds = (rule: FaceRule) => {
    const [from, to = from] = rule.weight.split(' ').map(Number);
    return weight >= from! && weight <= to!;
  };
  const rules = brandRules.filter((rule) => rule.family === family && holds(rule));
  const files = new Set<string>();
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const rule = rules.find((candidate) => candidate.range?.(codePoint) ?? true);
    if (rule) files.add(rule.file);
  }
  return [...files].sort();
}

/** Copy as the site writes it: prices, sizes, the planner's line, the footer. */
const SITE_COPY =
  'Aldana Round Wooden Mirror – 80 × 80 cm · €1,240.00 “FOB” Fits in one 20’ GP (50 cartons, 2.31 m³, 320 kg) © 2026 ELIFEHOME…';

describe('typefaces', () => {
  it('draws the site’s copy from each face’s core alone, within the first view’s font budget', () => {
    const headings = filesFor('Fraunces Variable', 500, SITE_COPY);
    const text = [400, 500, 650].flatMap((weight) =>
      filesFor('DM Sans Variable', weight, SITE_COPY),
    );
    expect(headings).toEqual(['fraunces-500-core.woff2']);
    expect([...new Set(text)]).toEqual(['dm-sans-wght-core.woff2']);
    const total = [...headings, 'dm-sans-wght-core.woff2'].reduce(
      (sum, name) => sum + sizeOf(name),
      0,
    );
    expect(total).toBeLessThanOrEqual(FIRST_VIEW_FONT_BUDGET);
  });

  it('brings a face’s accents only where a page shows one, and the heavier headings from the variable file', () => {
    expect(filesFor('Fraunces Variable', 500, 'Café Señor')).toEqual([
      'fraunces-500-accents.woff2',
      'fraunces-500-core.woff2',
    ]);
    expect(filesFor('Fraunces Variable', 400, '10+')).toEqual(['fraunces-400-core.woff2']);
    expect(filesFor('Fraunces Variable', 600, 'ELIFEHOME Café')).toEqual(['fraunces-wght.woff2']);
    expect(filesFor('DM Sans Variable', 400, 'giclée')).toEqual([
      'dm-sans-wght-accents.woff2',
      'dm-sans-wght-core.woff2',
    ]);
    // Every character of the cut has a file at every weight the tokens use.
    for (const weight of [400, 500, 650, 700]) {
      for (const family of ['Fraunces Variable', 'DM Sans Variable']) {
        const rules = brandRules.filter((rule) => rule.family === family);
        expect(rules.length).toBeGreaterThan(0);
        expect(filesFor(family, weight, 'Aé©³€').length).toBeGreaterThan(0);
      }
    }
  });

  it('ships every file its rules name, and loads them without hiding text: headings swap, text never moves', () => {
    expect([...new Set(brandRules.map((rule) => rule.file))].sort()).toEqual([...fontFiles].sort());
    const display = Object.fromEntries(brandRules.map((rule) => [rule.family, rule.display]));
    expect(display).toEqual({ 'Fraunces Variable': 'swap', 'DM Sans Variable': 'optional' });
    for (const rule of brandRules) {
      expect(rule.display).toBe(display[rule.family]);
    }
  });

  it('gives each face a size-adjusted local fallback, and the tokens name both', () => {
    const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8');
    for (const family of ['Fraunces', 'DM Sans']) {
      expect(fontsCss).toMatch(new RegExp(`'${family} Fallback';\\s*src: local\\(`));
      expect(tokens).toContain(`'${family} Variable', '${family} Fallback'`);
    }
    expect(tokens).toContain(`--font-caps:\n    'DM Sans Variable', 'DM Sans Caps Fallback'`);
    expect(fontsCss).toMatch(/'DM Sans Caps Fallback';\s*src: local\(/);
    expect(fontsCss.match(/size-adjust: \d+\.\d+%/g)).toHaveLength(3);
  });

  it('draws the admin’s Chinese messages from its own cut, loaded only where they show', async () => {
    const messages = await import('@/admin/messages');
    const chinese = Object.values(messages.ADMIN_FORM_MESSAGES)
      .join('')
      .match(/[\u4e00-\u9fff]/gu);
    expect(chinese?.length).toBeGreaterThan(0);
    const cjkFaces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map((match) => match[1] ?? '')
      .filter((body) => body.includes("'Noto Sans SC Messages'"));
    expect(cjkFaces.map((body) => /url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1]).sort()).toEqual(
      cjkFiles.sort(),
    );
    for (const body of cjkFaces) {
      const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '';
      for (const character of new Set(chinese))
        expect(range).toContain(`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8');
    expect(tokens).toContain(`'DM Sans Fallback', 'Noto Sans SC Messages'`);
  });

  it('preloads the headings’ core from the page head, and not the text face', () => {
    const preloads = [...indexHtml.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/src/styles/fonts/fraunces-500-core.woff2',
    ]);
    expect(indexHtml).toMatch(
      /<link\s+rel="preload"\s+href="\/src\/styles\/fonts\/fraunces-500-core\.woff2"\s+as="font"\s+type="font\/woff2"\s+crossorigin/,
    );
  });
});
