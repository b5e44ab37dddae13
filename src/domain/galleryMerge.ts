/**
 * docs/requirements.md#gallery: saving a product adds to the gallery the images it brings that
 * the catalogue did not hold, newest first. An image is the same image whatever address names it
 * (its folder path, any address the build derived from it, with or without the fragment), so an
 * image already in the gallery or on another product is never added a second time under another
 * address (src/domain/imageNames.ts).
 */
import { imageNamer, type PublishedImages } from './imageNames';
import type { Product } from './types';

/** A product's pictures and its variants' own (docs/requirements.md#variants). */
const imagesOf = (product: Product): string[] => [
  ...product.images,
  ...(product.variants ?? []).flatMap((variant) => variant.images ?? []),
];

/**
 * The gallery after `saved` was stored over `before` (the products as they were): the saved
 * product's images that neither the gallery nor any product held, first, then the gallery as it
 * was. Returns the same array when nothing is new.
 */
export function galleryAfterProductSave(
  gallery: readonly string[],
  before: readonly Product[],
  saved: Product,
  images: PublishedImages = {},
): readonly string[] {
  const namer = imageNamer(images);
  const known = new Set<string>();
  for (const src of gallery) known.add(namer.folderName(src));
  for (const product of before)
    for (const src of imagesOf(product)) known.add(namer.folderName(src));
  const added: string[] = [];
  for (const src of imagesOf(saved)) {
    const name = namer.folderName(src);
    if (src.trim() === '' || known.has(name)) continue;
    known.add(name);
    added.push(src);
  }
  return added.length ? [...added, ...gallery] : gallery;
}
