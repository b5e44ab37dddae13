import type { HeadScriptData } from '../src/app/headScript.ts';
import { staticClosure } from '../scripts/chunk-graph.mjs';
import type { ChunkGraph } from './bundle.ts';
import { cssInLoadOrder, entryCss } from './pageCss.ts';
import { routeChunks, ROUTE_TABLE, type RouteTable } from './routes.ts';

export type PreloadHints = Pick<HeadScriptData, 'files' | 'entryFiles' | 'routes'>;

/**
 * What the head script preloads: the entry's files, and for each route pattern the JS and CSS
 * its page adds to them. Each file is listed once and routes name files by index, since the
 * script is part of every first download.
 */
export function preloadHints(
  graph: ChunkGraph,
  entry: string,
  table: RouteTable = ROUTE_TABLE,
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
  return { files, entryFiles: [...entryFiles].map(indexOf), routes: merged };
}
