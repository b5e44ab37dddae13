import * as v from 'valibot';
import { ImageSrcSchema } from './fields';

/** SPEC §3 gallery image: a safe image source, stored without surrounding spaces. */
export const GalleryImageSchema = v.pipe(
  ImageSrcSchema,
  v.check((src) => src === src.trim(), 'Remove the spaces around the address'),
);
