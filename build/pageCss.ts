import { staticClosure } from '../scripts/chunk-graph.mjs';
import type { ChunkGraph } from './bundle.ts';
import { routeChunks, ROUTE_TABLE, type RouteTable } from './routes.ts';

/** The stylesheets of the entry chunk and everything it imports statically. */
export function entryCss(graph: ChunkGraph, entry: string): Set<string> {
  const files = staticClosure([entry], (file) => graph[file]?.imports);
  return new Set([...files].flatMap((file) => graph[file]!.css));
}

/**
 * The stylesheets a chunk brings, in the order Vite's loader adds them: a chunk's imports
 * first, then its own (the cascade depends on it). Those in `skip` are left out.
 */
export function cssInLoadOrder(graph: ChunkGraph, start: string, skip: ReadonlySet<string>) {
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = graph[file];
    chunk?.imports.forEach(visit);
    for (const css of chunk?.css ?? []) {
      if (!skip.has(css) && !order.includes(css)) order.push(css);
    }
  };
  visit(start);
  return order;
}

/**
 * Each route's own stylesheets, in load order after the entry's, by the route as the table
 * writes it.
 */
export function pageCss(
  graph: ChunkGraph,
  entry: string,
  table: RouteTable = ROUTE_TABLE,
): Map<string, string[]> {
  const skip = entryCss(graph, entry);
  return new Map(
    routeChunks(graph, table).map(({ path, chunk }) => [path, cssInLoadOrder(graph, chunk, skip)]),
  );
}
