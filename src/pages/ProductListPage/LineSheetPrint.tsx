import { useEffect, useState } from 'react';
import { PrintSheet } from '@/components/layouts/PrintSheet';
import { LineSheet } from '@/components/organisms/LineSheet';
import { formatQuoteDate } from '@/domain/quote';
import type { ProductSummary } from '@/domain/views';
import { useSiteSettings } from '@/state';

export interface LineSheetPrintProps {
  /** The list's title, printed as the sheet's. */
  title: string;
  /** Every product of the list. */
  loadAll: () => Promise<ProductSummary[]>;
  /** Changes each time the visitor asks to print. */
  request: number;
  /** Called when the print dialog was opened, or the products could not be loaded. */
  onDone: (failed: boolean) => void;
}

/**
 * The list's line sheet (docs/decisions.md#quotes-buyers-can-keep): every product of the list,
 * loaded when asked for, then the browser's print dialog. Loaded on the first 'Print line sheet'.
 */
export function LineSheetPrint({ title, loadAll, request, onDone }: LineSheetPrintProps) {
  const settings = useSiteSettings();
  const [loaded, setLoaded] = useState<{
    request: number;
    products: ProductSummary[];
    date: Date;
  }>();

  useEffect(() => {
    let live = true;
    loadAll().then(
      (products) => live && setLoaded({ request, products, date: new Date() }),
      (error: unknown) => {
        console.error('Could not load the line sheet products', error);
        if (live) onDone(true);
      },
    );
    return () => {
      live = false;
    };
    // One load per request; loadAll and onDone are new functions every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (!loaded) return null;
  const companyLine = [settings.companyName, settings.contactEmail, settings.contactPhone]
    .filter((part) => part.trim())
    .join(' · ');
  return (
    <PrintSheet
      printRequest={loaded.request}
      onReady={() => {
        onDone(false);
        window.print();
      }}
    >
      <LineSheet
        title={title}
        date={formatQuoteDate(loaded.date)}
        siteName={settings.siteName}
        companyLine={companyLine}
        products={loaded.products}
      />
    </PrintSheet>
  );
}
