import * as v from 'valibot';
import { ImageSrcSchema } from './fields';

/** A gallery image: a safe image source, stored without surrounding spaces. */
export const GalleryImageSchema = v.pipe(
  ImageSrcSchema,
  v.check((src) => src === src.trim()),
);

/** SPEC §3 image gallery, newest first; each image once. */
export const GallerySchema = v.array(GalleryImageSchema);
