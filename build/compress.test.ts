import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { compressOwnChunks, holdsOwnCode } from './compress.ts';

const ROOT = '/work/site';

/** A chunk of one of our components, as the bundler renders it before minifying. */
const COMPONENT = [
  'const styles = { root: "_k2x9a", label: "_p0q7z" };',
  'export function Chip(props) {',
  '  return h("button", { className: styles.root }, h("span", { className: styles.label }, props.children));',
  '}',
].join('\n');

type RenderChunk = (
  code: string,
  chunk: { modules: Record<string, { renderedLength: number }> },
  options: { sourcemap: boolean },
) => Promise<{ code: string } | null>;

/** Storybook's builds, as the site's config tells them apart. */
const isStorybook = (config: UserConfig) => config.plugins !== undefined;
const plugin = compressOwnChunks({ skip: isStorybook });
const compress = (plugin.renderChunk as { handler: RenderChunk }).handler;
const applies = (config: UserConfig, command: 'build' | 'serve' = 'build') =>
  (plugin.apply as (config: UserConfig, env: { command: string }) => boolean)(config, { command });

const modules = (lengths: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(lengths).map(([id, renderedLength]) => [`${ROOT}/${id}`, { renderedLength }]),
  );

describe('holdsOwnCode', () => {
  it('counts a chunk whose code is a tenth or more ours', () => {
    expect(holdsOwnCode(modules({ 'src/Chip.tsx': 900 }))).toBe(true);
    expect(
      holdsOwnCode(
        modules({ 'node_modules/react-router/index.mjs': 900, 'src/state/cart.ts': 100 }),
      ),
    ).toBe(true);
  });

  it("leaves out a package's chunk, a stub of ours beside it, and the bundler's own modules", () => {
    expect(
      holdsOwnCode(
        modules({ 'node_modules/react-dom/client.js': 531288, 'src/app/reactDomClient.ts': 67 }),
      ),
    ).toBe(false);
    expect(holdsOwnCode({ '\0rolldown/runtime.js': { renderedLength: 1733 } })).toBe(false);
  });
});

describe('compressOwnChunks', () => {
  it("puts a stylesheet's class names where they are used, and keeps names for the minifier", async () => {
    const result = await compress(
      COMPONENT,
      { modules: modules({ 'src/Chip.tsx': 200 }) },
      {
        sourcemap: false,
      },
    );
    expect(result?.code).not.toContain('styles.root');
    expect(result?.code).toContain('className:"_k2x9a"');
    expect(result?.code).toContain('className:"_p0q7z"');
    expect(result?.code).toContain('export function Chip(props)');
  });

  it('hands back a source map when the build writes them', async () => {
    const result = (await compress(
      COMPONENT,
      { modules: modules({ 'src/Chip.tsx': 200 }) },
      {
        sourcemap: true,
      },
    )) as { map: { mappings: string } } | null;
    expect(result?.map.mappings.length).toBeGreaterThan(0);
  });

  it("leaves React DOM's chunk to the bundler", async () => {
    const dom = { modules: modules({ 'node_modules/react-dom/client.js': 5000 }) };
    expect(await compress(COMPONENT, dom, { sourcemap: false })).toBeNull();
  });

  it("runs in the app's build for browsers only", () => {
    expect(applies({})).toBe(true);
    expect(applies({}, 'serve')).toBe(false);
    expect(applies({ build: { ssr: 'src/app/prerender.tsx' } })).toBe(false);
    expect(applies({ plugins: [] })).toBe(false);
  });
});
