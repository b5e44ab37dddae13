import { describe, expect, it } from 'vitest';
import { headScript as headScriptFunction } from '../src/app/headScript.ts';
import { LAST_DRAWING_GLOBAL } from '../src/pages/shared/lastDrawing.ts';
import { CART_DRAWING_KEY, KEY_PREFIX } from '../src/storage/keys.ts';
import { DRAWN, GRAPH, TABLE } from './fixtures.ts';
import {
  headDataBlock,
  headScriptData,
  headScriptSource,
  pageHeadData,
  readHeadData,
  scriptHash,
  withHeadData,
  withHeadScript,
} from './headScript.ts';

const PAGE = `<head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
    <title>ELIFEHOME</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>`;

describe('head script', () => {
  it("carries the entry, the chunk evaluated first, and each route's files", () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    expect(data).toMatchObject({
      keyPrefix: KEY_PREFIX,
      entry: '/assets/index.js',
      first: '/assets/runtime.js',
    });
    expect(data.routes[0]![0]).toBe('^/$');
  });

  it('refuses a build whose entry does not import the runtime', () => {
    const graph = { ...GRAPH, 'assets/index.js': { ...GRAPH['assets/index.js']!, imports: [] } };
    expect(() => headScriptData(graph, 'assets/index.js', TABLE, DRAWN)).toThrow(
      /imports no 'runtime' chunk/,
    );
  });

  it('is the function called with the data the page carries, minified', () => {
    const source = headScriptSource();
    expect(source).toContain('document.getElementById(`head-data`)');
    expect(source).not.toContain('\n');
    expect(source.length).toBeLessThan(headScriptFunction.toString().length);
  });

  it('goes first after the CSP with its data, which allows it by hash; the page no longer loads the entry', () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const html = withHeadScript(PAGE, 'start()', data);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' '${scriptHash('start()')}'" />\n    ${headDataBlock(data)}\n    <script id="head-script">start()</script>\n    <title>`,
    );
    expect(html).not.toContain('index-a1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('carries its data as JSON that no value can break out of', () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const block = headDataBlock({ ...data, earlyInputGlobal: '</script><script>alert(1)' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="head-data">(.*)<\/script>$/.exec(
      block,
    )![1]!;
    expect(JSON.parse(json).earlyInputGlobal).toBe('</script><script>alert(1)');
  });

  it("gives a page only the entry's files, its own route's and the face, renumbered", () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const item = pageHeadData(data, '/item/7');
    expect(item.routes.map(([pattern]) => pattern)).toEqual(['^/item/[^/]+/?$']);
    const named = (indexes: number[]) => indexes.map((index) => item.files[index]);
    expect(named(item.entryFiles)).toEqual(['index.js', 'runtime.js', 'app.js']);
    expect(named(item.routes[0]![1])).toEqual(['Item.js', 'Item.css']);
    expect(named(item.afresh)).toEqual(['face-a1.woff2']);
    expect(item.files).toHaveLength(6);
    // What the page does not need (the other routes' files) is gone; the rest is as it was.
    expect(item.files).not.toContain('Home.js');
    expect(item.cart[2]).toEqual([]);
    const bare = { files: [], entryFiles: [], routes: [], afresh: [], cart: data.cart };
    expect({ ...item, ...bare }).toEqual({ ...data, ...bare });
  });

  it("gives the cart's page the files for a cart with lines, and no other page", () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const cart = pageHeadData(data, '/cart');
    const named = (indexes: number[]) => indexes.map((index) => cart.files[index]);
    expect(named(cart.cart[2])).toEqual(['Item.js', 'Item.css']);
    expect(named(cart.afresh)).toEqual(['face-a1.woff2']);
    const home = pageHeadData(data, '/');
    expect(home.cart[2]).toEqual([]);
    expect(home.files).not.toContain('Item.js');
    expect(home.files).toContain('face-a1.woff2');
    // Only the cart's page names its last drawing.
    expect(cart.lastDrawing).toEqual([CART_DRAWING_KEY, LAST_DRAWING_GLOBAL]);
    expect(home.lastDrawing).toBeUndefined();
    expect(data.lastDrawing).toBeUndefined();
  });

  it("gives the cart's page the script that shows its last drawing, allowed by its own hash", () => {
    const general = headScriptSource();
    const drawing = headScriptSource(true);
    expect(general).not.toContain('drawn');
    expect(drawing).toContain('drawn');
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const html = withHeadScript(PAGE, general, data);
    const cart = withHeadData(html, pageHeadData(readHeadData(html), '/cart'));
    expect(cart).toContain(`<script id="head-script">${drawing}</script>`);
    expect(cart).toContain(`script-src 'self' '${scriptHash(drawing)}'"`);
    expect(cart).not.toContain(scriptHash(general));
    const home = withHeadData(html, pageHeadData(readHeadData(html), '/'));
    expect(home).toContain(`<script id="head-script">${general}</script>`);
    expect(home).toContain(`script-src 'self' '${scriptHash(general)}'"`);
  });

  it("swaps a built page's data for its own", () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    const html = withHeadScript(PAGE, 'start()', data);
    const page = withHeadData(html, pageHeadData(readHeadData(html), '/item/7'));
    expect(page).toContain(headDataBlock(pageHeadData(data, '/item/7')));
    expect(page).not.toContain('Home.js');
    expect(page.replace(/<script type="application\/json"[^]*?<\/script>/, '')).toBe(
      html.replace(/<script type="application\/json"[^]*?<\/script>/, ''),
    );
    expect(() => readHeadData(PAGE)).toThrow(/no head script data/);
  });

  it('refuses a page without the CSP or the entry script', () => {
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE, DRAWN);
    expect(() => withHeadScript('<head></head>', 'start()', data)).toThrow(
      /no CSP meta or no entry/,
    );
  });
});
