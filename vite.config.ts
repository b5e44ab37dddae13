/// <reference types="vitest/config" />
// Vite's config loader applies no aliases to the config's own imports: relative paths only.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { siteBuild } from './build/index.ts';
import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';
import { writeCssModuleTypes } from './scripts/css-types.mjs';

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), ...siteBuild()],
  resolve: {
    alias: { '@': resolve(root, 'src'), '@fixtures': resolve(root, 'stories/fixtures') },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // Keeps `X.module.css.d.ts` in step with the class names Vite actually found. The unit
      // layer does not process stylesheets and reports none: it leaves the types as they are
      // (an empty declaration there failed the typecheck once a component test had run).
      getJSON: (cssFileName, json) => {
        const names = Object.keys(json);
        if (names.length > 0) writeCssModuleTypes(cssFileName, names);
      },
    },
  },
  preview: {
    port: Number(process.env.PREVIEW_PORT ?? 4173),
    strictPort: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // The Tokens docs page reads tokens.css as text (`?raw`); its unit test needs the text.
          css: { include: [/styles\/tokens\.css/] },
          include: [
            'src/**/*.test.{ts,tsx}',
            'stories/**/*.test.{ts,tsx}',
            'build/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook') })],
        // Pre-bundled up front: found mid-run, Vite reloads and a story file fails to import.
        optimizeDeps: { include: ['storybook/theming'] },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // On CI a story that fails is run once more. A real fault fails twice and fails the layer;
          // one that passes the second time is named as flaky at the end of `npm test`'s log.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
