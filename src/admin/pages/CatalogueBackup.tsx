import { useState } from 'react';
import {
  CatalogueTransfer,
  type PendingImport as TransferPreview,
} from '../components/CatalogueTransfer';
import { toast } from '@/components/organisms/Toaster';
import {
  catalogueFileName,
  countCatalogue,
  describeProblem,
  parseCatalogueDocument,
  serializeCatalogueDocument,
} from '@/domain/catalogueDocument';
import type { CatalogueDocument } from '@/domain/types';
import { ADMIN_TEXTS } from '../messages';
import { useCatalogueTransfer } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { useFileWork } from '../hooks/useFileWork';
import { downloadFile } from './downloadFile';

/** No catalogue comes near this; a bigger file is refused before it is read. */
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

interface Pending {
  document: CatalogueDocument;
  preview: TransferPreview;
}

export interface CatalogueBackupProps {
  /** Called after an import replaced the catalogue, so forms showing old values can reload. */
  onImported?: () => void;
}

/**
 * Export and import of the whole catalogue as one JSON file
 * (docs/decisions.md#d14-export-and-import), wired to the stored atoms. An import is checked in
 * full and previewed (counts now against counts in the file) before the admin confirms; a bad file
 * shows why and changes nothing.
 */
export function CatalogueBackup({ onImported }: CatalogueBackupProps) {
  const {
    content,
    exportDocument: exportCatalogue,
    importDocument: importCatalogue,
  } = useCatalogueTransfer();
  const { busy: importing, submit } = useAdminSave();
  const { busy: reading, run } = useFileWork<'read'>();
  const [pending, setPending] = useState<Pending>();
  const [error, setError] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);

  const handleExport = () => {
    const now = new Date();
    const document = exportCatalogue(now);
    const name = catalogueFileName(now);
    downloadFile(
      name,
      new Blob([serializeCatalogueDocument(document)], { type: 'application/json' }),
    );
    toast.success(ADMIN_TEXTS.exported(name));
  };

  const handleImportFile = async (file: File) => {
    setPending(undefined);
    setProblems([]);
    if (file.size > MAX_IMPORT_BYTES) {
      setError(ADMIN_TEXTS.importTooLarge);
      return;
    }
    await run(
      {
        kind: 'read',
        what: 'reading a catalogue file',
        failed: () => setError(ADMIN_TEXTS.importUnreadable),
      },
      async () => {
        const result = parseCatalogueDocument(await file.text());
        if (!result.ok) {
          // With the entries listed below it, the alert says only how many are at fault.
          const listed = result.problems.map(describeProblem);
          setError(listed.length > 0 ? result.summary : result.error);
          setProblems(listed);
          return;
        }
        setError(undefined);
        const current = countCatalogue(content);
        const one = { current: 1, incoming: 1 };
        setPending({
          document: result.document,
          preview: {
            fileName: file.name,
            counts: {
              products: { current: current.products, incoming: result.counts.products },
              categories: { current: current.categories, incoming: result.counts.categories },
              sliderItems: { current: current.sliderItems, incoming: result.counts.sliderItems },
              inspirations: { current: current.inspirations, incoming: result.counts.inspirations },
              gallery: { current: current.gallery, incoming: result.counts.gallery },
              siteSettings: one,
              socialLinks: one,
            },
          },
        });
      },
    );
  };

  const handleConfirm = async () => {
    if (!pending || !window.confirm(ADMIN_TEXTS.importConfirm)) return;
    await submit({
      what: 'importing a catalogue',
      run: () => importCatalogue(pending.document),
      saved: ADMIN_TEXTS.importDone,
      alternative: ADMIN_TEXTS.importDoneAlternative,
      onDone: () => {
        setPending(undefined);
        onImported?.();
      },
    });
  };

  return (
    <CatalogueTransfer
      onExport={handleExport}
      onImportFile={(file) => void handleImportFile(file)}
      pending={pending?.preview}
      onConfirmImport={() => void handleConfirm()}
      onCancelImport={() => setPending(undefined)}
      error={error}
      problems={problems}
      busy={reading ?? (importing ? 'import' : undefined)}
    />
  );
}
