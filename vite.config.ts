/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/** Writes which modules and CSS each chunk holds, for the size budget (scripts/size-budget.mjs). */
function bundleReport(): Plugin {
  return {
    name: 'elifehome-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, unknown> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks[item.fileName] = {
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          facadeModuleId: item.facadeModuleId ? relativeToRoot(item.facadeModuleId) : null,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          css: [...(meta?.importedCss ?? [])],
          modules: Object.fromEntries(
            Object.entries(item.modules).map(([id, m]) => [relativeToRoot(id), m.renderedLength]),
          ),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-report.json',
        source: JSON.stringify({ chunks }, null, 1),
      });
    },
  };
}

const relativeToRoot = (id: string) => id.replace(`${root}/`, '').replace(/\?.*$/, '');

/** The production page carries a Content-Security-Policy (the dev server needs inline styles). */
function contentSecurityPolicy(): Plugin {
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    name: 'elifehome-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      ),
  };
}

export default defineConfig({
  plugins: [react(), bundleReport(), contentSecurityPolicy()],
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
