import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { brand } from './brand';

// The Storybook UI in ELIFEHOME's colours and type (values from src/styles/tokens.css, kept equal
// by stories/tokens/brand.test.ts).
addons.setConfig({
  theme: create({
    base: 'light',
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
  }),
});
