import * as v from 'valibot';
import { declare } from './declare';
import { GALLERY_IMAGE } from './entities';
import { isImageSrc } from './fields';

/** The gallery image's declaration (docs/fields.md#gallery-image): one address, kept once. */
export const GALLERY_IMAGE_FIELDS = declare(GALLERY_IMAGE, {
  src: {
    label: 'Image',
    message:
      'Use an image of the catalogue (images/...), an http:// or https:// address or an image data URL',
    valid: isImageSrc,
    about: 'an image address or image data; the gallery lists each once, newest first',
    example: 'https://images.example/walnut-mirror.jpg',
  },
});

/**
 * A gallery image (docs/requirements.md#gallery): a safe image source, stored without surrounding
 * spaces.
 */
export const GalleryImageSchema = v.pipe(
  GALLERY_IMAGE_FIELDS.fields.src.schema,
  v.check((src) => src === src.trim(), 'Remove the spaces around the address'),
);
