/**
 * Text made safe to write into HTML or XML, as element text or a double-quoted attribute value:
 * `&`, `<`, `>` and `"` become entities, so stored text cannot end an element or an attribute.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
