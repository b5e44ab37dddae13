import { describe, expect, it } from 'vitest';
import { routerDisplayNames, withoutDisplayNames, withPureWrappers } from './displayNames.ts';

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

describe('withPureWrappers', () => {
  const WRAPPERS = [
    'var Link = React10.forwardRef(',
    'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
    'var RouteContext = React.createContext(null);',
    'function useThing() {',
    '  var local = React.memo(Inner);',
    '}',
    'var state = React.useState(0);',
  ].join('\n');

  it('marks the top-level memo, forwardRef and createContext calls as pure', () => {
    const code = withPureWrappers(WRAPPERS);
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(code).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
  });

  it('leaves calls inside functions and other React calls alone', () => {
    const code = withPureWrappers(WRAPPERS);
    expect(code).toContain('  var local = React.memo(Inner);');
    expect(code).toContain('var state = React.useState(0);');
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
    expect(transform('var L = React10.forwardRef(f);', router)?.code).toContain('@__PURE__');
    expect(transform(MODULE, '/site/src/components/atoms/Link/Link.tsx')).toBeUndefined();
    expect(transform(MODULE, '/site/node_modules/react-router/dist/development/index.mjs')).toBe(
      undefined,
    );
  });
});
