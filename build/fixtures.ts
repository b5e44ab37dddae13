import type { ChunkGraph, ChunkInfo } from './bundle.ts';
import type { DrawnAfresh } from './preloadHints.ts';
import type { RouteTable } from './routes.ts';

/** A small site for the build's tests: home, a list page on two routes, an item, the admin. */
export const TABLE: RouteTable = [
  ['/', 'pages/Home', 'Home'],
  ['/list/:id', 'pages/List', 'CategoryList'],
  ['/new', 'pages/List', 'NewList'],
  ['/item/:id', 'pages/Item', 'Item'],
  ['/admin/*', 'admin', 'Admin'],
  ['*', 'pages/NotFound', 'NotFound'],
];

const chunk = (info: Partial<ChunkInfo> & Pick<ChunkInfo, 'name'>): ChunkInfo => ({
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  css: [],
  modules: {},
  ...info,
});

/** The chunks of that site: each page lazy, a card shared by home and the list. */
export const GRAPH: ChunkGraph = {
  'assets/index.js': chunk({
    name: 'index',
    isEntry: true,
    facadeModuleId: 'index.html',
    imports: ['assets/runtime.js', 'assets/app.js'],
    dynamicImports: [
      'assets/Home.js',
      'assets/List.js',
      'assets/Item.js',
      'assets/admin.js',
      'assets/Footer.js',
    ],
    css: ['assets/index.css'],
    modules: { 'src/app/main.tsx': 100 },
  }),
  'assets/runtime.js': chunk({
    name: 'runtime',
    modules: { 'node_modules/react-dom/cjs/react-dom-client.production.js': 100 },
  }),
  'assets/app.js': chunk({
    name: 'app',
    imports: ['assets/runtime.js'],
    css: ['assets/app.css'],
    modules: { 'src/state/index.ts': 100 },
  }),
  'assets/Home.js': chunk({
    name: 'Home',
    isDynamicEntry: true,
    facadeModuleId: 'src/pages/Home/index.ts',
    imports: ['assets/app.js', 'assets/Card.js'],
    css: ['assets/Home.css'],
    modules: { 'src/pages/Home/Home.tsx': 100, 'src/pages/Home/index.ts': 10 },
  }),
  'assets/Card.js': chunk({
    name: 'Card',
    imports: ['assets/app.js'],
    css: ['assets/Card.css'],
    modules: { 'src/components/Card/Card.tsx': 100 },
  }),
  'assets/List.js': chunk({
    name: 'List',
    isDynamicEntry: true,
    facadeModuleId: 'src/pages/List/index.ts',
    imports: ['assets/app.js', 'assets/Card.js'],
    css: ['assets/List.css'],
    modules: { 'src/pages/List/index.ts': 100 },
  }),
  // Part of every page, its code loaded on demand.
  'assets/Footer.js': chunk({
    name: 'Footer',
    isDynamicEntry: true,
    facadeModuleId: 'src/app/Footer.tsx',
    imports: ['assets/app.js', 'assets/Card.js'],
    css: ['assets/Footer.css'],
    modules: { 'src/app/Footer.tsx': 100 },
  }),
  'assets/Item.js': chunk({
    name: 'Item',
    isDynamicEntry: true,
    facadeModuleId: 'src/pages/Item/index.ts',
    imports: ['assets/app.js'],
    css: ['assets/Item.css'],
    modules: { 'src/pages/Item/index.ts': 100 },
  }),
  'assets/admin.js': chunk({
    name: 'admin',
    isDynamicEntry: true,
    facadeModuleId: 'src/admin/index.ts',
    imports: ['assets/app.js', 'assets/NotFound.js'],
    modules: { 'src/admin/index.ts': 100 },
  }),
  // Shared by the admin's static import: the page module is in it, but not its facade.
  'assets/NotFound.js': chunk({
    name: 'NotFound',
    imports: ['assets/app.js'],
    modules: { 'src/pages/NotFound/index.ts': 100 },
  }),
};

/** What that site's pages drawn afresh fetch: the item's code for cart lines, and a face. */
export const DRAWN: DrawnAfresh = {
  cartLines: ['src/pages/Item/index.ts'],
  afresh: ['assets/face-a1.woff2'],
};
