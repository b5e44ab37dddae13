import { readFileSync } from 'node:fs';

/** docs/requirements.md as text (unit tests run from the repository root). */
const REQUIREMENTS = readFileSync('docs/requirements.md', 'utf8');

/** The text of one `##` or `###` section of docs/requirements.md, without its subsections. */
export function section(heading: string): string {
  const lines = REQUIREMENTS.split('\n');
  const start = lines.indexOf(`## ${heading}`) + 1 || lines.indexOf(`### ${heading}`) + 1;
  if (!start) throw new Error(`docs/requirements.md has no heading '${heading}'`);
  const end = lines.findIndex((line, i) => i >= start && /^#{2,3} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Every text quoted ('...') in `text`, white space folded as the page shows it. */
export function quotedTexts(text = REQUIREMENTS): string[] {
  return [...text.matchAll(/(?<!\w)'([^']+?)'(?!\w)/g)].map((m) => m[1]!.replace(/\s+/g, ' '));
}

/** The rows of a section's table whose text is marked **fixed**. */
export function fixedTexts(heading: string): string[] {
  return section(heading)
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('**fixed**'))
    .flatMap((line) => quotedTexts(line.split('|')[1]));
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * A quoted text as a pattern: each `{placeholder}`, and a `…` between words, stands for any
 * non-empty text.
 */
export function quotePattern(quote: string): RegExp {
  const literals = quote.split(/\{[^}]+\}|(?<= )…(?= )/).map(escape);
  return new RegExp(`^${literals.join('.+')}$`);
}

const QUOTES = quotedTexts();

/**
 * The quote of docs/requirements.md that `message` fills in (exactly, or with its `{x}` parts
 * filled), or undefined when the page quotes no such text.
 */
export function quoteFor(message: string): string | undefined {
  return QUOTES.find((quote) => quote === message || quotePattern(quote).test(message));
}
