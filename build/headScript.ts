import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { EARLY_INPUT_GLOBAL } from '../src/app/earlyInput.ts';
import { headScript as headScriptFunction, type HeadScriptData } from '../src/app/headScript.ts';
import { routePatternSource } from '../src/app/routeTable.ts';
import { showLastDrawing } from '../src/app/showLastDrawing.ts';
import * as paths from '../src/domain/paths.ts';
import { LAST_DRAWING_GLOBAL } from '../src/pages/shared/lastDrawing.ts';
import {
  CART_DRAWING_KEY,
  CATALOGUE_KEYS,
  KEY_PREFIX,
  META_KEY,
  STORAGE_KEYS,
} from '../src/storage/keys.ts';
import { staticClosure } from '../scripts/chunk-graph.mjs';
import { appEntry, assetFrom, describeBundle, type ChunkGraph } from './bundle.ts';
import { FIRST_CHUNK } from './chunks.ts';
import { allowScript } from './csp.ts';
import { DRAWN_AFRESH, preloadHints, TEXT_FACE_SOURCE, type DrawnAfresh } from './preloadHints.ts';
import { ROUTE_TABLE, type RouteTable } from './routes.ts';

/** The data the head script runs with, from this build's chunks. */
export function headScriptData(
  graph: ChunkGraph,
  entry: string,
  table: RouteTable = ROUTE_TABLE,
  drawn: DrawnAfresh = DRAWN_AFRESH,
): HeadScriptData {
  const hints = preloadHints(graph, entry, table, drawn);
  const first = Object.keys(graph).find((file) => graph[file]!.name === FIRST_CHUNK);
  const entryFiles = staticClosure([entry], (file) => graph[file]?.imports);
  if (!first || !entryFiles.has(first)) {
    throw new Error(`head script: the entry imports no '${FIRST_CHUNK}' chunk`);
  }
  return {
    keyPrefix: KEY_PREFIX,
    catalogueKeys: [...CATALOGUE_KEYS],
    metaKey: META_KEY,
    authKey: STORAGE_KEYS.auth,
    cart: [STORAGE_KEYS.cart, routePatternSource(paths.cart), hints.cartLines],
    earlyInputGlobal: EARLY_INPUT_GLOBAL,
    entry: `/${entry}`,
    first: `/${first}`,
    files: hints.files,
    entryFiles: hints.entryFiles,
    routes: hints.routes,
    afresh: hints.afresh,
  };
}

/**
 * The script as it goes in a page: the function (as the config loader compiled it, plain
 * JavaScript) called with the data the page carries just before it (`headDataBlock`), minified.
 * One script for every page but the cart's, whose script also carries the function that shows
 * its last drawing (`drawing`): the CSP allows each by its hash.
 */
export function headScriptSource(drawing = false): string {
  const minified = minifySync(
    'head-script.js',
    `(${headScriptFunction.toString()})(JSON.parse(document.getElementById(${JSON.stringify(HEAD_DATA_ID)}).textContent)${drawing ? `, ${showLastDrawing.toString()}` : ''});`,
  );
  if (minified.errors.length) throw new Error(`head script: ${minified.errors[0]!.message}`);
  return minified.code.trim();
}

/** The head script's two forms, each minified once it is needed. */
const sources = new Map<boolean, string>();
const sourceOf = (drawing: boolean) => {
  if (!sources.has(drawing)) sources.set(drawing, headScriptSource(drawing));
  return sources.get(drawing)!;
};

/** The id of the element holding a page's head script data. */
export const HEAD_DATA_ID = 'head-data';

/**
 * The head script's data as the page carries it: a JSON data block, which no browser runs (so
 * no CSP rule concerns it); `<` is escaped so no value could close the element.
 */
