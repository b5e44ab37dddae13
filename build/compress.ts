import type { Plugin, UserConfig } from 'vite';

/**
 * Terser's compressor, run on each chunk that holds code of ours before the bundler's own
 * minifier mangles and squeezes it. Its property hoisting puts a stylesheet's class names
 * (`styles.root`, read from an object of constants) where they are used, which the bundler's
 * minifier does not do; across the components a page loads that is about 1 KB of gzip
 * (docs/decisions.md#d63-terser-compresses-our-chunks-before-the-bundler-minifies-them). React
 * DOM's chunk is left to the bundler's minifier alone, which packs it 0.3 KB smaller than Terser
 * does. Only the app's build for browsers: Storybook's builds reuse the config and gain nothing
 * from the wait.
 */
export function compressOwnChunks({ skip }: { skip: (config: UserConfig) => boolean }): Plugin {
  return {
    name: 'elifehome-compress',
    // Not the prerender's server build either: no visitor downloads it.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr && !skip(config),
    renderChunk: {
      // After Vite's own renderChunk steps. Terser keeps each dynamic import's
      // `__VITE_PRELOAD__` marker where it stands, and Vite fills in the preload lists later.
      order: 'post',
      async handler(code, chunk, options) {
        if (!holdsOwnCode(chunk.modules)) return null;
        const { minify } = await import('terser');
        const result = await minify(code, {
          module: true,
          ecma: 2020,
          compress: { passes: 2 },
          // Names are the bundler minifier's job, done after this.
          mangle: false,
          sourceMap: options.sourcemap ? { asObject: true } : false,
        });
        if (result.code === undefined) return null;
        return { code: result.code, map: (result.map as string | null | undefined) ?? null };
      },
    },
  };
}

/**
 * Whether a tenth or more of a chunk's code (by rendered length) is ours rather than packages'.
 * The shared chunk (React Router and jotai beside our state and atoms) is about half ours; the
 * chunk of React DOM also holds our two-line module that imports it, and is a package's chunk.
 */
export function holdsOwnCode(modules: Record<string, { renderedLength: number }>): boolean {
  let own = 0;
  let all = 0;
  for (const [id, { renderedLength }] of Object.entries(modules)) {
    all += renderedLength;
    if (!id.includes('/node_modules/') && !id.startsWith('\0')) own += renderedLength;
  }
  return own > 0 && own * 10 >= all;
}
