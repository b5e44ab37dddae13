/**
 * The `rebase` a publish request needs, built from the catalogue documents: the repository's
 * newer catalogue is read, the owner's changes (base -> mine) are merged onto it, and the
 * files are made again from the result.
 */
import { parseCatalogueDocument } from '@/domain/catalogueDocument';
import { diffCatalogues, ENTITY_ORDER, mergeCatalogues } from '@/domain/catalogueMerge';
import type { CatalogueDocument } from '@/domain/types';
import { CATALOGUE_FILE, type PublishConflict, type PublishFile, type RebaseResult } from './types';

export interface CatalogueRebaseOptions {
  /** The text of catalogue/catalogue.json the drafts started from (null when unknown). */
  base: string | null;
  /** The catalogue as the drafts hold it. */
  mine: CatalogueDocument;
  /** The files of a catalogue: catalogue/catalogue.json and the images it uses. */
  files(document: CatalogueDocument): PublishFile[];
  /** The paths to delete once `document` is published (images it no longer uses). */
  deletions?(document: CatalogueDocument): string[];
}

/** Without a known base every difference is both sides' doing: each one is for the owner. */
export const UNKNOWN_BASE_REASON =
  'differs in the repository, and this browser does not know which side changed it';

export function catalogueRebase(options: CatalogueRebaseOptions): (theirs: string) => RebaseResult {
  const parsedBase = options.base === null ? null : parseCatalogueDocument(options.base);
  const base = parsedBase?.ok ? parsedBase.document : null;
  const filesOf = (document: CatalogueDocument): RebaseResult => ({
    files: options.files(document),
    ...(options.deletions ? { deletions: options.deletions(document) } : {}),
  });
  return (theirsText) => {
    const theirs = parseCatalogueDocument(theirsText);
    if (!theirs.ok) {
      const conflict: PublishConflict = {
        entity: 'catalogue',
        id: CATALOGUE_FILE,
        label: CATALOGUE_FILE,
        reason: `the repository's catalogue cannot be read: ${theirs.error}`,
      };
      return { conflicts: [conflict] };
    }
    if (base) {
      const merged = mergeCatalogues(base, options.mine, theirs.document);
      return merged.ok ? filesOf(merged.document) : { conflicts: merged.conflicts };
    }
    const diff = diffCatalogues(theirs.document, options.mine);
    const conflicts = ENTITY_ORDER.flatMap((entity) =>
      diff[entity].map(({ id, label }) => ({ entity, id, label, reason: UNKNOWN_BASE_REASON })),
    );
    return conflicts.length ? { conflicts } : filesOf(options.mine);
  };
}
