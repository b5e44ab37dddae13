import { useEffect, useState } from 'react';
import { PrintSheet } from '@/components/layouts/PrintSheet';
import { LineSheet } from '@/components/organisms/LineSheet';
import { formatLongDate } from '@/domain/dates';
import { pricesTermsText } from '@/domain/pricesTerms';
import type { ProductList, ProductSummary } from '@/domain/views';
import { useSiteSettings } from '@/state';
import { useLoadListProducts, type ListSheetProduct } from '@/state/hooks/listProducts';

/** A list route's whole list, or products already at hand (search results). */
export type LineSheetSource = { list: ProductList } | { products: ProductSummary[] };

export interface LineSheetPrintProps {
  /** The list's title, printed as the sheet's. */
  title: string;
  /** The products to print: every one of the list. */
  source: LineSheetSource;
  /** Changes each time the visitor asks to print. */
  request: number;
  /** Called when the print dialog was opened, or the products could not be loaded. */
  onDone: (failed: boolean) => void;
}

/**
 * The list's line sheet (docs/decisions.md#quotes-buyers-can-keep): every product of the list,
 * loaded when asked for, then the browser's print dialog. Loaded on the first 'Print line sheet'.
 */
export function LineSheetPrint({ title, source, request, onDone }: LineSheetPrintProps) {
  const settings = useSiteSettings();
  const loadList = useLoadListProducts();
  const [loaded, setLoaded] = useState<{
    request: number;
    products: ListSheetProduct[];
    date: Date;
  }>();

  useEffect(() => {
    let live = true;
    const load = loadList('list' in source ? source.list : source.products);
    load.then(
      (products) => live && setLoaded({ request, products, date: new Date() }),
      (error: unknown) => {
        console.error('Could not load the line sheet products', error);
        if (live) onDone(true);
      },
    );
    return () => {
      live = false;
    };
    // One load per request; the source and onDone are new values every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (!loaded) return null;
  const companyDetails = [
    settings.companyName,
    settings.contactEmail,
    settings.contactPhone,
  ].filter((part) => part.trim());
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
        date={formatLongDate(loaded.date)}
        siteName={settings.siteName}
        companyDetails={companyDetails}
        products={loaded.products}
        pricesTerms={pricesTermsText(settings)}
      />
    </PrintSheet>
  );
}
