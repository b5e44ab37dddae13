import type { StorybookConfig } from '@storybook/react-vite';

// Addons are wired by hand: `storybook add` fetches a CLI this registry may not have
// (docs/stack.md#storybook-10).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The favicon, and the catalogue folder's images where the sample catalogue's stories name
  // them. Not the rest of public/: its `_headers` carry the site's CSP, which forbids the inline
  // styles Storybook's own pages need, on any host that reads them.
  // Vite would copy all of public/ as well; the static dirs above are what Storybook needs.
  viteFinal: (viteConfig) => ({ ...viteConfig, publicDir: false }),
  staticDirs: [
    { from: '../public/favicon.svg', to: '/favicon.svg' },
    { from: '../catalogue/images', to: '/catalogue/source/images' },
  ],
};

export default config;
