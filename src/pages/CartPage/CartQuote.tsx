import { useState } from 'react';
import { PrintSheet } from '@/components/layouts/PrintSheet';
import { QuotePanel, type QuoteTermsChoice } from '@/components/organisms/QuotePanel';
import { QuoteSheet } from '@/components/organisms/QuoteSheet';
import { toast } from '@/components/organisms/Toaster';
import {
  CSV_BOM,
  QUOTE_TEXTS,
  formatQuoteDate,
  quoteCsvFilename,
  quoteCsvRows,
  quoteMailtoUrl,
  quoteRequestFields,
  quoteTerms,
  requestedTermsDetails,
  type QuoteRequestForm,
} from '@/domain/quote';
import type { ContainerType } from '@/domain/shipping';
import type { CartLine, CartTotals } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { useQuoteNumber } from '@/state/hooks/quote';
import { saveTextFile } from '@/pages/shared/saveTextFile';
import { MailAppFallback } from '@/pages/shared/MailAppFallback';
import { useEnquiry } from '@/pages/shared/useEnquiry';

export interface CartQuoteProps {
  lines: readonly CartLine[];
  totals: CartTotals;
}

/** The lines and their totals as CSV text, BOM first; papaparse loads on the first use. */
async function linesCsv(
  lines: readonly CartLine[],
  containers: readonly ContainerType[],
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return CSV_BOM + Papa.unparse(quoteCsvRows(lines, containers), { newline: '\r\n' });
}

/**
 * The cart's quote panel (docs/decisions.md#quotes-buyers-can-keep): the quote number, 'Request a
 * quote' through the enquiry path, 'Print quote' and 'Download CSV'. Loaded after the cart is up.
 */
export function CartQuote({ lines, totals }: CartQuoteProps) {
  const settings = useSiteSettings();
  const quoteNumber = useQuoteNumber(lines);
  const { send, handOff, busy, error, failedMailto } = useEnquiry();
  const [print, setPrint] = useState<{ request: number; date: Date; terms: QuoteTermsChoice }>();
  const [printing, setPrinting] = useState(false);

  const handleRequest = async (form: QuoteRequestForm) => {
    if (!quoteNumber) return;
    const request = {
      quoteNumber,
      lines,
      totals,
      form,
      siteName: settings.siteName,
      portOfLoading: settings.portOfLoading,
      date: new Date(),
    };
    const mailto = quoteMailtoUrl(request, settings.contactEmail);
    const usesEndpoint = (settings.formEndpoint ?? '').trim() !== '';
    // The CSV copy is a convenience for the shop's spreadsheet: the summary carries every line.
    const csv = usesEndpoint ? await linesCsv(lines, settings.containerTypes).catch(() => '') : '';
    await send({
      fields: quoteRequestFields(request, csv),
      mailto,
      successText: QUOTE_TEXTS.sent(quoteNumber),
    });
  };

  const handleCsv = async () => {
    if (!quoteNumber) return;
    try {
      saveTextFile(
        quoteCsvFilename(quoteNumber),
        await linesCsv(lines, settings.containerTypes),
        'text/csv;charset=utf-8',
      );
    } catch (cause) {
      console.error('Could not make the quote CSV', cause);
      toast.error(QUOTE_TEXTS.csvFailed);
    }
  };

  const handlePrint = (terms: QuoteTermsChoice) => {
    if (!quoteNumber) return;
    setPrinting(true);
    setPrint((previous) => ({ request: (previous?.request ?? 0) + 1, date: new Date(), terms }));
  };

  const handleReady = () => {
    setPrinting(false);
    window.print();
  };

  return (
    <>
      <QuotePanel
        quoteNumber={quoteNumber}
        intro={
          settings.formEndpoint?.trim()
            ? `Sends these lines and prices to ${settings.siteName} with your quote number; we reply by email.`
            : `Opens your mail app with these lines, prices and your quote number, addressed to ${settings.siteName}.`
        }
        incoterms={settings.incoterms}
        priceIncoterm={settings.priceIncoterm}
        onRequestQuote={(form) => void handleRequest(form)}
        onPrint={handlePrint}
        onDownloadCsv={() => void handleCsv()}
        busy={busy}
        printing={printing}
        error={error}
      />
      <MailAppFallback mailto={failedMailto} onOpen={handOff} />
      {print && quoteNumber && (
        <PrintSheet printRequest={print.request} onReady={handleReady}>
          <QuoteSheet
            quoteNumber={quoteNumber}
            date={formatQuoteDate(print.date)}
            lines={lines}
            totals={totals}
            company={settings}
            terms={quoteTerms(print.date)}
            containers={settings.containerTypes}
            chosenTerms={requestedTermsDetails(print.terms, settings.portOfLoading)}
          />
        </PrintSheet>
      )}
    </>
  );
}
