import { CATALOGUE_KEYS, type StorageAdapter } from '@/storage';

/**
 * True when the working copy holds drafts: a catalogue key changed in this browser, or holding
 * data with no revision mark (written by hand or by an older version). Reads marks only.
 */
export function workingCopyHasDrafts(adapter: StorageAdapter): boolean {
  return CATALOGUE_KEYS.some((key) => {
    const mark = adapter.getMark(key);
    return mark === null || mark?.changed === true;
  });
}
