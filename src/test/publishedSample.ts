/**
 * The repository's sample catalogue (catalogue/catalogue.json) as the build publishes it, for
 * tests of the round trip between the two forms: the file's text, its document, the site's form
 * (every image named by the address the build gives it) and the revision's `images.json`. The
 * addresses follow build/catalogue/images.ts: `/catalogue/img/<path without images/>/<hash>/
 * <width>.webp#<w>x<h>.<grid>`, and `/catalogue/img/inline/...` for data URLs.
 */
import text from '../../catalogue/catalogue.json?raw';
import { catalogueImages, mapCatalogueImages, type WithImages } from '@/domain/catalogueImages';
import type { CatalogueDocument } from '@/domain/types';

const GRID = 'c0b3a1'.repeat(9);

/** A stable stand-in for the build's content hash of an image. */
function hashOf(name: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0').repeat(2).slice(0, 12);
}

/** The address the build gives an image of the folder (or a data URL). */
export function builtAddress(name: string): string {
  const folder = name.startsWith('data:') ? 'inline' : name.replace(/^images\//, '');
  return `/catalogue/img/${folder}/${hashOf(name)}/1200.webp#1200x900.${GRID}`;
}

export interface PublishedSample {
  /** catalogue/catalogue.json as committed. */
  text: string;
  document: CatalogueDocument;
  /** The catalogue as the site serves it: what a browser's working copy holds. */
  site: WithImages;
  /** The revision's images.json. */
  images: Record<string, string>;
}

/** The sample as published, optionally changed first (in the folder's form). */
export function publishedSample(edit?: (document: CatalogueDocument) => void): PublishedSample {
  const document = JSON.parse(text) as CatalogueDocument;
  edit?.(document);
  const images = Object.fromEntries(catalogueImages(document).map((n) => [n, builtAddress(n)]));
  const { format: _f, version: _v, exportedAt: _e, ...content } = document;
  const site = mapCatalogueImages(content as WithImages, (src) => images[src] ?? src);
  return { text, document, site, images };
}
