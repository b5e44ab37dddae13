import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { BRAND_GLOBAL, themeVars, type Brand } from './brand.ts';

// The Storybook UI in ELIFEHOME's colours and type: main.ts reads them from src/styles/tokens.css
// when Storybook is built and sets them in the manager's head.
const brand = (globalThis as unknown as Record<string, Brand | undefined>)[BRAND_GLOBAL];

if (brand) addons.setConfig({ theme: create(themeVars(brand)) });
