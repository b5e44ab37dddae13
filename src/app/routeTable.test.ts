import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as paths from '@/domain/paths';
import { ROUTE_TABLE, routePatternSource } from './routeTable';

/** The first route that claims `pathname`, as the router matches and as the preload hints do. */
const byRouter = (pathname: string) => ROUTE_TABLE.find(([path]) => matchPath({ path }, pathname));
const byPattern = (pathname: string) =>
  ROUTE_TABLE.find(([path]) => new RegExp(routePatternSource(path), 'i').test(pathname));

describe('routePatternSource', () => {
  it.each([
    ['/', 'HomePage'],
    ['/products/category/all', 'CategoryListPage'],
    ['/products/category/mirrors/', 'CategoryListPage'],
    ['/products/new', 'NewArrivalsPage'],
    ['/products/bestsellers', 'BestsellersPage'],
    ['/products/tag/oak', 'TagListPage'],
    ['/products/42', 'ProductDetailPage'],
    ['/search', 'SearchPage'],
    ['/cart', 'CartPage'],
    ['/CART', 'CartPage'],
    ['/quick-order', 'QuickOrderPage'],
    ['/design-inspirations', 'DesignInspirationsPage'],
    ['/about', 'AboutPage'],
    ['/contact', 'ContactPage'],
    ['/slider', 'SliderComingSoonPage'],
    ['/case-studies', 'CaseStudiesComingSoonPage'],
    ['/admin', 'AdminRoutes'],
    ['/admin/products', 'AdminRoutes'],
    ['/administrator', 'NotFoundPage'],
    ['/products/1/extra', 'NotFoundPage'],
    ['/about-us', 'NotFoundPage'],
  ])('%s goes to %s, as the router decides', (pathname, page) => {
    expect(byRouter(pathname)?.[2]).toBe(page);
    expect(byPattern(pathname)?.[2]).toBe(page);
  });

  it('escapes characters that mean something in a regular expression', () => {
    expect(new RegExp(routePatternSource('/a.b')).test('/axb')).toBe(false);
    expect(new RegExp(routePatternSource('/a.b')).test('/a.b')).toBe(true);
  });
});

describe('paths', () => {
  it.each([
    [paths.home, 'HomePage'],
    [paths.category('mirrors_wooden'), 'CategoryListPage'],
    [paths.newArrivals, 'NewArrivalsPage'],
    [paths.bestsellers, 'BestsellersPage'],
    [paths.tag('Mid century'), 'TagListPage'],
    [paths.product(7), 'ProductDetailPage'],
    [paths.search('oak table'), 'SearchPage'],
    [paths.cart, 'CartPage'],
    [paths.quickOrder, 'QuickOrderPage'],
    [paths.designInspirations, 'DesignInspirationsPage'],
    [paths.about, 'AboutPage'],
    [paths.contact, 'ContactPage'],
    [paths.admin, 'AdminRoutes'],
  ])('%s leads to %s', (href, page) => {
    expect(byRouter(new URL(href, 'https://shop.test').pathname)?.[2]).toBe(page);
  });

  it('encodes ids and tags, so the route reads back exactly the value', () => {
    const odd = 'tables & chairs/oak?#';
    const param = (pattern: string, href: string) => {
      const { params } = matchPath(pattern, new URL(href, 'https://shop.test').pathname) ?? {};
      return decodeURIComponent(Object.values(params ?? {})[0] ?? '');
    };
    expect(param('/products/category/:categoryId', paths.category(odd))).toBe(odd);
    expect(param('/products/tag/:tag', paths.tag(odd))).toBe(odd);
    expect(new URL(paths.search(odd), 'https://shop.test').searchParams.get('q')).toBe(odd);
  });
});
