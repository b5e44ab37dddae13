import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { catalogueSourceAtom, switchToWorkingCopyAtom } from '../catalogueSource';

export type WorkingCopyState = 'ready' | 'loading' | 'failed';

/**
 * The admin edits this browser's working copy. On a visit that reads the published files (a
 * first visit, say) the published revision is stored as the working copy before any editor
 * shows, so nothing is edited against an empty catalogue. `retry` tries again after a failure.
 */
export function useWorkingCopy(): { state: WorkingCopyState; retry: () => void } {
  const source = useAtomValue(catalogueSourceAtom);
  const switchToWorkingCopy = useSetAtom(switchToWorkingCopyAtom);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  useEffect(() => {
    if (source.kind === 'local') return;
    switchToWorkingCopy().catch((error: unknown) => {
      console.error('The published catalogue could not be stored as the working copy', error);
      setFailedAttempt(attempt);
    });
  }, [source, attempt, switchToWorkingCopy]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (source.kind === 'local') return { state: 'ready', retry };
  return { state: failedAttempt === attempt ? 'failed' : 'loading', retry };
}
