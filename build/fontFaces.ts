/**
 * What the build reads from the site's `@font-face` rules (src/styles/fonts.css, written by
 * `npm run fonts`): which characters a face file answers for, so a prerendered page can ask early
 * for the one file its headings need beyond the preloaded core (docs/conventions.md#typefaces).
 */

/** The headings' accents: Fraunces 500's second file, which a heading with an accent needs. */
export const HEADING_ACCENTS_SOURCE = 'src/styles/fonts/fraunces-500-accents.woff2';

/** A test of code points, from a `unicode-range` value (`U+20-7E, U+A0, …`). */
export function parseUnicodeRange(value: string): (codePoint: number) => boolean {
  const spans = value.split(',').map((span) => {
    const [from = '', to = from] = span.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from, 16);
    const end = parseInt(to, 16);
    if (Number.isNaN(start) || Number.isNaN(end)) {
      throw new Error(`unicode-range: cannot read "${span.trim()}"`);
    }
    return [start, end] as const;
  });
  return (codePoint) => spans.some(([start, end]) => codePoint >= start && codePoint <= end);
}

/** The `unicode-range` of the rule whose source is `file` (its name in the stylesheet). */
export function rangeOfFile(fontsCss: string, file: string): (codePoint: number) => boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  for (const [, body = ''] of fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)) {
    if (!body.includes(`/${name}'`)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!range) throw new Error(`fonts.css: the rule for ${name} names no unicode-range`);
    return parseUnicodeRange(range);
  }
  throw new Error(`fonts.css has no rule for ${name}`);
}

/** The text of a page's h1 to h4 elements (the headings' face), tags left out. */
export function headingText(html: string): string {
  return [...html.matchAll(/<h([1-4])\b[^>]*>([\s\S]*?)<\/h\1>/gi)]
    .map(([, , inner = '']) => inner.replace(/<[^>]*>/g, ''))
    .join(' ');
}

/**
 * The preload a prerendered page needs for its headings' accents: a heading with an accented
 * letter would otherwise draw it in the fallback and swap it in once the file came, which can
 * move the heading. A page whose headings have none gets nothing.
 */
export function headingAccentsPreload(
  body: string,
  accents: (codePoint: number) => boolean,
  href: string,
): string | undefined {
  const text = headingText(body);
  for (const character of text) {
    if (accents(character.codePointAt(0)!)) {
      return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
    }
  }
  return undefined;
}
