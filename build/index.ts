import { resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { bundleReport } from './bundleReport.ts';
import { chunkGroups } from './chunks.ts';
import { shortClassNames } from './classNames.ts';
import { compileHints } from './compileHints.ts';
import { routerDisplayNames } from './displayNames.ts';
import { contentSecurityPolicy } from './csp.ts';
import { headScript } from './headScript.ts';
import { prerender } from './prerender.ts';
import { siteUrlFrom } from './sitemap.ts';
import { catalogueDevServer } from './catalogue/devServer.ts';

/**
 * What the site's own build ships in React's place: Preact with its React layer, about a sixth
 * of React DOM's weight, behind the same imports (docs/decisions.md#d48-the-site-ships-preact). Storybook's
 * builds keep React.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

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
                ...(isStorybook(config) ? [] : PREACT_ALIASES),
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
        rolldownOptions: {
          // Imported constants (the site's addresses, storage keys) inline where used.
          optimization: { inlineConst: { mode: 'all' } },
          // React Router looks for React's useOptimistic, which Preact's React layer does not
          // have, and does without it.
          onLog(level, log, handler) {
            if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
            handler(level, log);
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
    routerDisplayNames(),
    chunkGroups(),
    bundleReport(),
    compileHints(),
    headScript(),
    contentSecurityPolicy(),
    prerender(site),
    catalogueDevServer(site),
  ];
}
