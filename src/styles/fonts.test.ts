import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = join(import.meta.dirname);
const allFontFiles = readdirSync(join(styles, 'fonts')).filter((name) => name.endsWith('.woff2'));
/** The admin's Chinese: downloaded only by a page that shows one of its characters. */
const cjkFiles = allFontFiles.filter((name) => name.startsWith('noto-sans-sc-messages'));
/** The two brand faces every first view may ask for. */
const fontFiles = allFontFiles.filter((name) => !cjkFiles.includes(name));
const fontsCss = readFileSync(join(styles, 'fonts.css'), 'utf8');
const indexHtml = readFileSync(join(styles, '../../index.html'), 'utf8');

/** docs/conventions.md#typefaces: what the first view may spend on type. */
const FIRST_VIEW_FONT_BUDGET = 60 * 1024;

describe('typefaces', () => {
  it('keeps both faces within the first view’s font budget', () => {
    const total = fontFiles.reduce(
      (sum, name) => sum + statSync(join(styles, 'fonts', name)).size,
      0,
    );
    expect(fontFiles).toHaveLength(2);
    expect(total).toBeLessThanOrEqual(FIRST_VIEW_FONT_BUDGET);
  });

  it('loads every face it ships without hiding text: headings swap, text never moves', () => {
    const faces = [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
    const webFaces = faces.filter(
      (body) => body.includes('url(') && !body.includes('unicode-range'),
    );
    expect(
      webFaces.map((body) => /url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1] ?? '').sort(),
    ).toEqual([...fontFiles].sort());
    const display = Object.fromEntries(
      webFaces.map((body) => [
        /font-family: '([^']+)'/.exec(body)?.[1],
        /font-display: (\w+)/.exec(body)?.[1],
      ]),
    );
    expect(display).toEqual({ 'Fraunces Variable': 'swap', 'DM Sans Variable': 'optional' });
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

  it('preloads the heading face from the page head, and not the text face', () => {
    const preloads = [...indexHtml.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"/g)];
    expect(preloads.map((match) => match[1])).toEqual([
      '/src/styles/fonts/fraunces-latin1-wght.woff2',
    ]);
    expect(indexHtml).toMatch(
      /<link\s+rel="preload"\s+href="\/src\/styles\/fonts\/fraunces-latin1-wght\.woff2"\s+as="font"\s+type="font\/woff2"\s+crossorigin/,
    );
  });
});
