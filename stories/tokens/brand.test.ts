// @vitest-environment node
// Node, not jsdom: .storybook/main.ts reads tokens.css through its own file URL.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_TOKENS, brandFromTokens, themeVars } from '../../.storybook/brand';
import storybookConfig from '../../.storybook/main';
import { parseTokens, resolveValue } from './parseTokens';

const css = readFileSync(resolve(__dirname, '../../src/styles/tokens.css'), 'utf8');
const tokens = parseTokens(css);

describe('the Storybook UI theme', () => {
  const brand = brandFromTokens(css);

  it.each(Object.entries(BRAND_TOKENS))('takes %s from %s in tokens.css', (key, name) => {
    const token = tokens.find((t) => t.name === name);
    expect(token).toBeDefined();
    expect(brand[key as keyof typeof brand]).toBe(resolveValue(token!.value, tokens));
  });

  it('follows a changed token, so it cannot drift', () => {
    const changed = brandFromTokens(
      css.replace(/--color-accent-strong:[^;]+;/, '--color-accent-strong: #123456;'),
    );
    expect(themeVars(changed).colorPrimary).toBe('#123456');
  });

  it('says which token is missing instead of theming with nothing', () => {
    expect(() => brandFromTokens(css.replace(/--color-ivory:[^;]+;/, ''))).toThrow(
      'tokens.css has no --color-ivory, which the Storybook theme uses',
    );
  });

  it('brands the UI with the ELIFEHOME title and the body typeface', () => {
    expect(themeVars(brand)).toMatchObject({ brandTitle: 'ELIFEHOME', fontBase: brand.fontText });
  });
});

describe('the Storybook UI typeface', () => {
  const brand = brandFromTokens(css);
  const head = (storybookConfig.managerHead as (head: string) => string)('');
  const face = /@font-face \{[^}]*font-family: '([^']+)'[^}]*url\('\.\/fonts\/([^']+)'\)/.exec(
    head,
  );

  it('is loaded in the manager, not only named by the theme', () => {
    expect(face).not.toBeNull();
    // The face the theme asks for first is the one the manager's head declares.
    expect(brand.fontText.startsWith(`'${face![1]}'`)).toBe(true);
  });

  it('comes from the self-hosted file, which staticDirs serves at ./fonts/', () => {
    expect(storybookConfig.staticDirs).toContainEqual({
      from: '../src/styles/fonts',
      to: '/fonts',
    });
    expect(face?.[2]).toMatch(/\.woff2$/);
    expect(existsSync(resolve(__dirname, '../../src/styles/fonts', face?.[2] ?? ''))).toBe(true);
  });
});
