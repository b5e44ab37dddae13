import { useState } from 'react';
import { ProductCsvTransfer, type CsvPreview } from '../components/ProductCsvTransfer';
import { toast } from '@/components/organisms/Toaster';
import { MAX_UPLOAD_BYTES } from '@/domain/schemas';
import { planProductCsvImport, productCsvFileName, productCsvRows } from '../domain/productCsv';
import { ADMIN_TOASTS, CSV_TEXTS } from '../messages';
import { useProductCsv } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { useFileWork } from '../hooks/useFileWork';
import { downloadFile } from './downloadFile';

/** A .csv by name, or a type browsers give CSV files (Windows says Excel's for them). */
const isCsvFile = (file: File) =>
  /\.csv$/i.test(file.name) ||
  ['text/csv', 'application/csv', 'application/vnd.ms-excel'].includes(file.type);

/**
 * The product CSV (docs/requirements.md#product-csv) wired to the stored products: export, then
 * an import that is read, planned and previewed before anything is written. The write goes
 * through the admin's one save path, so the list shows it at once and it is a draft to publish.
 */
export function ProductCsv() {
  const { products, apply } = useProductCsv();
  const { busy: applying, submit } = useAdminSave();
  const { busy, run } = useFileWork<'export' | 'read'>();
  const [preview, setPreview] = useState<CsvPreview>();
  const [error, setError] = useState<string>();

  const handleExport = () =>
    run(
      {
        kind: 'export',
        what: 'exporting products as CSV',
        failed: () => toast.error(ADMIN_TOASTS.unexpected),
      },
      async () => {
        const { toCsvText } = await import('../domain/csvText');
        const now = new Date();
        const name = productCsvFileName(now);
        const text = await toCsvText(productCsvRows(products));
        downloadFile(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
        toast.success(CSV_TEXTS.exported(name));
      },
    );

  const handleImportFile = async (file: File) => {
    setPreview(undefined);
    setError(undefined);
    // Refused on what the browser says about the file, before a byte is read.
    if (!isCsvFile(file)) return setError(CSV_TEXTS.wrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setError(CSV_TEXTS.tooLarge);
    if (file.size === 0) return setError(CSV_TEXTS.empty);
    await run(
      { kind: 'read', what: 'reading a product CSV', failed: () => setError(CSV_TEXTS.unreadable) },
      async () => {
        const { readCsvText } = await import('../domain/csvText');
        const text = await file.text();
        if (text.replace(/^\uFEFF/, '').trim() === '') return setError(CSV_TEXTS.empty);
        const table = await readCsvText(text);
        const result = planProductCsvImport(products, table.rows, table.problems);
        if (!result.ok) return setError(result.error);
        setPreview({ fileName: file.name, plan: result.plan });
      },
    );
  };

  const handleApply = async () => {
    const plan = preview?.plan;
    if (!plan || plan.errors.length > 0 || plan.changes.length === 0) return;
    await submit({
      what: 'applying a product CSV',
      run: () => apply(plan.changes),
      saved: CSV_TEXTS.applied(plan.changes.length),
      alternative: CSV_TEXTS.appliedAlternative,
      onDone: () => setPreview(undefined),
    });
  };

  return (
    <ProductCsvTransfer
      onExport={() => void handleExport()}
      onImportFile={(file) => void handleImportFile(file)}
      preview={preview}
      onApply={() => void handleApply()}
      onCancel={() => setPreview(undefined)}
      error={error}
      busy={applying ? 'apply' : busy}
    />
  );
}
