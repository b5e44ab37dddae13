import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { appEntry, describeBundle } from './bundle.ts';
import { GRAPH } from './fixtures.ts';

const ROOT = '/work/site';

const BUNDLE = {
  'assets/index-a1.js': {
    type: 'chunk',
    fileName: 'assets/index-a1.js',
    name: 'index',
    isEntry: true,
    isDynamicEntry: false,
    facadeModuleId: `${ROOT}/index.html`,
    imports: ['assets/app-b2.js'],
    dynamicImports: [],
    modules: {
      [`${ROOT}/src/app/main.tsx`]: { renderedLength: 120 },
      [`${ROOT}/src/app/app.module.css?used`]: { renderedLength: 30 },
    },
    viteMetadata: { importedCss: new Set(['assets/index-c3.css']) },
  },
  'assets/index-c3.css': { type: 'asset', fileName: 'assets/index-c3.css' },
} as unknown as Rollup.OutputBundle;

describe('describeBundle', () => {
  it('keeps each chunk with its modules named from the root, and its stylesheets', () => {
    expect(describeBundle(BUNDLE, ROOT)).toEqual({
      'assets/index-a1.js': {
        name: 'index',
        isEntry: true,
        isDynamicEntry: false,
        facadeModuleId: 'index.html',
        imports: ['assets/app-b2.js'],
        dynamicImports: [],
        css: ['assets/index-c3.css'],
        modules: { 'src/app/main.tsx': 120, 'src/app/app.module.css': 30 },
      },
    });
  });

  it("finds the app's entry, and none in a build of something else", () => {
    expect(appEntry(GRAPH)).toBe('assets/index.js');
    const { 'assets/index.js': _entry, ...others } = GRAPH;
    expect(appEntry(others)).toBeUndefined();
  });
});
