import type { Rollup } from 'vite';

/** One chunk of a build as plain data, its modules named from the project root. */
export interface ChunkInfo {
  /** The chunk's name before hashing (a codeSplitting group's name, or its module's). */
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** The module the chunk stands for, from the root (`index.html` for the app), or null. */
  facadeModuleId: string | null;
  /** Chunks this one imports statically. */
  imports: string[];
  /** Chunks this one imports on demand. */
  dynamicImports: string[];
  /** The stylesheets Vite's loader adds with this chunk. */
  css: string[];
  /** Each module in the chunk, from the root, with its rendered length in bytes. */
  modules: Record<string, number>;
}

/** A build's chunks by file name, in the bundle's order. */
export type ChunkGraph = Record<string, ChunkInfo>;

/** The app's HTML entry: Storybook's builds reuse the config with entries of their own. */
export const APP_ENTRY = 'index.html';

/** A module id from the project root, without a query. */
export const fromRoot = (id: string, root: string) =>
  id.replace(`${root}/`, '').replace(/\?.*$/, '');

/** The asset `bundle` emitted for `source` (a path from the project root), or undefined. */
export function assetFrom(
  bundle: Rollup.OutputBundle,
  root: string,
  source: string,
): Rollup.OutputAsset | undefined {
  return Object.values(bundle).find(
    (item): item is Rollup.OutputAsset =>
      item.type === 'asset' &&
      item.originalFileNames.some((name) => fromRoot(name, root) === source),
  );
}

/** The chunks of `bundle`, as plain data every build step reads the same way. */
export function describeBundle(bundle: Rollup.OutputBundle, root: string): ChunkGraph {
  const graph: ChunkGraph = {};
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
    graph[item.fileName] = {
      name: item.name,
      isEntry: item.isEntry,
      isDynamicEntry: item.isDynamicEntry,
      facadeModuleId: item.facadeModuleId ? fromRoot(item.facadeModuleId, root) : null,
      imports: item.imports,
      dynamicImports: item.dynamicImports,
      css: [...(meta?.importedCss ?? [])],
      modules: Object.fromEntries(
        Object.entries(item.modules).map(([id, m]) => [fromRoot(id, root), m.renderedLength]),
      ),
    };
  }
  return graph;
}

/** The file of the app's entry chunk, or undefined in a build of something else. */
export function appEntry(graph: ChunkGraph): string | undefined {
  return Object.keys(graph).find(
    (file) => graph[file]!.isEntry && graph[file]!.facadeModuleId === APP_ENTRY,
  );
}

/** The chunk holding `module` (a file from the project root); `step` names the caller in the error. */
export function chunkHolding(graph: ChunkGraph, module: string, step: string): string {
  const chunk = Object.keys(graph).find((file) => module in graph[file]!.modules);
  if (!chunk) throw new Error(`${step}: no chunk holds ${module}`);
  return chunk;
}
