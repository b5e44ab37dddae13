import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { BRAND_GLOBAL, brandFromTokens } from './brand.ts';

// The UI theme's colours and type, read from tokens.css at build time (manager.ts applies them).
const brand = brandFromTokens(
  readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8'),
);
const brandScript = `<script>window.${BRAND_GLOBAL} = ${JSON.stringify(brand).replace(/</g, '\\u003c')};</script>`;

// Addons are wired by hand: `storybook add` fetches a CLI this registry may not have
// (docs/stack.md#storybook-10).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  managerHead: (head) => `${head}${brandScript}`,
  typescript: { reactDocgen: 'react-docgen' },
  // The favicon, the Storybook UI's wordmark (`static`, see manager.ts) and the catalogue
  // folder's images where the sample catalogue's stories name them. Not the rest of public/:
  // its `_headers` carry the site's CSP, which forbids the inline styles Storybook's own pages
  // need, on any host that reads them. Vite would copy all of public/ too, so it is told not to.
  viteFinal: (viteConfig) => ({ ...viteConfig, publicDir: false }),
  staticDirs: [
    { from: '../public/favicon.svg', to: '/favicon.svg' },
    'static',
    { from: '../catalogue/images', to: '/catalogue/source/images' },
  ],
};

export default config;
