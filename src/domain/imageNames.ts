/**
 * One image, many addresses. The catalogue folder names an image by its path
 * (`images/gallery/gallery-1-velvet-chair.jpg`); the built site serves it as several files under
 * `/catalogue/img/<path without images/>/<content hash>/<width>.<avif|webp>`, and the working copy
 * stores the largest WebP's address with a fragment (`#1200x1200.<grid>`). An upload is a data
 * URL until it is published, and an outside image is an http(s) address. This module turns any of
 * them back into the name the catalogue folder uses, and into the name the owner knows
 * (docs/publishing.md#one-image-many-addresses).
 */

/** A published revision's images: the folder's name of each -> the address the site uses. */
export type PublishedImages = Readonly<Record<string, string>>;

/** `/catalogue/img/<folder>/<hash>/<file>`, with or without a query or fragment. */
const DERIVED = /^\/catalogue\/img\/(.+)\/([0-9a-f]{8,64})\/[^/?#]+(?:[?#].*)?$/;

/** The folder's own files, as the built site (and the dev server) serves them. */
const SOURCE = /^\/catalogue\/source\/(images\/[^?#]+)(?:[?#].*)?$/;

/** The folder images processed from a data URL (version 1 documents) are served from. */
const INLINE_FOLDER = 'inline';

/** The directory of a derived address (`/catalogue/img/<folder>/<hash>`), or undefined. */
function derivedDir(src: string): { dir: string; folder: string } | undefined {
  const match = DERIVED.exec(src);
  if (!match) return undefined;
  return { dir: `/catalogue/img/${match[1]!}/${match[2]!}`, folder: match[1]! };
}

export interface ImageNamer {
  /**
   * The name the catalogue folder gives `src`: a path (`images/...`) for every address the
   * build derived from a folder image (any width, format or fragment, or the original the site
   * serves under `/catalogue/source/`), the data URL a version 1
   * document held for an image the build processed from one, and anything else as it is.
   */
  folderName(src: string): string;
}

/** The namer for one published revision (its `images.json`; empty where none is known). */
export function imageNamer(images: PublishedImages = {}): ImageNamer {
  const byDir = new Map<string, string>();
  for (const [name, address] of Object.entries(images)) {
    const derived = derivedDir(address);
    if (derived) byDir.set(derived.dir, name);
  }
  return {
    folderName(src) {
      const source = SOURCE.exec(src);
      if (source) return source[1]!;
      const derived = derivedDir(src);
      if (!derived) return src;
      const known = byDir.get(derived.dir);
      if (known !== undefined) return known;
      // The build serves a folder image from its path without `images/`: that path, whatever
      // revision (content hash) the address came from.
      return derived.folder === INLINE_FOLDER || derived.folder.startsWith(`${INLINE_FOLDER}/`)
        ? src
        : `images/${derived.folder}`;
    },
  };
}

// ------------------------------------------------------------------ uploads and their names

/** `data:image/<type>[;name=<percent-encoded name>];base64,<data>` */
const DATA_URL = /^data:image\/([a-z0-9.+-]+)((?:;[a-z-]+=[^;,]*)*);base64,/i;

/** Characters a name keeps as they are; every other one is percent-encoded. */
const NAME_SAFE = /[A-Za-z0-9._~-]/;

/** The longest original file name kept with an upload, in characters. */
export const UPLOAD_NAME_MAX = 120;

function encodeName(name: string): string {
  let out = '';
  for (const char of name) {
    out += NAME_SAFE.test(char)
      ? char
      : [...new TextEncoder().encode(char)]
          .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
          .join('');
  }
  return out;
}

/** The file's own name without any folder part, trimmed to `UPLOAD_NAME_MAX`. */
function baseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()!.trim();
  return [...base].slice(0, UPLOAD_NAME_MAX).join('');
}

/**
 * An uploaded image's data URL carrying the original file's name as a media-type parameter
 * (`data:image/webp;name=oak%20stool.jpg;base64,...`), so the name travels with the image
 * wherever it is stored, copied or exported: the value stays one string, as the storage keys'
 * shapes require. A blank name leaves the data URL as it is.
 */
export function withUploadName(dataUrl: string, fileName: string): string {
  const match = DATA_URL.exec(dataUrl);
  const name = baseName(fileName);
  if (!match || name === '') return dataUrl;
  const params = match[2]!.replace(/;name=[^;,]*/gi, '');
  return `data:image/${match[1]!}${params};name=${encodeName(name)};base64,${dataUrl.slice(match[0].length)}`;
}

/** The original file name an upload carries, or undefined. */
export function uploadName(src: string): string | undefined {
  const match = DATA_URL.exec(src);
  const param = match?.[2]?.match(/;name=([^;,]*)/i)?.[1];
  if (!param) return undefined;
  try {
    return decodeURIComponent(param) || undefined;
  } catch {
    return undefined;
  }
}

/** True for an image stored as data (an upload not yet published). */
export const isDataImage = (src: string) => src.slice(0, 5).toLowerCase() === 'data:';

/** The media type of a data URL image ('webp', 'svg+xml'), or undefined. */
export function dataImageType(src: string): string | undefined {
  return DATA_URL.exec(src)?.[1]?.toLowerCase();
}

function lastSegment(path: string): string {
  const segment = path.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? path;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const shorten = (name: string) => (name.length > 60 ? `${name.slice(0, 57)}...` : name);

/**
 * What the owner calls an image: the catalogue file's name (`gallery-1-velvet-chair.jpg`) for
 * any address of a folder image, an upload's original file name (or 'uploaded WebP image' when
 * it carries none), and the last part of an outside address.
 */
export function imageDisplayName(src: string, namer: ImageNamer = imageNamer()): string {
  if (isDataImage(src)) {
    const name = uploadName(src);
    if (name) return shorten(name);
    const type = dataImageType(src);
    return `uploaded ${type === 'svg+xml' ? 'SVG' : (type ?? 'image').toUpperCase()} image`;
  }
  const name = namer.folderName(src);
  if (isDataImage(name)) return imageDisplayName(name, namer);
  return shorten(lastSegment(name));
}