export const headDataBlock = (data: HeadScriptData) =>
  `<script type="application/json" id="${HEAD_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const HEAD_DATA = new RegExp(
  `<script type="application/json" id="${HEAD_DATA_ID}">([^<]*)</script>`,
);

/**
 * The data a page made for `pathname` needs: the entry's files and that route's, renumbered.
 * Such a page is served only at its own address (any other address gets the 404 page, which
 * keeps every route's), and when it is discarded there, the head script still matches the same
 * route.
 */
export function pageHeadData(data: HeadScriptData, pathname: string): HeadScriptData {
  const route = data.routes.find(([pattern]) => new RegExp(pattern, 'i').test(pathname));
  const [cartKey, cartRoute, cartLines] = data.cart;
  const onCart = new RegExp(cartRoute, 'i').test(pathname);
  const cartFiles = onCart ? cartLines : [];
  const kept = [
    ...new Set([...data.entryFiles, ...(route?.[1] ?? []), ...cartFiles, ...data.afresh]),
  ];
  const renumber = (indexes: number[]) => indexes.map((index) => kept.indexOf(index));
  return {
    ...data,
    files: kept.map((index) => data.files[index]!),
    entryFiles: renumber(data.entryFiles),
    routes: route ? [[route[0], renumber(route[1])]] : [],
    cart: [cartKey, cartRoute, renumber(cartFiles)],
    afresh: renumber(data.afresh),
    ...(onCart && { lastDrawing: [CART_DRAWING_KEY, LAST_DRAWING_GLOBAL] }),
  };
}

/** The head script data a built page carries (every route's, in the built index.html). */
export function readHeadData(html: string): HeadScriptData {
  const found = HEAD_DATA.exec(html);
  if (!found) throw new Error('head script: the page carries no head script data');
  return JSON.parse(found[1]!) as HeadScriptData;
}

const HEAD_SCRIPT = /<script id="head-script">([^<]*)<\/script>/;
/** The CSP meta tag of a built page, its policy captured. */
export const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/;

/**
 * A built page carrying `data` instead of the data it was built with; the cart's page (whose
 * data names its last drawing) gets the script that can show it, which its CSP allows instead.
 */
export function withHeadData(html: string, data: HeadScriptData): string {
  const page = html.replace(HEAD_DATA, () => headDataBlock(data));
  const built = HEAD_SCRIPT.exec(page)?.[1];
  if (!data.lastDrawing || built === undefined) return page;
  const source = sourceOf(true);
  return page
    .replace(HEAD_SCRIPT, () => `<script id="head-script">${source}</script>`)
    .replace(CSP_META, (meta) => meta.replace(scriptHash(built), scriptHash(source)));
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (source: string) =>
  `sha256-${createHash('sha256').update(source).digest('base64')}`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The built page with the head script's data and the script itself right after the CSP meta
 * (which covers only what follows it) and ahead of every stylesheet (a script after one would
 * wait for it); the CSP allows the script by its hash. The page no longer loads the entry
 * itself: the script does.
 */
export function withHeadScript(html: string, source: string, data: HeadScriptData): string {
  if (!CSP_META.test(html) || !ENTRY_SCRIPT.test(html)) {
    throw new Error('head script: index.html has no CSP meta or no entry script');
  }
  const hash = scriptHash(source);
  return html
    .replace(
      CSP_META,
      (_meta, policy: string) =>
        `<meta http-equiv="Content-Security-Policy" content="${allowScript(policy, hash)}" />` +
        `\n    ${headDataBlock(data)}\n    <script id="head-script">${source}</script>`,
    )
    .replace(ENTRY_SCRIPT, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * Inlines the head script (src/app/headScript.ts) first in the built page, with the data it
 * needs from this build, and allows it by its hash in the page's CSP and in `_headers` (the
 * static host's CSP header). Inline, so the first paint waits for no request of its own.
 */
export function headScript(): Plugin {
  // The script is the same for every build; the data is this build's (none for a build that is
  // not the app's).
  let data: HeadScriptData | undefined;
  let root = '';
  let outDir = '';
  return {
    name: 'elifehome-head-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const graph = describeBundle(bundle, root);
      const entry = appEntry(graph);
      const textFace = assetFrom(bundle, root, TEXT_FACE_SOURCE);
      data = undefined;
      if (!entry) return;
      if (!textFace) throw new Error(`head script: no asset is ${TEXT_FACE_SOURCE}`);
      const drawn = { ...DRAWN_AFRESH, afresh: [textFace.fileName] };
      data = headScriptData(graph, entry, ROUTE_TABLE, drawn);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (data ? withHeadScript(html, sourceOf(false), data) : html),
    },
    writeBundle() {
      if (!data) return;
      const file = join(outDir, '_headers');
      const policy = allowScript(readFileSync(file, 'utf8'), scriptHash(sourceOf(true)));
      writeFileSync(file, allowScript(policy, scriptHash(sourceOf(false))));
    },
  };
}
