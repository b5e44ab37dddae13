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
import { staticClosure } from './scripts/chunk-graph.mjs';
import { ROUTE_TABLE, routePatternSource } from './src/pages/routeTable.ts';

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

/**
 * Route-aware preload hints. The entry only learns which page to load once it has downloaded
 * and run; on a slow phone that is a second round trip before anything paints. A tiny script,
 * loaded async from the HTML, matches the address against the route table and asks for the
 * landing page's chunks and CSS at once, beside the entry. A file (not inline) so the CSP
 * keeps `script-src 'self'`.
 */
function routePreloadHints(): Plugin {
  const HINTS = 'route-hints.js';
  let hintsFile = '';
  return {
    name: 'elifehome-route-preload-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) =>
        staticClosure(start, (file) => byFile.get(file)?.imports);
      const cssOf = (files: Set<string>) =>
        [...files].flatMap((file) => {
          const meta = (byFile.get(file) as { viteMetadata?: { importedCss?: Set<string> } })
            .viteMetadata;
          return [...(meta?.importedCss ?? [])];
        });
      // Only the app's own build: Storybook reuses this config for builds with other entries.
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId === `${root}/index.html`,
      );
      if (!entry) return;
      const entryFiles = closure([entry.fileName]);
      const entryCss = new Set(cssOf(entryFiles));
      // Each file once; a route lists indexes into it (the script is on every first download).
      const files: string[] = [];
      const indexOf = (file: string) => {
        const name = file.replace(/^assets\//, '');
        return files.includes(name) ? files.indexOf(name) : files.push(name) - 1;
      };
      const routes = ROUTE_TABLE.map(([path, dir]) => {
        const facade = `${root}/src/pages/${dir}/index.`;
        const page = chunks.find((chunk) => chunk.facadeModuleId?.startsWith(facade));
        if (!page) this.error(`route-preload-hints: no chunk for ${facade}`);
        const js = [...closure([page.fileName])].filter((file) => !entryFiles.has(file));
        const css = [...new Set(cssOf(new Set(js)))].filter((file) => !entryCss.has(file));
        return [routePatternSource(path), [...js, ...css].map(indexOf)] as const;
      });
      // Neighbours that load the same files share one pattern (order, and so matching, holds).
      const merged: Array<[string, number[]]> = [];
      for (const [pattern, list] of routes) {
        const last = merged.at(-1);
        if (last && last[1].join() === list.join()) last[0] += `|${pattern}`;
        else merged.push([pattern, list]);
      }
      // Module preloads for JS; style preloads for CSS, in CORS mode like Vite's own loader,
      // which asks for the same files later and would otherwise fetch them twice.
      const source =
        `(()=>{const f=${JSON.stringify(files)},r=${JSON.stringify(merged)},` +
        `m=r.find(([p])=>new RegExp(p,"i").test(location.pathname));` +
        `m&&m[1].forEach(i=>{const l=document.createElement("link"),c=/\\.css$/.test(f[i]);` +
        `l.rel=c?"preload":"modulepreload";c&&(l.as="style");l.crossOrigin="";` +
        `l.href="/assets/"+f[i];document.head.append(l)})})();\n`;
      hintsFile = this.getFileName(
        this.emitFile({ type: 'asset', name: HINTS, source, originalFileName: HINTS }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        hintsFile
          ? [{ tag: 'script', attrs: { src: `/${hintsFile}`, async: true }, injectTo: 'head' }]
          : [],
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
  plugins: [react(), bundleReport(), routePreloadHints(), contentSecurityPolicy()],
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
