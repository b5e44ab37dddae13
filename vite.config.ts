/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/utils';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROME_ARGS, findChrome } from './scripts/browser.mjs';
import { cssModuleDeclaration } from './scripts/css-types.mjs';
import { staticClosure } from './scripts/chunk-graph.mjs';
import { ROUTE_TABLE, routePatternSource } from './src/app/routeTable.ts';
import { KEY_PREFIX } from './src/storage/keys.ts';
import { EARLY_INPUT_GLOBAL } from './src/app/earlyInput.ts';
import { headScript, type HeadScriptData } from './src/app/headScript.ts';

/** The head script as the config loader compiled it: plain JavaScript, inlined as is. */
const headScriptSource = headScript.toString();

const root = dirname(fileURLToPath(import.meta.url));

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

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
 * The entry chunk of the app's own build, or undefined: Storybook's builds reuse this config
 * with other entries.
 */
function appEntry(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.isEntry && item.facadeModuleId === `${root}/index.html`,
  );
}

/** The chunk the head script evaluates before the entry (see `first` in src/headScript.ts). */
const FIRST_CHUNK = 'react-dom';

/** Modules home uses that most visitor pages use too (see the 'app' chunk group below). */
const SHARED_WITH_HOME = [
  'src/components/atoms/Badge/',
  'src/components/atoms/Button/',
  'src/components/atoms/IconButton/',
  'src/components/atoms/Image/',
  'src/components/atoms/Price/',
  'src/components/molecules/ProductCard/',
  'src/pages/shared/PageHead',
  'src/pages/shared/catalogueHooks',
  'src/pages/shared/useRenderedMark',
  'src/domain/jsonLd',
];

/** Each route's pattern (in match order) and the stylesheets its page adds to the entry's. */
type PageCss = Array<[pattern: string, css: string[]]>;

/**
 * Inlines the head script (src/headScript.ts) first in the head, with the data it needs from
 * this build, and allows exactly that script in the CSP by its hash, in the page and in
 * `_headers`. Inline, so the first paint waits for no request of its own. The HTML no longer
 * loads the entry itself: the script does, after the first paint when it adopts prerendered
 * HTML. Also collects each route's stylesheets, in load order, for the prerender.
 */
function headScriptPlugin(pageCss: PageCss): Plugin {
  let source = '';
  let hash = '';
  let outDir = '';
  const allowScript = (policy: string) => {
    if (!policy.includes("script-src 'self'")) throw new Error('head script: no script-src');
    return policy.replace("script-src 'self'", `script-src 'self' '${hash}'`);
  };
  return {
    name: 'elifehome-head-script',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      source = '';
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
      // Stylesheets in the order Vite's loader adds them: a chunk's imports first, then its own
      // (the cascade depends on it).
      const cssInLoadOrder = (start: string, skip: Set<string>) => {
        const seen = new Set<string>();
        const order: string[] = [];
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          byFile.get(file)?.imports.forEach(visit);
          for (const css of cssOf(new Set([file]))) {
            if (!skip.has(css) && !order.includes(css)) order.push(css);
          }
        };
        visit(start);
        return order;
      };
      const entry = appEntry(bundle);
      if (!entry) return;
      pageCss.length = 0;
      const entryFiles = closure([entry.fileName]);
      const entryCss = new Set(cssOf(entryFiles));
      // Each file once; a route lists indexes into it (the script is on every first download).
      const files: string[] = [];
      const indexOf = (file: string) => {
        const name = file.replace(/^assets\//, '');
        return files.includes(name) ? files.indexOf(name) : files.push(name) - 1;
      };
      const routes = ROUTE_TABLE.map(([path, module]) => {
        const facade = `${root}/src/${module}/index.`;
        // The chunk holding the page module (its facade, unless a static import elsewhere
        // made the chunk a shared one).
        const page = chunks.find((chunk) =>
          Object.keys(chunk.modules).some((id) => id.startsWith(facade)),
        );
        if (!page) this.error(`head script: no chunk for ${facade}`);
        const pattern = routePatternSource(path);
        const js = [...closure([page.fileName])].filter((file) => !entryFiles.has(file));
        const css = cssInLoadOrder(page.fileName, entryCss);
        pageCss.push([pattern, css]);
        return [pattern, [...js, ...css].map(indexOf)] as const;
      });
      // Neighbours that load the same files share one pattern (order, and so matching, holds).
      const merged: Array<[string, number[]]> = [];
      for (const [pattern, list] of routes) {
        const last = merged.at(-1);
        if (last && last[1].join() === list.join()) last[0] += `|${pattern}`;
        else merged.push([pattern, list]);
      }
      const first = chunks.find((chunk) => chunk.name === FIRST_CHUNK);
      if (!first || !entryFiles.has(first.fileName)) {
        this.error(`head script: the entry imports no '${FIRST_CHUNK}' chunk`);
      }
      const data: HeadScriptData = {
        keyPrefix: KEY_PREFIX,
        earlyInputGlobal: EARLY_INPUT_GLOBAL,
        entry: `/${entry.fileName}`,
        first: `/${first.fileName}`,
        files,
        entryFiles: [...entryFiles].map(indexOf),
        routes: merged,
      };
      // Minified: every page carries it (rolldown is Vite's own bundler).
      const minified = minifySync(
        'head-script.js',
        `(${headScriptSource})(${JSON.stringify(data)});`,
      );
      if (minified.errors.length) this.error(`head script: ${minified.errors[0]!.message}`);
      source = minified.code.trim();
      hash = `sha256-${createHash('sha256').update(source).digest('base64')}`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!source) return html;
        const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/;
        const entryTag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        if (!csp.test(html) || !entryTag.test(html)) {
          throw new Error('head script: index.html has no CSP meta or no entry script');
        }
        // Right after the CSP (which covers only what follows it), ahead of every stylesheet:
        // a script after one would wait for it.
        return (
          html
            .replace(
              csp,
              (_meta, policy: string) =>
                `<meta http-equiv="Content-Security-Policy" content="${allowScript(policy)}" />` +
                `\n    <script id="head-script">${source}</script>`,
            )
            // The script fetches and starts the app's code (see above).
            .replace(entryTag, '')
            .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
        );
      },
    },
    // The static host's CSP header (public/_headers) must allow the same script.
    writeBundle() {
      if (!source) return;
      const file = join(outDir, '_headers');
      writeFileSync(file, allowScript(readFileSync(file, 'utf8')));
    },
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Prerendered visitor pages. After the app's build, src/prerender.tsx is built for Node and
 * renders each address of the sample catalogue; each page is written as `<address>.html`
 * (home replaces index.html, which stays the fallback for every other address). The HTML
 * paints before any script has run; the app then adopts it (main.tsx), or discards it unseen
 * when this browser's data differs (see src/headScript.ts).
 */
