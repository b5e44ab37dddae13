import { staticClosure } from '../scripts/chunk-graph.mjs';
import { chunkHolding, type ChunkGraph } from './bundle.ts';
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
 * A part whose code loads after the first download while its prerendered markup is painted with
 * the page (src/pages/shared/laterPart.tsx): the module it renders, and the page module
 * (`pages/ProductDetailPage`, as the route table names it) when only that page has it.
 */
export type PaintedPart = string | { part: string; page: string };

/**
 * The parts painted before their code comes: the footer on every page, home's inspirations and
 * the product page's Shipping section. Their look must come with the page's own stylesheets, or they would be
 * painted unstyled and move when their code comes.
 */
export const PAINTED_BEFORE_CODE: readonly PaintedPart[] = [
  'src/app/SiteFooter.tsx',
  { part: 'src/pages/HomePage/HomeInspirations.tsx', page: 'pages/HomePage' },
  { part: 'src/pages/ProductDetailPage/ProductShipping.tsx', page: 'pages/ProductDetailPage' },
];

/**
 * Each route's own stylesheets, in load order after the entry's, by the route as the table
 * writes it, followed by those of the parts painted before their code comes on it.
 */
export function pageCss(
  graph: ChunkGraph,
  entry: string,
  table: RouteTable = ROUTE_TABLE,
  parts: readonly PaintedPart[] = PAINTED_BEFORE_CODE,
): Map<string, string[]> {
  const skip = entryCss(graph, entry);
  const partCss = parts.map((painted) => {
    const { part, page } =
      typeof painted === 'string' ? { part: painted, page: undefined } : painted;
    const chunk = chunkHolding(graph, part, 'page CSS');
    return { page, css: cssInLoadOrder(graph, chunk, skip) };
  });
  return new Map(
    routeChunks(graph, table).map(({ path, module, chunk }) => {
      const own = cssInLoadOrder(graph, chunk, skip);
      const painted = partCss.flatMap(({ page, css }) =>
        page === undefined || page === module ? css : [],
      );
      return [path, [...new Set([...own, ...painted])]];
    }),
  );
}
