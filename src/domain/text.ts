// Text shortening for the quick view, apart from the catalogue rules every route loads.

/** The quick-view modal cuts descriptions to this many characters (docs/requirements.md#limits). */
export const QUICK_VIEW_DESCRIPTION_MAX = 150;

/** Cuts text to `max` characters plus '…', backing up to a word break in the last 20. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max));
  // When the next character is a space the cut already ends on a whole word.
  if (!/\s/.test(text.charAt(max))) {
    const lastBreak = cut.search(/\s\S*$/);
    if (lastBreak > 0 && lastBreak >= max - 20) cut = cut.slice(0, lastBreak);
  }
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
