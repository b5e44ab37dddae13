/**
 * CSV text in and out (docs/requirements.md#product-csv), through papaparse, which is imported
 * on first use so only an admin who exports or imports a CSV downloads it.
 */
import { CSV_MESSAGES, type ParseProblems } from './productCsv';

/** Excel reads a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

const loadPapa = () => import('papaparse').then((module) => module.default);

/**
 * Rows as CSV text for a spreadsheet: a UTF-8 BOM, CRLF line ends, cells quoted where they hold
 * a comma, quote or line break, and a cell that a spreadsheet would run as a formula (=, +, -, @)
 * kept as text.
 */
export async function toCsvText(rows: readonly (readonly string[])[]): Promise<string> {
  const Papa = await loadPapa();
  return UTF8_BOM + Papa.unparse(rows as string[][], { newline: '\r\n', escapeFormulae: true });
}

/** A CSV file's records (header first, blank lines skipped) and the records it could not read. */
export interface CsvTable {
  rows: string[][];
  problems: ParseProblems;
}

/** Reads CSV text; the delimiter (comma, semicolon or tab) is detected, a BOM is dropped. */
export async function readCsvText(text: string): Promise<CsvTable> {
  const Papa = await loadPapa();
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const problems = new Map<number, string>();
  for (const error of result.errors) {
    // A single-column file has nothing to split on; that is not a fault of any row.
    if (error.code === 'UndetectableDelimiter' || error.row === undefined) continue;
    if (error.type === 'Quotes') problems.set(error.row, CSV_MESSAGES.rowShape);
  }
  return { rows: result.data, problems };
}
