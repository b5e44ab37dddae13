import { describe, expect, it } from 'vitest';
import { landing } from './landing';
import { pageDataFiles } from './pageData';
import { ROUTE_TABLE } from './routeTable';

const pageAt = (pathname: string) => ROUTE_TABLE[landing(pathname).row]?.[2];

describe('landing', () => {
  it('finds the route and its parameters, and a later address replaces the one remembered', () => {
    expect(pageAt('/products/42')).toBe('ProductDetailPage');
    expect(landing('/products/42').params).toEqual({ productId: '42' });
    expect(pageAt('/products/tag/oak')).toBe('TagListPage');
    expect(landing('/products/tag/oak').params).toEqual({ tag: 'oak' });
    expect(pageAt('/products/42')).toBe('ProductDetailPage');
    expect(pageAt('/about-us')).toBe('NotFoundPage');
  });
});

describe('pageDataFiles', () => {
  it.each([
    ['/', ['shell.json', 'home.json']],
    ['/products/category/mirrors', ['shell.json', 'lists/category/mirrors/1.json']],
    ['/products/42', ['shell.json', 'products/42.json']],
    ['/products/not-an-id', ['shell.json']],
    ['/about', ['shell.json']],
    ['/nowhere/at/all', ['shell.json']],
  ])('%s reads %j', (pathname, files) => {
    expect(pageDataFiles(pathname)).toEqual(files);
  });
});
