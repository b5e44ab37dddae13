import type { Plugin } from 'vite';
import { staticClosure } from '../scripts/chunk-graph.mjs';
import { appEntry, describeBundle, type ChunkGraph } from './bundle.ts';
import { pageChunk, ROUTE_TABLE, visitorPageModules, type RouteTable } from './routes.ts';

/**
 * V8's hint, read from a script's first line (Chrome 136 and later): compile every function in
 * the file as it streams in, on a background thread, rather than each one on the main thread the
 * first time it is called. Other engines see a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks a visitor's first page runs as it starts: the entry and every visitor page, each
 * with what it imports statically. Almost every function in them is called while the page is
 * adopted; lazy parts (the admin, dialogs, imports) are left to compile when they are used.
 * Empty for a build that is not the app's.
 */
export function startChunks(graph: ChunkGraph, table: RouteTable = ROUTE_TABLE): Set<string> {
  const entry = appEntry(graph);
  if (!entry) return new Set();
  const pages = visitorPageModules(table).map((module) => pageChunk(graph, module));
  return staticClosure([entry, ...pages], (file) => graph[file]?.imports);
}

/**
 * The hint costs its 29 bytes in every file, compressed or not, while a chunk of a few small
 * functions compiles in well under a millisecond on demand: chunks with less code than this go
 * without it.
 */
export const MIN_HINTED_BYTES = 4096;

/**
 * The start chunks with at least `minBytes` of code, each with the hint on its first line (see
 * docs/decisions.md, D51).
 */
export function compileHints({
  table = ROUTE_TABLE,
  minBytes = MIN_HINTED_BYTES,
}: { table?: RouteTable; minBytes?: number } = {}): Plugin {
  let root = '';
  return {
    name: 'elifehome-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      // After Vite's own steps, which write the entry's and the shared chunk's code afresh.
      order: 'post',
      handler(_options, bundle) {
        for (const file of startChunks(describeBundle(bundle, root), table)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && chunk.code.length >= minBytes)
            chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
