import { describe, expect, it } from 'vitest';
import { DRAWN, GRAPH, TABLE } from './fixtures.ts';
import { preloadHints } from './preloadHints.ts';

describe('preload hints', () => {
  const hints = preloadHints(GRAPH, 'assets/index.js', TABLE, DRAWN);
  const named = (indexes: number[]) => indexes.map((index) => hints.files[index]);

  it("lists each route's own JS, then its CSS in load order, leaving out the entry's", () => {
    const [home] = hints.routes;
    expect(home![0]).toBe('^/$');
    expect(named(home![1])).toEqual(['Home.js', 'Card.js', 'Card.css', 'Home.css']);
  });

  it('lists each file once, under /assets/, and the entry files too', () => {
    expect(new Set(hints.files).size).toBe(hints.files.length);
    expect(named(hints.entryFiles)).toEqual(['index.js', 'runtime.js', 'app.js']);
  });

  it('merges neighbouring routes that load the same files into one pattern', () => {
    expect(hints.routes.map(([pattern]) => pattern)).toEqual([
      '^/$',
      '^/list/[^/]+/?$|^/new/?$',
      '^/item/[^/]+/?$',
      '^/admin(?:/.*)?$',
      '^/',
    ]);
    expect(named(hints.routes[1]![1])).toEqual(['List.js', 'Card.js', 'Card.css', 'List.css']);
  });

  it('keeps routes apart when they load different files', () => {
    expect(named(hints.routes[3]![1])).toEqual(['admin.js', 'NotFound.js']);
    expect(named(hints.routes[4]![1])).toEqual(['NotFound.js']);
  });

  it('lists what a page drawn afresh fetches: the face, and the cart lines’ part with its CSS', () => {
    expect(named(hints.afresh)).toEqual(['face-a1.woff2']);
    expect(named(hints.cartLines)).toEqual(['Item.js', 'Item.css']);
  });

  it('refuses a part that no chunk holds', () => {
    expect(() =>
      preloadHints(GRAPH, 'assets/index.js', TABLE, { ...DRAWN, cartLines: ['src/app/Gone.tsx'] }),
    ).toThrow(/no chunk holds src\/app\/Gone.tsx/);
  });
});
