import { atom, useAtom } from 'jotai';
import { useEffect } from 'react';
import {
  NO_QUOTE,
  cartFingerprint,
  normalizeQuoteRecord,
  quoteFor,
  type QuoteRecord,
} from '@/domain/quote';
import type { CartLine } from '@/domain/types';

/**
 * Where this browser keeps the cart's quote number (docs/decisions.md#quotes-buyers-can-keep).
 * Kept beside the adapter's keys rather than among them: the adapter's table loads on every
 * route, this only with the cart's quote panel, and losing it only means a new number.
 */
export const QUOTE_STORAGE_KEY = 'elifehome_quote';

function readRecord(): QuoteRecord {
  try {
    return normalizeQuoteRecord(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY) ?? 'null'));
  } catch {
    return { ...NO_QUOTE };
  }
}

function writeRecord(record: QuoteRecord) {
  try {
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the number holds for this visit.
  }
}

const quoteRecordAtom = atom<QuoteRecord | null>(null);
quoteRecordAtom.debugLabel = 'quoteRecord';

/**
 * The cart's quote number: the one kept while the cart is unchanged, a new one once a line, a
 * quantity or a price changed. Undefined for the moment it takes to issue one, and for an
 * empty cart.
 */
export function useQuoteNumber(lines: readonly CartLine[]): string | undefined {
  const [record, setRecord] = useAtom(quoteRecordAtom);
  const fingerprint = cartFingerprint(lines);
  const empty = lines.length === 0;

  useEffect(() => {
    if (empty) return;
    const current = record ?? readRecord();
    const next = quoteFor(current, lines, new Date());
    if (next !== current) writeRecord(next);
    if (next !== record) setRecord(next);
    // The fingerprint stands for the lines: a new array with the same lines is the same quote.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fingerprint, empty]);

  return !empty && record?.cart === fingerprint ? record.number : undefined;
}
