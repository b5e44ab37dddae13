import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './routes';
import { ROUTE_TABLE } from './routeTable';

describe('page modules', () => {
  // PAGE_MODULES is keyed by path under src/: 'pages/HomePage' is './pages/HomePage/index.ts'.
  const named = new Set(ROUTE_TABLE.map(([, module]) => `./${module}/index.ts`));

  it('has a lazy loader for every page module the route table names', () => {
    for (const key of named) expect(PAGE_MODULES, key).toHaveProperty([key]);
  });

  it('loads no module the route table does not name (each would be a chunk no route loads)', () => {
    expect(Object.keys(PAGE_MODULES).filter((key) => !named.has(key))).toEqual([]);
  });
});
