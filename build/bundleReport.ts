import type { Plugin } from 'vite';
import { appEntry, describeBundle, type ChunkGraph } from './bundle.ts';
import { routeChunks, type RouteChunk } from './routes.ts';

/** Where the build writes its report, inside the output folder. */
export const BUNDLE_REPORT = '.vite/bundle-report.json';

/** What the size budget (scripts/size-budget.mjs) reads of a build. */
export interface BundleReport {
  chunks: ChunkGraph;
  /** Each route of the table with its page's chunk; only in the app's own build. */
  routes?: RouteChunk[];
}

/** The report of a build with these chunks. */
export function reportOf(graph: ChunkGraph): BundleReport {
  return appEntry(graph) ? { chunks: graph, routes: routeChunks(graph) } : { chunks: graph };
}

/** Writes which modules and stylesheets each chunk holds, and which chunk each route loads. */
export function bundleReport(): Plugin {
  let root = '';
  return {
    name: 'elifehome-bundle-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_REPORT,
        source: JSON.stringify(reportOf(describeBundle(bundle, root)), null, 1),
      });
    },
  };
}
