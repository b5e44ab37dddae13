import { useCallback, useState } from 'react';

/** One piece of work on a file: which it is, what it does (for the console) and what to say if it throws. */
export interface FileJob<K extends string> {
  /** Shown as `busy` while the work runs ('read', 'export'). */
  kind: K;
  /** What is being done, for the console when it throws ('reading a product CSV'). */
  what: string;
  /** Tells the admin it failed, in the screen's own words; the input stays where it was. */
  failed: () => void;
}

/**
 * Work on a file the admin picked or asked for (reading an upload or an import, building an
 * export): busy while it runs; a throw is logged with what was being done and said through the
 * job's `failed`, and the work is over either way.
 */
export function useFileWork<K extends string>() {
  const [busy, setBusy] = useState<K>();

  const run = useCallback(async (job: FileJob<K>, work: () => Promise<unknown>) => {
    setBusy(job.kind);
    try {
      await work();
    } catch (error) {
      console.error(`Admin: ${job.what} failed`, error);
      job.failed();
    } finally {
      setBusy(undefined);
    }
  }, []);

  return { busy, run };
}
