import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { CATALOGUE_KEYS } from '@/storage';
import { publishedRevisionAtom } from '../catalogueSource';
import { workingCopyHasDrafts } from '../drafts';
import { storageAtom } from '../storage';

// Whether the owner's browser holds drafts: all a visitor's pages carry of publishing. The
// comparison and the owner's verbs are in unpublished.ts, which only lazy chunks reach.

/**
 * Whether this browser's working copy holds drafts, followed as it changes. False until the
 * page is up (prerendered HTML never shows drafts) and where no revision is published.
 */
export function useHasDrafts(): boolean {
  const adapter = useAtomValue(storageAtom);
  const revision = useAtomValue(publishedRevisionAtom);
  const [drafts, setDrafts] = useState(false);
  useEffect(() => {
    if (!revision) return;
    const check = () => setDrafts(workingCopyHasDrafts(adapter));
    check();
    const stops = CATALOGUE_KEYS.map((key) => adapter.subscribe(key, check));
    return () => stops.forEach((stop) => stop());
  }, [adapter, revision]);
  return drafts;
}
