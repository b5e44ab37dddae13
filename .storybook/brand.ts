import { parseTokens, resolveValue } from '../stories/tokens/parseTokens.ts';

/** The tokens the Storybook UI theme uses, by the role they play there. */
export const BRAND_TOKENS = {
  ivory: '--color-ivory',
  sand: '--color-sand',
  white: '--color-white',
  charcoal: '--color-charcoal',
  stoneDark: '--color-stone-dark',
  border: '--color-border',
  borderStrong: '--color-border-strong',
  accentStrong: '--color-accent-strong',
  accentSoft: '--color-accent-soft',
  fontText: '--font-text',
  fontDisplay: '--font-display',
} as const;

export type Brand = Record<keyof typeof BRAND_TOKENS, string>;

/**
 * The brand values read from the text of tokens.css. main.ts runs this when Storybook is built
 * and hands the result to the manager (which is bundled apart from the site and cannot import
 * CSS), so the UI theme follows tokens.css and cannot drift from it.
 */
export function brandFromTokens(css: string): Brand {
  const tokens = parseTokens(css);
  const entries = Object.entries(BRAND_TOKENS).map(([key, name]) => {
    const token = tokens.find((t) => t.name === name);
    if (!token) throw new Error(`tokens.css has no ${name}, which the Storybook theme uses`);
    return [key, resolveValue(token.value, tokens)];
  });
  return Object.fromEntries(entries) as Brand;
}

/** The theme variables for `create()` from storybook/theming, in the brand's colours and type. */
export function themeVars(brand: Brand) {
  return {
    base: 'light' as const,
    brandTitle: 'ELIFEHOME',
    brandImage: './elifehome-wordmark.svg',
    colorPrimary: brand.accentStrong,
    colorSecondary: brand.accentStrong,
    appBg: brand.ivory,
    appContentBg: brand.white,
    appPreviewBg: brand.ivory,
    appHoverBg: brand.accentSoft,
    appBorderColor: brand.border,
    appBorderRadius: 8,
    fontBase: brand.fontText,
    fontCode: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    textColor: brand.charcoal,
    textInverseColor: brand.ivory,
    textMutedColor: brand.stoneDark,
    barTextColor: brand.stoneDark,
    barHoverColor: brand.accentStrong,
    barSelectedColor: brand.accentStrong,
    barBg: brand.white,
    buttonBg: brand.white,
    buttonBorder: brand.borderStrong,
    booleanBg: brand.sand,
    booleanSelectedBg: brand.white,
    inputBg: brand.white,
    inputBorder: brand.borderStrong,
    inputTextColor: brand.charcoal,
    inputBorderRadius: 8,
  };
}

/** The global main.ts sets in the manager's head. */
export const BRAND_GLOBAL = '__ELIFEHOME_BRAND__';
