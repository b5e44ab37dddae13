import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStores } from './stores';

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe("the browser's cookie jar", () => {
  afterEach(() => {
    document.cookie = 'probe=; max-age=0; path=/';
    vi.restoreAllMocks();
  });

  it('asks the browser for its cookies once a task', async () => {
    const asked = vi.spyOn(document, 'cookie', 'get');
    const jar = browserStores.cookies();
    jar.read();
    jar.read();
    browserStores.cookies().read(); // another jar, as the adapter makes one per look
    expect(asked).toHaveBeenCalledTimes(1);
    await nextTask();
    jar.read();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('reads its own write back in the same task', () => {
    const jar = browserStores.cookies();
    expect(jar.read()).not.toContain('probe=1');
    jar.write('probe=1; path=/');
    expect(jar.read()).toContain('probe=1');
  });

  it("sees another writer's cookie from the next task on", async () => {
    const jar = browserStores.cookies();
    expect(jar.read()).not.toContain('probe=2');
    document.cookie = 'probe=2; path=/'; // another tab, as far as this jar can tell
    await nextTask();
    expect(jar.read()).toContain('probe=2');
  });
});
