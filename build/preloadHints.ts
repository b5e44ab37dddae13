import type { HeadScriptData } from '../src/app/headScript.ts';
import { staticClosure } from '../scripts/chunk-graph.mjs';
import { chunkHolding, type ChunkGraph } from './bundle.ts';
import { cssInLoadOrder, entryCss } from './pageCss.ts';
import { routeChunks, ROUTE_TABLE, type RouteTable } from './routes.ts';

export type PreloadHints = Pick<HeadScriptData, 'files' | 'entryFiles' | 'routes' | 'afresh'> & {
  /** The files the cart's page adds for a cart with lines (`HeadScriptData['cart'][2]`). */
  cartLines: number[];
};

/**
 * What a page drawn afresh (its prerendered HTML discarded) fetches with its own code, so that
 * it comes in the same round trip rather than once the entry has run.
 */
export interface DrawnAfresh {
  /** The modules the cart's page draws for a cart with lines (its `loadLandingParts`). */
  cartLines: readonly string[];
  /**
   * Built files every such page fetches: the text face, which its text uses only if the face has
   * arrived by the first render (`font-display: optional`). The plugin finds its name.
   */
  afresh: readonly string[];
}

export const DRAWN_AFRESH: DrawnAfresh = {
  cartLines: ['src/pages/shared/OrderPlanner.tsx'],
  afresh: [],
};

/**
 * The text face's core (Basic Latin and the copy's signs), whose built file a page drawn afresh
 * preloads. The accents come only to a page that shows one.
 */
export const TEXT_FACE_SOURCE = 'src/styles/fonts/dm-sans-wght-core.woff2';

/**
 * What the head script preloads: the entry's files, and for each route pattern the JS and CSS
 * its page adds to them. Each file is listed once and routes name files by index, since the
 * script is part of every first download.
 */
export function preloadHints(
  graph: ChunkGraph,
  entry: string,
  table: RouteTable = ROUTE_TABLE,
  drawn: DrawnAfresh = DRAWN_AFRESH,
): PreloadHints {
  const closure = (start: string[]) => staticClosure(start, (file) => graph[file]?.imports);
  const entryFiles = closure([entry]);
  const skipCss = entryCss(graph, entry);
  const files: string[] = [];
  const indexOf = (file: string) => {
    const name = file.replace(/^assets\//, '');
    return files.includes(name) ? files.indexOf(name) : files.push(name) - 1;
  };
  const routes = routeChunks(graph, table).map(({ pattern, chunk }) => {
    const js = [...closure([chunk])].filter((file) => !entryFiles.has(file));
    const css = cssInLoadOrder(graph, chunk, skipCss);
    return [pattern, [...js, ...css].map(indexOf)] as const;
  });
  // Neighbours that load the same files share one pattern (order, and so matching, holds).
  const merged: Array<[string, number[]]> = [];
  for (const [pattern, list] of routes) {
    const last = merged.at(-1);
    if (last && last[1].join() === list.join()) last[0] += `|${pattern}`;
    else merged.push([pattern, list]);
  }
  // A part's JS and CSS, less what the entry brings: the planner is in no page's HTML.
  const cartLines = drawn.cartLines.flatMap((part) => {
    const chunk = chunkHolding(graph, part, 'preload hints');
    const js = [...closure([chunk])].filter((file) => !entryFiles.has(file));
    return [...js, ...cssInLoadOrder(graph, chunk, skipCss)];
  });
  return {
    files,
    entryFiles: [...entryFiles].map(indexOf),
    routes: merged,
    afresh: drawn.afresh.map(indexOf),
    cartLines: [...new Set(cartLines)].map(indexOf),
  };
}
