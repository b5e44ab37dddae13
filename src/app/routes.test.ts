import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pageModuleKey } from './routes';
import { ROUTE_TABLE } from './routeTable';

describe('page modules', () => {
  const named = new Set(ROUTE_TABLE.map(([, module]) => pageModuleKey(module)));

  it('has a lazy loader for every page module the route table names', () => {
    for (const key of named) expect(PAGE_MODULES, key).toHaveProperty([key]);
  });

  it('loads no module the route table does not name (each would be a chunk no route loads)', () => {
    expect(Object.keys(PAGE_MODULES).filter((key) => !named.has(key))).toEqual([]);
  });
});
