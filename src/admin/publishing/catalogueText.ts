/**
 * `catalogue/catalogue.json` as text, laid out the way the repository's formatter (Prettier,
 * `npm run format`) lays out JSON: objects one key per line, a list of plain values on one line
 * when it fits in 100 columns (else one value per line, numbers filled), lists of records one
 * record per line. A publish therefore changes exactly the lines of what changed (one price is
 * one line), and the repository's format check stays green after it.
 */

/** Prettier's `printWidth` in this repository (.prettierrc). */
const PRINT_WIDTH = 100;
const INDENT = '  ';

/** Columns a string takes: East Asian wide characters and emoji take two, as Prettier counts. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const COMBINING = /[\u0300-\u036f]/;

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (COMBINING.test(char)) continue;
    width += char.length > 1 || WIDE.test(char) ? 2 : 1;
  }
  return width;
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

const isEmpty = (value: unknown) =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/**
 * `value` as text starting at column `column` (where its first character goes), followed on its
 * last line by `after` characters (a comma).
 */
function layout(value: unknown, depth: number, column: number, after: number): string {
  if (isPlain(value)) return JSON.stringify(value);
  const indent = INDENT.repeat(depth);
  const inner = INDENT.repeat(depth + 1);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value as unknown[];
    if (items.every((item) => isPlain(item) || isEmpty(item))) {
      const parts = items.map((item) => layout(item, depth + 1, 0, 0));
      const flat = `[${parts.join(', ')}]`;
      if (column + textWidth(flat) + after <= PRINT_WIDTH) return flat;
      if (items.every((item) => typeof item === 'number')) return fill(parts, depth);
    }
    const lines = items.map(
      (item, i) => `${inner}${layout(item, depth + 1, inner.length, i < items.length - 1 ? 1 : 0)}`,
    );
    return `[\n${lines.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${layout(item, depth + 1, textWidth(head), i < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** Numbers filled line by line, as Prettier prints a long list of numbers. */
function fill(parts: string[], depth: number): string {
  const inner = INDENT.repeat(depth + 1);
  const lines: string[] = [];
  let line = '';
  parts.forEach((part, i) => {
    const piece = i < parts.length - 1 ? `${part},` : part;
    if (line === '') line = `${inner}${piece}`;
    else if (textWidth(line) + 1 + textWidth(piece) <= PRINT_WIDTH) line += ` ${piece}`;
    else {
      lines.push(line);
      line = `${inner}${piece}`;
    }
  });
  lines.push(line);
  return `[\n${lines.join('\n')}\n${INDENT.repeat(depth)}]`;
}

/** The JSON text of a document as the repository keeps it, ending in a newline. */
export function catalogueText(document: unknown): string {
  return `${layout(document, 0, 0, 0)}\n`;
}
