import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  CatalogueTransfer,
  type PendingImport as TransferPreview,
} from '../components/CatalogueTransfer';
import { toast } from '@/components/organisms/Toaster';
import {
  buildCatalogueDocument,
  catalogueFileName,
  countCatalogue,
  parseCatalogueDocument,
  serializeCatalogueDocument,
} from '@/domain/catalogueDocument';
import { TOASTS } from '@/domain/messages';
import { ADMIN_TOASTS } from '../messages';
import type { CatalogueDocument } from '@/domain/types';
import {
  categoriesAtom,
  galleryAtom,
  inspirationsAtom,
  productsAtom,
  siteSettingsAtom,
  sliderItemsAtom,
  socialLinksAtom,
} from '@/state';
import { replaceCatalogueAtom } from '../state/actions';
import { logFailure, yieldToBrowser } from '../hooks/feedback';

/** No catalogue comes near this; a bigger file is refused before it is read. */
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export const IMPORT_TOO_LARGE = 'The file is too large to be a catalogue (over 50MB)';
export const IMPORT_UNREADABLE = 'The file could not be read. Choose it again.';
export const IMPORT_CONFIRM =
  'Replace the whole catalogue in this browser with this file? Products, categories, slider items, design inspirations, gallery, site settings and social links are all replaced. This cannot be undone.';
export const IMPORT_DONE = 'Catalogue imported successfully!';
export const IMPORT_DONE_ALTERNATIVE = 'Catalogue imported successfully using alternative storage!';

interface Pending {
  document: CatalogueDocument;
  preview: TransferPreview;
}

export interface CatalogueBackupProps {
  /** Called after an import replaced the catalogue, so forms showing old values can reload. */
  onImported?: () => void;
}

/**
 * Export and import of the whole catalogue as one JSON file (DECISIONS.md), wired to the
 * stored atoms. An import is checked in full and previewed (counts now against counts in the
 * file) before the admin confirms; a bad file shows why and changes nothing.
 */
export function CatalogueBackup({ onImported }: CatalogueBackupProps) {
  const products = useAtomValue(productsAtom);
  const categories = useAtomValue(categoriesAtom);
  const sliderItems = useAtomValue(sliderItemsAtom);
  const inspirations = useAtomValue(inspirationsAtom);
  const siteSettings = useAtomValue(siteSettingsAtom);
  const socialLinks = useAtomValue(socialLinksAtom);
  const gallery = useAtomValue(galleryAtom);
  const replaceCatalogue = useSetAtom(replaceCatalogueAtom);
  const [pending, setPending] = useState<Pending>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'read' | 'import'>();

  const handleExport = () => {
    const now = new Date();
    const document = buildCatalogueDocument(
      { products, categories, sliderItems, inspirations, siteSettings, socialLinks, gallery },
      now,
    );
    const name = catalogueFileName(now);
    const url = URL.createObjectURL(
      new Blob([serializeCatalogueDocument(document)], { type: 'application/json' }),
    );
    const link = window.document.createElement('a');
    link.href = url;
    link.download = name;
    window.document.body.append(link);
    link.click();
    link.remove();
    // The download holds its own reference by now; the URL only keeps memory alive.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(`Catalogue exported as ${name}`);
  };

  const handleImportFile = async (file: File) => {
    setPending(undefined);
    if (file.size > MAX_IMPORT_BYTES) {
      setError(IMPORT_TOO_LARGE);
      return;
    }
    setBusy('read');
    try {
      const result = parseCatalogueDocument(await file.text());
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(undefined);
      const current = countCatalogue({ products, categories, sliderItems, inspirations, gallery });
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
    } catch (readError) {
      logFailure('reading a catalogue file', readError);
      setError(IMPORT_UNREADABLE);
    } finally {
      setBusy(undefined);
    }
  };

  const handleConfirm = async () => {
    if (!pending || !window.confirm(IMPORT_CONFIRM)) return;
    setBusy('import');
    await yieldToBrowser();
    try {
      const targets = replaceCatalogue(pending.document);
      if (targets.includes('manual')) {
        // Stored for this session only: never claim success (the adapter has prompted already).
        toast.warning(TOASTS.sessionOnly, { toastId: 'session-only-import' });
      } else {
        toast.success(targets.includes('cookie') ? IMPORT_DONE_ALTERNATIVE : IMPORT_DONE);
      }
      setPending(undefined);
      onImported?.();
    } catch (importError) {
      logFailure('importing a catalogue', importError);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <CatalogueTransfer
      onExport={handleExport}
      onImportFile={(file) => void handleImportFile(file)}
      pending={pending?.preview}
      onConfirmImport={() => void handleConfirm()}
      onCancelImport={() => setPending(undefined)}
      error={error}
      busy={busy}
    />
  );
}
