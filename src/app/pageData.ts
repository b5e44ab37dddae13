import { listKey, type ProductList } from '@/domain/views';
import { landing } from './landing';
import { ROUTE_TABLE } from './routeTable';

type RouteName = (typeof ROUTE_TABLE)[number][2];

const list = (l: ProductList) =>
  `lists/${listKey(l).split('/').map(encodeURIComponent).join('/')}/1.json`;

/**
 * The published data files each route's page reads from the published revision (beside
 * `shell.json`, which every page reads), so start-up can fetch the landing page's data with its
 * code, and the page renders at once.
 */
const DATA: Partial<Record<RouteName, (params: Record<string, string | undefined>) => string[]>> = {
  HomePage: () => ['home.json'],
  CategoryListPage: (p) => [list({ kind: 'category', id: p.categoryId ?? 'all' })],
  NewArrivalsPage: () => [list({ kind: 'new' })],
  BestsellersPage: () => [list({ kind: 'bestsellers' })],
  TagListPage: (p) => [list({ kind: 'tag', tag: p.tag ?? '' })],
  ProductDetailPage: (p) =>
    /^\d{1,9}$/.test(p.productId ?? '') ? [`products/${p.productId}.json`] : [],
  SearchPage: () => ['catalogue.json'],
  QuickOrderPage: () => ['catalogue.json'],
  DesignInspirationsPage: () => ['inspirations.json'],
};

/** The data files the page at `pathname` reads, `shell.json` first. */
export function pageDataFiles(pathname: string): string[] {
  const { row, params } = landing(pathname);
  const name = ROUTE_TABLE[row]?.[2];
  return ['shell.json', ...((name && DATA[name]?.(params)) ?? [])];
}
