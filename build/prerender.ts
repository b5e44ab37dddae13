import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender.tsx';
import { appEntry, describeBundle } from './bundle.ts';
import { pageCss } from './pageCss.ts';
import { routeAt } from './routes.ts';

/** Where the build lists the pages it prerendered, for the size budget. */
export const PRERENDERED_LIST = '.vite/prerendered.json';

/** One prerendered page: its address, the route it belongs to, and its file in the output. */
export interface PrerenderedFile {
  path: string;
  route: string;
  file: string;
}

/** The module the prerender builds for Node, from the root. */
const ENTRY = 'src/app/prerender.tsx';

const STATIC_HEAD = /<title data-static-head>[^<]*<\/title>\s*<meta\s+data-static-head[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The file an address is written to: `/about` as `about.html`, which static hosts and
 * `vite preview` serve for that address as is (a folder's index.html would want `/about/`).
 * Home replaces index.html.
 */
export const prerenderedFile = (path: string) =>
  `${path === '/' ? 'index' : decodeURIComponent(path).replace(/^\//, '')}.html`;

/**
 * The built page (`template`) holding the page prerendered at `path`, marked with its address,
 * its head marked like the static pair (so a discarded page's head goes with it, see
 * src/app/main.tsx), and its own stylesheets linked after the entry's, as Vite's loader would
 * add them (it finds these links and adds no second copy): the HTML paints fully styled.
 */
export function prerenderedHtml(
  template: string,
  path: string,
  page: PrerenderedPage,
  stylesheets: readonly string[],
): string {
  if (!STATIC_HEAD.test(template) || !template.includes(EMPTY_ROOT)) {
    throw new Error('prerender: index.html lost its static head or its empty #root');
  }
  const links = stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return template
    .replace('<html lang="en">', `<html lang="en" data-prerendered="${escapeAttribute(path)}">`)
    .replace(STATIC_HEAD, () => page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static-head'))
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.body}</div>`);
}

/**
 * Prerendered visitor pages. After the app's build, src/app/prerender.tsx is built for Node and
 * renders each address of the sample catalogue, written as its own HTML file. The HTML paints
 * before any script has run; the app then adopts it, or discards it unseen when this browser's
 * data differs (see src/app/headScript.ts).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  // Each route's stylesheets, from this build's chunks; undefined when it is not the app's.
  let stylesheets: Map<string, string[]> | undefined;
  return {
    name: 'elifehome-prerender',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    generateBundle(_options, bundle) {
      const graph = describeBundle(bundle, root);
      const entry = appEntry(graph);
      stylesheets = entry ? pageCss(graph, entry) : undefined;
    },
    async closeBundle() {
      if (!stylesheets) return;
      const serverDir = resolve(root, 'node_modules/.cache/elifehome-prerender');
      await build({
        configFile,
        logLevel: 'warn',
        publicDir: false,
        build: { ssr: resolve(root, ENTRY), outDir: serverDir, emptyOutDir: true },
      });
      const entry = pathToFileURL(join(serverDir, 'prerender.js')).href;
      const { prerender: render, prerenderPaths } = (await import(
        `${entry}?build=${Date.now()}`
      )) as typeof import('../src/app/prerender.tsx');
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const written: PrerenderedFile[] = [];
      for (const path of prerenderPaths()) {
        const route = routeAt(path)?.[0];
        if (!route) throw new Error(`prerender: no route for ${path}`);
        const html = prerenderedHtml(template, path, await render(path), stylesheets.get(route)!);
        const file = prerenderedFile(path);
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), html);
        written.push({ path, route, file });
      }
      mkdirSync(dirname(join(outDir, PRERENDERED_LIST)), { recursive: true });
      writeFileSync(join(outDir, PRERENDERED_LIST), JSON.stringify(written, null, 1));
    },
  };
}
