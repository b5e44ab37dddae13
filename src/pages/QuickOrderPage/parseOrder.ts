import Papa from 'papaparse';
import { withoutBom } from '@/domain/quickOrder';

const SEPARATORS = [',', '\t', ';'];

const parse = (text: string) =>
  Papa.parse<string[]>(text, { delimitersToGuess: SEPARATORS, skipEmptyLines: false }).data;

/**
 * Splits an order's text into lines of cells as a spreadsheet would: the separator is a comma,
 * a tab or a semicolon, whichever the text uses; quoted cells may hold separators and quotes.
 * A line the text's separator leaves whole but another one splits (lines typed by hand, with a
 * mix of separators) is split by that one. Line i of the result is line i + 1 of the text
 * (blank lines are kept, so line numbers hold unless a quoted cell spans lines).
 */
export function parseOrder(text: string): string[][] {
  return parse(withoutBom(text)).map((row) =>
    row.length === 1 && SEPARATORS.some((s) => row[0]!.includes(s))
      ? (parse(row[0]!)[0] ?? row)
      : row,
  );
}
