import { useCallback, useState } from 'react';
import { delay } from '@/components/hooks/useLoadWhenIdle';
import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import { ADMIN_TOASTS } from '../messages';
import type { AdminWrite } from '../state/actions';

/** One admin change: the write, what to say afterwards and what to do next. */
export interface AdminSaveJob<R extends AdminWrite | AdminWrite[] | null> {
  /** What is being done, for the console when it fails ("saving a product"). */
  what: string;
  /** Why the change may not be made (the 'all' category, the last slide): said as an error; nothing runs. */
  refused?: string | null;
  /** A question asked first (before a delete); Cancel runs nothing. */
  confirm?: string;
  /** Runs the write; null means there was nothing to write. */
  run: () => R;
  /** Said when the change is stored normally. */
  saved: string | ((result: Exclude<R, null>) => string);
  /** Said when only the cookie fallback took it; defaults to `saved`. */
  alternative?: string;
  /** Said when the write throws; the admin's input stays where it was. */
  failed?: string;
  /** Say nothing when the change is stored normally (a reorder speaks for itself). */
  quietWhenStored?: boolean;
  /** Runs after a write that did not throw (close the form, move focus). */
  onDone?: (result: Exclude<R, null>) => void;
}

/**
 * Tells the admin where a change went. A 'manual' write lives only in this session: the adapter
 * has shown the manual-copy prompt already, so this never claims success, and it shares the
 * adapter notice's toast id so the warning shows once.
 */
function announce(writes: AdminWrite[], saved: string, alternative: string, quiet: boolean) {
  const sessionOnly = writes.find((w) => w.target === 'manual');
  if (sessionOnly) {
    toast.warning(TOASTS.sessionOnly, { toastId: `session-only-${sessionOnly.key}` });
  } else if (writes.some((w) => w.target === 'cookie')) {
    toast.success(alternative);
  } else if (!quiet) {
    toast.success(saved);
  }
}

/**
 * Runs one admin change: refused or confirmed first where the job says, then the write, then
 * where it went (stored, cookie fallback or this session only), or that it failed and why in the
 * console. False when nothing was written: refused, cancelled or the write threw.
 */
export function performAdminSave<R extends AdminWrite | AdminWrite[] | null>(
  job: AdminSaveJob<R>,
): boolean {
  if (job.refused) {
    toast.error(job.refused);
    return false;
  }
  if (job.confirm !== undefined && !window.confirm(job.confirm)) return false;
  let result: R;
  try {
    result = job.run();
  } catch (error) {
    console.error(`Admin: ${job.what} failed`, error);
    toast.error(job.failed ?? ADMIN_TOASTS.unexpected);
    return false;
  }
  if (result === null) return true;
  const done = result as Exclude<R, null>;
  const saved = typeof job.saved === 'function' ? job.saved(done) : job.saved;
  const writes: AdminWrite[] = Array.isArray(done) ? done : [done as AdminWrite];
  announce(writes, saved, job.alternative ?? saved, job.quietWhenStored ?? false);
  job.onDone?.(done);
  return true;
}

/**
 * The admin's one save sequence for screens: `submit` holds a busy state for a form's button
 * (painted before the synchronous storage work starts) around `perform`, which one-click
 * actions (delete, move) use directly.
 */
export function useAdminSave() {
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async <R extends AdminWrite | AdminWrite[] | null>(job: AdminSaveJob<R>) => {
      setBusy(true);
      // React commits the busy label before the synchronous storage work blocks the thread.
      await delay();
      try {
        return performAdminSave(job);
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, perform: performAdminSave, submit };
}

/**
 * A screen whose form saves one whole record (the site settings, the social links): the form's
 * busy state, and its submit, which stores the record and says where it went.
 */
export function useRecordSave<V>(
  save: (value: V) => AdminWrite,
  job: Pick<AdminSaveJob<AdminWrite>, 'what' | 'saved' | 'alternative'>,
) {
  const { busy, submit } = useAdminSave();
  const handleSubmit = (value: V) => submit({ ...job, run: () => save(value) });
  return { busy, handleSubmit };
}
