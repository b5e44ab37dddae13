import { QUICK_ORDER_LIMITS, QUICK_ORDER_MESSAGES, withoutBom } from '@/domain/quickOrder';

/** What a chosen file gave: its text, or why it cannot be used (nothing else changes). */
export type OrderFile = { text: string } | { error: string };

const TEXT_NAME = /\.(csv|tsv|txt)$/i;

/**
 * Reads a chosen order file (docs/requirements.md#quick-order): a .csv, .tsv or .txt file (or
 * any text/* type) of at most 1 MB; a larger one is refused before any of it is read. Text in
 * UTF-8, or else in the Windows encoding spreadsheets save CSV in; a file holding NUL bytes is
 * not text. The byte order mark is dropped.
 */
export async function readOrderFile(file: File): Promise<OrderFile> {
  if (file.size > QUICK_ORDER_LIMITS.size)
    return { error: QUICK_ORDER_MESSAGES.fileTooLarge(file.name) };
  if (!TEXT_NAME.test(file.name) && !file.type.startsWith('text/'))
    return { error: QUICK_ORDER_MESSAGES.notText(file.name) };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { error: QUICK_ORDER_MESSAGES.unreadable(file.name) };
  }
  if (bytes.includes(0)) return { error: QUICK_ORDER_MESSAGES.notText(file.name) };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return { text: withoutBom(text) };
}
