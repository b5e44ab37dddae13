import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { bundleReport } from './bundleReport.ts';
import { chunkGroups } from './chunks.ts';
import { shortClassNames } from './classNames.ts';
import { compileHints } from './compileHints.ts';
import { compressOwnChunks } from './compress.ts';
import { routerDisplayNames } from './displayNames.ts';
import { contentSecurityPolicy } from './csp.ts';
import { headScript } from './headScript.ts';
import { prerender } from './prerender.ts';
import { siteIcon } from './siteIcon.ts';
import { siteUrlFrom } from './sitemap.ts';
import { catalogueDevServer } from './catalogue/devServer.ts';

/** Whether Storybook's plugins are in this config: its builds reuse the site's config. */
function isStorybook(config: UserConfig): boolean {
  const named = (plugins: unknown): boolean =>
    Array.isArray(plugins)
      ? plugins.some(named)
      : typeof plugins === 'object' &&
        plugins !== null &&
        'name' in plugins &&
        String(plugins.name).startsWith('storybook:');
  return named(config.plugins ?? []);
}

/** Output options every build of the site shares. */
function buildOptions(): Plugin {
  return {
    name: 'elifehome-build-options',
    config: (config, { command }) => ({
      css:
        command === 'build' && !isStorybook(config)
          ? { modules: { generateScopedName: shortClassNames(config.root ?? process.cwd()) } }
          : undefined,
      // React Router's package exports name only its development build, which keeps checks and
      // warnings meant for developers; the production build beside it is what visitors get.
      resolve:
        command === 'build'
          ? {
              alias: [
                {
                  find: /^react-router$/,
                  replacement: resolve(
                    config.root ?? process.cwd(),
                    'node_modules/react-router/dist/production/index.mjs',
                  ),
                },
              ],
            }
          : undefined,
      build: {
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        // The head script adds the preload hints itself; a browser without modulepreload
        // (Safari before 17) simply loads the modules when they are imported.
        modulePreload: { polyfill: false },
        // A typeface is fetched only by a page that shows its characters (unicode-range); inlined
        // into the stylesheet, the admin's small Chinese faces would reach every visitor.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          // Imported constants (the site's addresses, storage keys) inline where used.
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            // Letters and digits only: a name starting with '_' is one that hosts hide (Netlify's
            // and Cloudflare's _headers, GitHub Pages' Jekyll), and base-64 hashes may.
            hashCharacters: 'base36',
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: (asset: { names: readonly string[] }) =>
              asset.names.some((name) => name.endsWith('.css'))
                ? 'assets/[hash][extname]'
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
    }),
  };
}

/**
 * The static site's build: the app's chunks, the report the size budget reads, the inline
 * head script and the CSP that allows it, the published catalogue (`CATALOGUE_DIR`, else
 * `catalogue/`) and the prerendered pages, sitemap and robots file (addresses from `SITE_URL`). Storybook's builds reuse
 * the config; each step leaves alone a build that is not the app's.
 */
export function siteBuild(): Plugin[] {
  const site = {
    catalogueDir: process.env.CATALOGUE_DIR || 'catalogue',
    siteUrl: siteUrlFrom(process.env.SITE_URL, 'http://localhost:4173'),
  };
  return [
    buildOptions(),
    compressOwnChunks({ skip: isStorybook }),
    routerDisplayNames(),
    chunkGroups(),
    bundleReport(),
    compileHints(),
    headScript(),
    siteIcon({ skip: isStorybook }),
    contentSecurityPolicy(),
    prerender(site),
    catalogueDevServer(site),
  ];
}
