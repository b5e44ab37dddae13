/**
 * A short fingerprint of a text: its length and a 32-bit FNV-1a hash. Enough to tell that a
 * stored copy is not the text saved (src/storage/adapter.ts), or to recognise an upload's data
 * URL again (src/domain/publishing.ts); not a security hash.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return `${text.length}:${hash}`;
}
