import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
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
