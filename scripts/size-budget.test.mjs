import { describe, expect, it } from 'vitest';
import { visitorRoutes } from './size-budget.mjs';

const route = (path, module) => ({ path, module, chunk: `assets/${module}.js` });

describe('visitorRoutes', () => {
  const routes = [
    route('/', 'pages/Home'),
    route('/list/:id', 'pages/List'),
    route('/new', 'pages/List'),
    route('/soon', 'pages/Soon'),
    route('/admin/*', 'admin'),
  ];
  const prerendered = [
    { path: '/', route: '/', file: 'index.html' },
    { path: '/new', route: '/new', file: 'new.html' },
    { path: '/list/all', route: '/list/:id', file: 'list/all.html' },
    { path: '/list/lamps', route: '/list/:id', file: 'list/lamps.html' },
  ];

  it('measures each page module once, on its first prerendered route and page', () => {
    expect(visitorRoutes(routes, prerendered)).toEqual([
      { route: '/', module: 'pages/Home', chunk: 'assets/pages/Home.js', html: 'index.html' },
      {
        route: '/list/:id',
        module: 'pages/List',
        chunk: 'assets/pages/List.js',
        html: 'list/all.html',
      },
    ]);
  });
});
