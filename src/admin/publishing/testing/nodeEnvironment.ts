/**
 * For test files that run in Node (`// @vitest-environment node`) to reach real servers: the
 * unit project's shared setup empties the browser's stores after every test, and Node has
 * none, so it gets empty stand-ins. Import it first.
 */
const store = { clear: () => {} };
const scope = globalThis as Record<string, unknown>;
scope.localStorage ??= store;
scope.sessionStorage ??= store;
scope.document ??= { cookie: '' };
