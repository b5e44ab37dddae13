import { describe, expect, it } from 'vitest';
import { routerDisplayNames, withoutDisplayNames } from './displayNames.ts';

const MODULE = [
  'function Link() {}',
  'Link.displayName = "Link";',
  'var RouteContext = createContext(null);',
  'RouteContext.displayName = "Route";',
  'function useFetcher() {',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '}',
  'const label = Link.displayName = "x" + y;',
].join('\n');

describe('withoutDisplayNames', () => {
  it('drops the top-level statements that only name a component', () => {
    const code = withoutDisplayNames(MODULE);
    expect(code).not.toContain('Link.displayName = "Link";');
    expect(code).not.toContain('RouteContext.displayName');
    expect(code).toContain('function Link() {}');
    expect(code).toContain('var RouteContext = createContext(null);');
  });

  it('leaves names given inside functions and any other use of displayName', () => {
    const code = withoutDisplayNames(MODULE);
    expect(code).toContain('    FetcherForm2.displayName = "fetcher.Form";');
    expect(code).toContain('const label = Link.displayName = "x" + y;');
  });
});

describe('routerDisplayNames', () => {
  const transform = routerDisplayNames().transform as (
    code: string,
    id: string,
  ) => { code: string } | undefined;

  it("applies to React Router's production build alone", () => {
    const router = '/site/node_modules/react-router/dist/production/chunk-ABC.mjs';
    expect(transform(MODULE, router)?.code).not.toContain('Link.displayName = "Link";');
    expect(transform(MODULE, '/site/src/components/atoms/Link/Link.tsx')).toBeUndefined();
    expect(transform(MODULE, '/site/node_modules/react-router/dist/development/index.mjs')).toBe(
      undefined,
    );
  });
});
