import { ROUTE_TABLE, routePatternSource } from '../src/app/routeTable.ts';
import type { ChunkGraph } from './bundle.ts';

/**
 * Everything the build knows of routes, derived from the one route table: which page module
 * each route renders, which chunk holds it, and which route an address belongs to.
 */
export type RouteTable = ReadonlyArray<readonly [path: string, module: string, name: string]>;

export { ROUTE_TABLE };

/** The start of a page module's file name from the root: `src/pages/HomePage/index.`. */
export const pageModuleFile = (module: string) => `src/${module}/index.`;

/** The route the table gives `pathname` (the first that matches, as in the router). */
export function routeAt(pathname: string, table: RouteTable = ROUTE_TABLE) {
  return table.find(([path]) => new RegExp(routePatternSource(path), 'i').test(pathname));
}

/** The page module of the home route. */
export function homeModule(table: RouteTable = ROUTE_TABLE): string {
  const home = table.find(([path]) => path === '/');
  if (!home) throw new Error('routes: the route table has no home route');
  return home[1];
}

/** The page modules a visitor can land on (those under pages/: the admin is not one). */
export function visitorPageModules(table: RouteTable = ROUTE_TABLE): string[] {
  return [...new Set(table.map(([, module]) => module).filter((m) => m.startsWith('pages/')))];
}

/**
 * The chunk holding a page module: the module's own chunk, unless a static import elsewhere
 * made it part of a shared one.
 */
export function pageChunk(graph: ChunkGraph, module: string): string {
  const file = pageModuleFile(module);
  const chunk = Object.keys(graph).find((name) =>
    Object.keys(graph[name]!.modules).some((id) => id.startsWith(file)),
  );
  if (!chunk) throw new Error(`routes: no chunk holds ${file}`);
  return chunk;
}

export interface RouteChunk {
  /** The route as the table writes it. */
  path: string;
  /** The route as a regular expression's source (see routePatternSource). */
  pattern: string;
  /** The page module, as the table names it. */
  module: string;
  /** The chunk holding the page module. */
  chunk: string;
}

/** Each route of the table, in match order, with the chunk its page comes in. */
export function routeChunks(graph: ChunkGraph, table: RouteTable = ROUTE_TABLE): RouteChunk[] {
  return table.map(([path, module]) => ({
    path,
    pattern: routePatternSource(path),
    module,
    chunk: pageChunk(graph, module),
  }));
}
