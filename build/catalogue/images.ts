/**
 * The catalogue's images as the site serves them: every image the catalogue names, in AVIF and
 * WebP at up to four widths, under `/catalogue/img/<path>/<content hash>/<width>.<format>`,
 * plus the reference the app stores for it (see src/domain/images.ts): the largest WebP, with
 * the intrinsic size and a 3x3 colour grid in its fragment. Processed files are kept in a
 * cache by content hash, so a rebuild only encodes images it has not seen.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import sharp, { type AvifOptions, type WebpOptions } from 'sharp';
import {
  IMAGE_WIDTHS,
  imageReference,
  processedImageDir,
  widthsFor,
  type ImageFormat,
} from '../../src/domain/images.ts';

/** Encoder settings; a change here must change `SETTINGS_VERSION` so cached files are redone. */
const ENCODE: Record<ImageFormat, AvifOptions | WebpOptions> = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
};
const SETTINGS_VERSION = 1;

export interface ProcessedImage {
  /** What the app stores in place of the catalogue's path or data URL. */
  reference: string;
  width: number;
  height: number;
}

export interface ImageSource {
  /** The catalogue's own name for the image: a path relative to the folder, or a data URL. */
  name: string;
  bytes: Buffer;
}

interface CachedMeta {
  width: number;
  height: number;
  grid: string;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** Where an image's files go: its folder path without `images/`, or `inline/` for data URLs. */
function folderOf(name: string): string {
  if (name.startsWith('data:')) return 'inline';
  return posix.normalize(name).replace(/^images\//, '');
}

async function exists(path: string) {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Encodes one image into the cache (unless it is there) and returns its size and grid. */
async function encode(bytes: Buffer, cacheDir: string): Promise<CachedMeta> {
  const metaFile = join(cacheDir, 'meta.json');
  if (await exists(metaFile)) return JSON.parse(await readFile(metaFile, 'utf8')) as CachedMeta;
  const image = sharp(bytes, { failOn: 'error' }).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  if (!width || !height) throw new Error('the file is not an image sharp can read');
  // Orientation applied: a portrait photo's width and height swap.
  const oriented = await image.toBuffer({ resolveWithObject: true });
  const size = { width: oriented.info.width, height: oriented.info.height };
  await mkdir(cacheDir, { recursive: true });
  for (const w of widthsFor(size.width)) {
    for (const format of ['avif', 'webp'] as const) {
      const out = await sharp(oriented.data)
        .resize({ width: w, withoutEnlargement: true })
        .toFormat(format, ENCODE[format])
        .toBuffer();
      await writeFile(join(cacheDir, `${w}.${format}`), out);
    }
  }
  const grid = await sharp(oriented.data)
    .resize(3, 3, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const meta = { ...size, grid: grid.toString('hex') };
  await writeFile(metaFile, JSON.stringify(meta));
  return meta;
}

/** Decodes a base64 data URL; undefined for anything else. */
export function dataUrlBytes(url: string): Buffer | undefined {
  const match = /^data:image\/[a-z0-9.+-]+(?:;[a-z-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]+)$/i.exec(
    url,
  );
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

export interface ProcessOptions {
  /** The built site, where `catalogue/img/...` is written. */
  outDir: string;
  /** Where encoded images are kept between builds. */
  cacheDir: string;
  /** How many images encode at once. */
  concurrency?: number;
  /** Told after each image, for the build's progress line. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Processes every image once (two names for the same bytes share the work) and answers the
 * reference for each name. A file sharp cannot read fails the build, naming it.
 */
export async function processImages(
  sources: ImageSource[],
  { outDir, cacheDir, concurrency = 2, onProgress }: ProcessOptions,
): Promise<Map<string, ProcessedImage>> {
  const result = new Map<string, ProcessedImage>();
  let done = 0;
  let next = 0;
  const work = async () => {
    while (next < sources.length) {
      const source = sources[next++]!;
      const hash = hashOf(source.bytes);
      const cached = join(cacheDir, `${hash}-v${SETTINGS_VERSION}`);
      let meta: CachedMeta;
      try {
        meta = await encode(source.bytes, cached);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        const shown = source.name.startsWith('data:') ? 'an embedded data: image' : source.name;
        throw new Error(`catalogue image ${shown} could not be processed: ${why}`, {
          cause: error,
        });
      }
      const dir = processedImageDir(folderOf(source.name), hash);
      const target = join(outDir, dir);
      await mkdir(target, { recursive: true });
      for (const file of await readdir(cached)) {
        if (file !== 'meta.json') await copyFile(join(cached, file), join(target, file));
      }
      result.set(source.name, {
        reference: imageReference(dir, meta.width, meta.height, meta.grid),
        width: meta.width,
        height: meta.height,
      });
      done += 1;
      onProgress?.(done, sources.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, work));
  return result;
}

export { IMAGE_WIDTHS };
