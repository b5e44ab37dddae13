import * as v from 'valibot';
import { ImageSrcSchema } from './fields';

/**
 * A gallery image (docs/requirements.md#gallery): a safe image source, stored without surrounding
 * spaces.
 */
export const GalleryImageSchema = v.pipe(
  ImageSrcSchema,
  v.check((src) => src === src.trim(), 'Remove the spaces around the address'),
);
