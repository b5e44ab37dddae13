import { describe, expect, it } from 'vitest';
import { headScript as headScriptFunction } from '../src/app/headScript.ts';
import { KEY_PREFIX } from '../src/storage/keys.ts';
import { GRAPH, TABLE } from './fixtures.ts';
import { headScriptData, headScriptSource, scriptHash, withHeadScript } from './headScript.ts';

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
    const data = headScriptData(GRAPH, 'assets/index.js', TABLE);
    expect(data).toMatchObject({
      keyPrefix: KEY_PREFIX,
      entry: '/assets/index.js',
      first: '/assets/runtime.js',
    });
    expect(data.routes[0]![0]).toBe('^/$');
  });

  it('refuses a build whose entry does not import the runtime', () => {
    const graph = { ...GRAPH, 'assets/index.js': { ...GRAPH['assets/index.js']!, imports: [] } };
    expect(() => headScriptData(graph, 'assets/index.js', TABLE)).toThrow(
      /imports no 'runtime' chunk/,
    );
  });

  it('is the function called with its data, minified', () => {
    const source = headScriptSource(headScriptData(GRAPH, 'assets/index.js', TABLE));
    expect(source).toContain('/assets/index.js');
    expect(source).not.toContain('\n');
    expect(source.length).toBeLessThan(headScriptFunction.toString().length);
  });

  it('goes first after the CSP, which allows it by hash; the page no longer loads the entry', () => {
    const html = withHeadScript(PAGE, 'start()');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' '${scriptHash('start()')}'" />\n    <script id="head-script">start()</script>\n    <title>`,
    );
    expect(html).not.toContain('index-a1.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('refuses a page without the CSP or the entry script', () => {
    expect(() => withHeadScript('<head></head>', 'start()')).toThrow(/no CSP meta or no entry/);
  });
});
