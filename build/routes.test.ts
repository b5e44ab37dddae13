import { describe, expect, it } from 'vitest';
import { GRAPH, TABLE } from './fixtures.ts';
import {
  homeModule,
  pageChunk,
  routeAt,
  routeChunks,
  ROUTE_TABLE,
  visitorPageModules,
} from './routes.ts';

describe('routes', () => {
  it('gives an address the first route that matches it, as the router does', () => {
    expect(routeAt('/list/7', TABLE)?.[0]).toBe('/list/:id');
    expect(routeAt('/new', TABLE)?.[2]).toBe('NewList');
    expect(routeAt('/admin/things', TABLE)?.[0]).toBe('/admin/*');
    expect(routeAt('/elsewhere', TABLE)?.[0]).toBe('*');
    expect(routeAt('/products/category/all')?.[2]).toBe('CategoryListPage');
  });

  it("names home's page module, and the visitor page modules once each", () => {
    expect(homeModule(TABLE)).toBe('pages/Home');
    expect(visitorPageModules(TABLE)).toEqual([
      'pages/Home',
      'pages/List',
      'pages/Item',
      'pages/NotFound',
    ]);
    expect(homeModule()).toBe('pages/HomePage');
    expect(visitorPageModules()).not.toContain('admin');
    expect(() => homeModule([['*', 'pages/NotFound', 'NotFound']])).toThrow(/no home route/);
  });

  it('finds the chunk holding a page module, whether or not it is the facade', () => {
    expect(pageChunk(GRAPH, 'pages/Home')).toBe('assets/Home.js');
    expect(pageChunk(GRAPH, 'pages/NotFound')).toBe('assets/NotFound.js');
    expect(() => pageChunk(GRAPH, 'pages/Gone')).toThrow('no chunk holds src/pages/Gone/index.');
  });

  it('lists every route of the table in match order with its pattern and chunk', () => {
    const routes = routeChunks(GRAPH, TABLE);
    expect(routes.map((route) => route.path)).toEqual(TABLE.map(([path]) => path));
    expect(routes[1]).toEqual({
      path: '/list/:id',
      pattern: '^/list/[^/]+/?$',
      module: 'pages/List',
      chunk: 'assets/List.js',
    });
    expect(ROUTE_TABLE.length).toBeGreaterThan(TABLE.length);
  });
});
