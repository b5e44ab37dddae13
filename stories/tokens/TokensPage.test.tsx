import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@/styles/breakpoints';
import { contrastRatio, parseColour, parseTokens, resolveValue } from './parseTokens';
import { mediaWidths, TokenTables, TokensPage } from './TokensPage';

const css = readFileSync(resolve(__dirname, '../../src/styles/tokens.css'), 'utf8');
const names = [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!);

describe('the Tokens docs page', () => {
  it('finds every custom property declared in tokens.css', () => {
    const parsed = parseTokens(css).map((t) => t.name);
    // The reduced-motion block re-declares durations; every name is still in :root.
    expect(new Set(parsed)).toEqual(new Set(names));
    expect(parsed.length).toBeGreaterThan(60);
  });

  it('shows every custom property in tokens.css, with its value as written', () => {
    const html = renderToStaticMarkup(<TokensPage />);
    for (const name of names) expect(html, name).toContain(`<code>${name}</code>`);
    for (const t of parseTokens(css))
      expect(html, t.name).toContain(t.value.replace(/'/g, '&#x27;'));
  });

  it('reads a changed value from the file it is given, so it cannot drift', () => {
    const changed = css.replace(
      '--color-border-strong: #8a8177;',
      '--color-border-strong: #123456;',
    );
    const html = renderToStaticMarkup(<TokenTables css={changed} />);
    const row = /<code>--color-border-strong<\/code>.*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(row).toContain('<code>#123456</code>');
    expect(row).not.toContain('#8a8177');
  });

  it('computes WCAG contrast: charcoal text on the ivory page is above 15:1', () => {
    const tokens = parseTokens(css);
    const colour = (n: string) =>
      parseColour(resolveValue(tokens.find((t) => t.name === n)!.value, tokens))!;
    expect(contrastRatio(colour('--color-text'), colour('--color-bg'))).toBeGreaterThan(15);
    expect(contrastRatio(parseColour('#fff')!, parseColour('#000')!)).toBeCloseTo(21, 5);
    expect(parseColour('rgb(36 33 30 / 0.55)')).toEqual({ r: 36, g: 33, b: 30, a: 0.55 });
  });

  it('keeps src/styles/breakpoints.ts equal to the --breakpoint-* tokens', () => {
    const fromCss = Object.fromEntries(
      parseTokens(css)
        .filter((t) => t.name.startsWith('--breakpoint-'))
        .map((t) => [t.name.replace('--breakpoint-', ''), Number.parseFloat(t.value)]),
    );
    expect(fromCss).toEqual(BREAKPOINTS);
  });

  it('lists the media query widths stylesheets use, pairing max-width with its breakpoint', () => {
    const widths = mediaWidths({
      '/src/a.css': '@media (min-width: 48rem) { a {} } @media (max-width: 767px) { b {} }',
      '/src/b.css': '@media (min-width: 48rem) { c {} }',
    });
    expect(widths).toEqual([
      { query: '(max-width: 767px)', px: 768, files: ['a.css'] },
      { query: '(min-width: 48rem)', px: 768, files: ['a.css', 'b.css'] },
    ]);
  });
});
