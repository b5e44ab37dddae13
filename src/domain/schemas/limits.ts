import { URL_MAX } from './entities';
// The bounds every field has, so a pasted novel, a typo'd price or a hand-edited file cannot
// break a layout or a total, are in each field's rule (./entities.ts); the admin's inputs take
// them as maxLength / max, the forms and the catalogue import refuse more, and the read of stored
// data enforces those ./readLimits.ts names. These are the bounds shared beyond one field.
export { DESCRIPTION_MAX, ID_MAX, URL_MAX } from './entities';
export * from './readLimits';

/** Upload limit for the logo and gallery: 5MB (docs/requirements.md#upload-rules). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An uploaded image as a data URL: base64 of a file within the upload limit, plus its header. */
export const DATA_URL_MAX = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

/** The longest a stored image source may be: a remote address or an uploaded data URL. */
export function imageSrcMax(src: string): number {
  return src.trimStart().slice(0, 5).toLowerCase() === 'data:' ? DATA_URL_MAX : URL_MAX;
}
