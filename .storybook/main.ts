import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import { BRAND_GLOBAL, brandFromTokens } from './brand.ts';

// The UI theme's colours and type, read from tokens.css at build time (manager.ts applies them).
const brand = brandFromTokens(
  readFileSync(new URL('../src/styles/tokens.css', import.meta.url), 'utf8'),
);
const brandScript = `<script>window.${BRAND_GLOBAL} = ${JSON.stringify(brand).replace(/</g, '\\u003c')};</script>`;
// The UI's type (brand.fontText names DM Sans first) is only a name until the manager loads the
// face: the self-hosted file from src/styles/fonts, served at ./fonts/ by staticDirs below.
// Relative, so a Storybook published under a sub-path finds it too. Its rules are the site's own
// (the core and the accents, each with its range), read from fonts.css, whose ./fonts/ URLs
// resolve the same here; `swap`, since the manager has no first view to keep still.
const fontsCss = readFileSync(new URL('../src/styles/fonts.css', import.meta.url), 'utf8');
const brandFont = `<link rel="preload" href="./fonts/dm-sans-wght-core.woff2" as="font" type="font/woff2" crossorigin>
<style>${[...fontsCss.matchAll(/@font-face\s*{[^}]*'DM Sans Variable'[^}]*}/g)]
  .map(([rule]) => rule.replace('optional', 'swap').replace(/\s+/g, ' '))
  .join('\n')}</style>`;

/** The component tiers, each a folder under src/components and a title prefix. */
const TIERS = ['Atoms', 'Molecules', 'Organisms', 'Layouts'];

// Addons are wired by hand: `storybook add` fetches a CLI this registry may not have
// (docs/stack.md#storybook-10).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // A component's stories take their title from where it lives (src/components/atoms/Badge:
  // 'Atoms/Badge'); admin components and pages name theirs.
  stories: [
    '../stories/**/*.mdx',
    { directory: '../stories/flows', files: '*.stories.tsx', titlePrefix: 'Flows' },
    ...TIERS.map((tier) => ({
      directory: `../src/components/${tier.toLowerCase()}`,
      files: '**/*.stories.tsx',
      titlePrefix: tier,
    })),
    '../src/{admin,pages}/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  managerHead: (head) => `${head}${brandFont}${brandScript}`,
  typescript: { reactDocgen: 'react-docgen' },
  // The favicon, the Storybook UI's wordmark (`static`, see manager.ts), its font (brandFont)
  // and the catalogue
  // folder's images where the sample catalogue's stories name them. Not the rest of public/:
  // its `_headers` carry the site's CSP, which forbids the inline styles Storybook's own pages
  // need, on any host that reads them. Vite would copy all of public/ too, so it is told not to.
  viteFinal: (viteConfig) => ({ ...viteConfig, publicDir: false }),
  staticDirs: [
    { from: '../public/favicon.svg', to: '/favicon.svg' },
    'static',
    { from: '../catalogue/images', to: '/catalogue/source/images' },
    { from: '../src/styles/fonts', to: '/fonts' },
  ],
};

export default config;