function prerenderPages(pageCss: PageCss): Plugin {
  let appBuild = false;
  let outDir = '';
  return {
    name: 'elifehome-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      appBuild = appEntry(bundle) !== undefined;
    },
    async closeBundle() {
      if (!appBuild) return;
      const serverDir = resolve(root, 'node_modules/.cache/elifehome-prerender');
      await build({
        configFile: resolve(root, 'vite.config.ts'),
        logLevel: 'warn',
        publicDir: false,
        build: {
          ssr: resolve(root, 'src/app/prerender.tsx'),
          outDir: serverDir,
          emptyOutDir: true,
        },
      });
      const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
      const { prerender, prerenderPaths } = (await import(`${entry}?build=${Date.now()}`)) as {
        prerender: (path: string) => Promise<{ head: string; body: string }>;
        prerenderPaths: () => string[];
      };
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const staticHead = /<title data-static-head>[^<]*<\/title>\s*<meta\s+data-static-head[^>]*>/;
      if (!staticHead.test(template) || !template.includes('<div id="root"></div>')) {
        throw new Error('prerender: index.html lost its static head or its empty #root');
      }
      for (const path of prerenderPaths()) {
        const { head, body } = await prerender(path);
        // The page's own stylesheets, after the entry's as Vite's loader would add them (it
        // finds these links and adds no second copy): the HTML paints fully styled.
        const css = pageCss.find(([pattern]) => new RegExp(pattern, 'i').test(path))?.[1] ?? [];
        const links = css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        const html = template
          .replace(
            '<html lang="en">',
            `<html lang="en" data-prerendered="${escapeAttribute(path)}">`,
          )
          // Marked like the static pair, so a discarded page's head goes with it (main.tsx).
          .replace(staticHead, () => head.replace(/<(title|meta|link)\b/g, '<$1 data-static-head'))
          .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
        // `/about` as about.html: static hosts and `vite preview` serve it for that address as is
        // (a folder's index.html would want `/about/`).
        const name = path === '/' ? 'index' : decodeURIComponent(path);
        const file = join(outDir, `${name}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
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

/** Filled by the head script as the app's bundle is written; read by the prerender after it. */
const pageCss: PageCss = [];

export default defineConfig({
  plugins: [
    react(),
    bundleReport(),
    headScriptPlugin(pageCss),
    contentSecurityPolicy(),
    prerenderPages(pageCss),
  ],
  resolve: {
    alias: { '@': resolve(root, 'src'), '@fixtures': resolve(root, 'stories/fixtures') },
  },
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
    // The head script adds the preload hints itself; a browser without modulepreload (Safari
    // before 17) simply loads the modules when they are imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Imported constants (the site's addresses, storage keys) inline where used, as literals.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        codeSplitting: {
          groups: [
            // React DOM in a chunk of its own, which the head script evaluates a task ahead of
            // the entry; src/reactDomClient.ts makes it start React DOM as it is evaluated.
            {
              name: FIRST_CHUNK,
              test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]app[\\/]reactDomClient\.ts$/,
            },
            // The small pieces home shares with most other pages ride in one chunk with the
            // framework (a group takes its modules' dependencies along), rather than in eight
            // chunks of 0.2 to 1.3 KB that each compress on their own: 2.0 KB less on home.
            {
              name: 'app',
              test: (id) => SHARED_WITH_HOME.some((path) => id.includes(`/${path}`)),
            },
          ],
        },
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
