/**
 * Turns the catalogue folder into what the site serves: the folder is read and checked with the
 * admin import's rules, its images processed, and the catalogue written as the revision's data
 * files, with the revision file that names them.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseCatalogueDocument } from '../../src/domain/catalogueDocument.ts';
import { catalogueImages, mapCatalogueImages } from '../../src/domain/catalogueImages.ts';
import type { CatalogueDocument } from '../../src/domain/types.ts';
import type { CatalogueContent } from '../../src/domain/views.ts';
import { isCatalogueImagePath } from '../../src/domain/schemas/fields.ts';
import { catalogueDataFiles } from './data.ts';
import { dataUrlBytes, processImages, type ImageSource } from './images.ts';

/** A catalogue the build refuses; the message names the file, the entry and the field. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

export interface LoadedCatalogue {
  /** The folder, as given. */
  dir: string;
  /** The catalogue file's text exactly as committed (its hash tells the admin it was built). */
  text: string;
  document: CatalogueDocument;
}

const shown = (path: string) => relative(process.cwd(), path) || path;

/** Reads and checks `<dir>/catalogue.json` and that every image it names is in the folder. */
export async function loadCatalogue(dir: string): Promise<LoadedCatalogue> {
  const file = join(dir, 'catalogue.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new CatalogueError(`${shown(file)} is missing: the catalogue folder needs it.`);
  }
  const parsed = parseCatalogueDocument(text);
  if (!parsed.ok) throw new CatalogueError(`${shown(file)}: ${parsed.details}`);
  const missing = catalogueImages(parsed.document)
    .filter(isCatalogueImagePath)
    .filter((path) => !existsSync(join(dir, path)));
  if (missing.length > 0) {
    throw new CatalogueError(
      `${shown(file)} names ${missing.length === 1 ? 'an image' : 'images'} the folder does not hold: ` +
        missing.map((path) => shown(join(dir, path))).join(', '),
    );
  }
  return { dir, text, document: parsed.document };
}

/** The catalogue's content without its header. */
function contentOf(document: CatalogueDocument): CatalogueContent & {
  fallbackSliderItems?: CatalogueContent['sliderItems'];
} {
  const { format: _f, version: _v, exportedAt: _e, ...content } = document;
  return content;
}

export interface PublishedCatalogue {
  revision: string;
  /** The catalogue in the site's form: the working copy a browser stores. */
  content: CatalogueContent & { fallbackSliderItems?: CatalogueContent['sliderItems'] };
  /** The hash of the catalogue file as committed. */
  documentHash: string;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface PublishOptions {
  outDir: string;
  cacheDir: string;
  /** Told what the build is doing, for its progress lines. */
  log?: (line: string) => void;
}

/**
 * Processes the images and writes `catalogue/r/<revision>/*` and `catalogue/revision.json` into
 * the built site. The revision is a hash of the catalogue file and every image it names.
 */
export async function publishCatalogue(
  loaded: LoadedCatalogue,
  { outDir, cacheDir, log = () => undefined }: PublishOptions,
): Promise<PublishedCatalogue> {
  const names = catalogueImages(loaded.document);
  const sources: ImageSource[] = [];
  for (const name of names) {
    if (isCatalogueImagePath(name)) {
      sources.push({ name, bytes: await readFile(join(loaded.dir, name)) });
    } else {
      const bytes = dataUrlBytes(name);
      if (bytes) sources.push({ name, bytes });
    }
  }
  let lastShown = 0;
  const processed = await processImages(sources, {
    outDir,
    cacheDir,
    onProgress: (done, total) => {
      if (done === total || Date.now() - lastShown > 2000) {
        lastShown = Date.now();
        log(`catalogue: images ${done} of ${total}`);
      }
    },
  });
  // The folder's images as they are, for the admin's download of the whole folder.
  for (const source of sources) {
    if (!isCatalogueImagePath(source.name)) continue;
    const target = join(outDir, 'catalogue/source', source.name);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(loaded.dir, source.name), target);
  }

  const revision = sha(
    [sha(loaded.text), ...sources.map((s) => `${s.name}:${sha(s.bytes)}`).sort()].join('\n'),
  ).slice(0, 16);
  // Keyed by the folder's own name: a path, or (version 1 documents) the data URL itself, so
  // the admin can name every image as the repository's catalogue does (src/domain/imageNames.ts).
  const imageMap = Object.fromEntries(
    [...processed].map(([name, image]) => [name, image.reference]),
  );
  const content = mapCatalogueImages(
    contentOf(loaded.document),
    (src) => processed.get(src)?.reference ?? src,
  );
  const base = join(outDir, 'catalogue/r', revision);
  const files = catalogueDataFiles(content, imageMap);
  let written = 0;
  for (const [path, data] of files) {
    const target = join(base, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(data));
    written += 1;
  }
  const documentHash = sha(loaded.text);
  await writeFile(
    join(outDir, 'catalogue/revision.json'),
    `${JSON.stringify({ revision, documentHash, products: content.products.length }, null, 2)}\n`,
  );
  log(`catalogue: revision ${revision}, ${written} data files, ${processed.size} images`);
  return { revision, content, documentHash };
}
