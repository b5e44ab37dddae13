import Papa from 'papaparse';
import { withoutBom } from '@/domain/quickOrder';

/**
 * Splits an order's text into lines of cells as a spreadsheet would: the separator is a comma,
 * a tab or a semicolon, whichever the text uses; quoted cells may hold separators and quotes.
 * Line i of the result is line i + 1 of the text (blank lines are kept, so line numbers hold
 * unless a quoted cell spans lines). Loaded only by the quick order page, once there is text.
 */
export function parseOrder(text: string): string[][] {
  const result = Papa.parse<string[]>(withoutBom(text), {
    delimitersToGuess: [',', '\t', ';'],
    skipEmptyLines: false,
  });
  return result.data;
}
