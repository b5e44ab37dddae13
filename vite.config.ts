/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';
import { cssModuleDeclaration } from './scripts/css-types.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** Keeps `X.module.css.d.ts` in step with the class names Vite actually found. */
function writeCssModuleTypes(cssFileName: string, json: Record<string, string>) {
  const target = `${cssFileName}.d.ts`;
  const content = cssModuleDeclaration(Object.keys(json));
  if (existsSync(target) && readFileSync(target, 'utf8') === content) return;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

const chrome = findChrome();

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': resolve(root, 'src') } },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      getJSON: (cssFileName, json) => writeCssModuleTypes(cssFileName, json),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: resolve(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chrome, args: CHROME_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
