import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFileWork } from './useFileWork';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Work = ReturnType<typeof useFileWork<'read'>>;

/** Renders the hook and hands back its latest value and what `busy` was at each render. */
async function mount() {
  const seen: (string | undefined)[] = [];
  const latest: { work?: Work } = {};
  function Probe() {
    const work = useFileWork<'read'>();
    seen.push(work.busy);
    useEffect(() => {
      latest.work = work;
    });
    return null;
  }
  await act(async () => createRoot(document.createElement('div')).render(<Probe />));
  return { seen, run: (...args: Parameters<Work['run']>) => latest.work!.run(...args) };
}

describe('useFileWork', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is busy with the job while the work runs, and not after', async () => {
    const { seen, run } = await mount();
    let finish = () => {};
    const failed = vi.fn();
    let done: Promise<void> = Promise.resolve();
    await act(async () => {
      done = run(
        { kind: 'read', what: 'reading a file', failed },
        () => new Promise<void>((resolve) => (finish = resolve)),
      );
    });
    expect(seen.at(-1)).toBe('read');
    await act(async () => {
      finish();
      await done;
    });
    expect(seen.at(-1)).toBeUndefined();
    expect(failed).not.toHaveBeenCalled();
  });

  it('logs a throw with what was being done, says it through failed, and ends the work', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { seen, run } = await mount();
    const failed = vi.fn();
    const problem = new Error('unreadable');
    await act(() =>
      run({ kind: 'read', what: 'reading a product CSV', failed }, () => Promise.reject(problem)),
    );
    expect(log).toHaveBeenCalledWith('Admin: reading a product CSV failed', problem);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(seen.at(-1)).toBeUndefined();
  });
});
