import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import type { ChunkGraph } from './bundle.ts';
import { compileHints, EAGER_COMPILE_HINT, startChunks } from './compileHints.ts';
import { GRAPH, TABLE } from './fixtures.ts';

const ROOT = '/work/site';

/** The fixture site, with a dialog home loads only when it is opened. */
const WITH_DIALOG: ChunkGraph = {
  ...GRAPH,
  'assets/Home.js': { ...GRAPH['assets/Home.js']!, dynamicImports: ['assets/QuickView.js'] },
  'assets/QuickView.js': {
    ...GRAPH['assets/Item.js']!,
    name: 'QuickView',
    facadeModuleId: 'src/components/QuickView/index.ts',
    modules: { 'src/components/QuickView/index.ts': 100 },
  },
};

/** A bundle as Rollup hands it to plugins, with each chunk's code naming its file. */
function bundleOf(graph: ChunkGraph): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
  };
  for (const [fileName, chunk] of Object.entries(graph)) {
    bundle[fileName] = {
      ...chunk,
      type: 'chunk',
      fileName,
      facadeModuleId: chunk.facadeModuleId && `${ROOT}/${chunk.facadeModuleId}`,
      modules: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, length]) => [
          `${ROOT}/${id}`,
          { renderedLength: length },
        ]),
      ),
      code: `export const file = ${JSON.stringify(fileName)};`,
    };
  }
  return bundle as Rollup.OutputBundle;
}

function runPlugin(bundle: Rollup.OutputBundle, minBytes = 0) {
  const plugin = compileHints({ table: TABLE, minBytes });
  (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, bundle);
}

const codeOf = (bundle: Rollup.OutputBundle, file: string) =>
  (bundle[file] as Rollup.OutputChunk).code;

describe('startChunks', () => {
  it('names the entry and every visitor page, each with what it imports statically', () => {
    expect([...startChunks(WITH_DIALOG, TABLE)].sort()).toEqual([
      'assets/Card.js',
      'assets/Home.js',
      'assets/Item.js',
      'assets/List.js',
      'assets/NotFound.js',
      'assets/app.js',
      'assets/index.js',
      'assets/runtime.js',
    ]);
  });

  it('leaves out the admin and what a page loads only when it is used', () => {
    const start = startChunks(WITH_DIALOG, TABLE);
    expect(start.has('assets/admin.js')).toBe(false);
    expect(start.has('assets/QuickView.js')).toBe(false);
  });

  it("names nothing in a build that is not the app's", () => {
    const { 'assets/index.js': _entry, ...others } = GRAPH;
    expect(startChunks(others, TABLE).size).toBe(0);
  });
});

describe('compileHints', () => {
  it('puts the hint on the first line of each start chunk and leaves the code after it', () => {
    const bundle = bundleOf(WITH_DIALOG);
    runPlugin(bundle);
    expect(codeOf(bundle, 'assets/index.js')).toBe(
      `${EAGER_COMPILE_HINT}\nexport const file = "assets/index.js";`,
    );
    expect(codeOf(bundle, 'assets/Card.js').split('\n')[0]).toBe(EAGER_COMPILE_HINT);
  });

  it('leaves lazy chunks, the admin and stylesheets as they were', () => {
    const bundle = bundleOf(WITH_DIALOG);
    runPlugin(bundle);
    expect(codeOf(bundle, 'assets/QuickView.js')).toBe(
      'export const file = "assets/QuickView.js";',
    );
    expect(codeOf(bundle, 'assets/admin.js')).not.toContain(EAGER_COMPILE_HINT);
    expect((bundle['assets/index.css'] as Rollup.OutputAsset).source).toBe('a{}');
  });

  it('leaves start chunks with less code than the minimum without the hint', () => {
    const bundle = bundleOf(WITH_DIALOG);
    const small = 'export const file = "assets/Card.js";'.length;
    (bundle['assets/index.js'] as Rollup.OutputChunk).code += ' '.repeat(small);
    runPlugin(bundle, small + 1);
    expect(codeOf(bundle, 'assets/index.js').startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(codeOf(bundle, 'assets/Card.js')).toBe('export const file = "assets/Card.js";');
  });

  it('changes nothing in a build without the app entry', () => {
    const { 'assets/index.js': _entry, ...others } = WITH_DIALOG;
    const bundle = bundleOf(others);
    runPlugin(bundle);
    for (const item of Object.values(bundle))
      if (item.type === 'chunk') expect(item.code).not.toContain(EAGER_COMPILE_HINT);
  });
});
