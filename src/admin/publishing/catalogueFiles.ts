/**
 * The publish request for the owner's drafts: the working copy in the folder's form
 * (`catalogue/catalogue.json`, images named by their path in the folder), every uploaded image
 * written as a file under `catalogue/images/uploads/` instead of a data URL, the folder images
 * the catalogue no longer uses as deletions, the published revision as the base the drafts
 * started from, and the rebase for when someone else published meanwhile
 * (docs/publishing.md#drafts-and-publishing).
 */
import { catalogueImages, type WithImages } from '@/domain/catalogueImages';
import { fingerprint } from '@/domain/fingerprint';
import { uploadName } from '@/domain/imageNames';
import {
  dataUrlFile,
  folderDocument,
  repositoryDocument,
  unusedImageFiles,
  type PublishedImages,
} from '@/domain/publishing';
import type { CatalogueDocument } from '@/domain/types';
import { catalogueRebase } from './catalogueRebase';
import { catalogueText } from './catalogueText';
import { encoder, toHex } from './engine';
import { CATALOGUE_DIR, CATALOGUE_FILE, type PublishFile, type RebaseResult } from './types';

/** Where uploaded images go, relative to the catalogue folder. */
export const UPLOADS_DIR = 'images/uploads/';

export interface CatalogueFilesInput {
  /** The working copy. */
  working: WithImages;
  /** The published revision the drafts started from (its fallback slides are kept). */
  published: WithImages | undefined;
  /** The published revision's image names: folder name -> the address the site uses. */
  images: PublishedImages;
  /**
   * What this browser last committed, when the site has not been built from it yet: the base
   * the drafts start from instead of the published revision (docs/publishing.md#after-a-publish).
   */
  committed?: { text: string } | null;
  now: Date;
}

export interface CatalogueFiles {
  document: CatalogueDocument;
  /** catalogue/catalogue.json and every uploaded image the document names. */
  files: PublishFile[];
  /** Folder images the published catalogue named and this one no longer does. */
  deletions: string[];
  /** The published catalogue in the folder's form, as text (null when unknown). */
  baseDocument: string | null;
  rebase(theirs: string): RebaseResult;
  /** Each upload's path in the folder, by the fingerprint of its data URL. */
  uploads: Record<string, string>;
}

/** 'Oak Stool (2).JPG' -> 'oak-stool-2': what of an upload's own name goes into its file's name. */
function slug(name: string): string {
  return name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * An upload's file: its original name and a short content hash (`oak-stool-3fa2c1d0e9b4.webp`),
 * or the hash alone for an upload without a name, so the same image is always one file.
 */
async function uploadPath(
  bytes: Uint8Array<ArrayBuffer>,
  extension: string,
  source: string,
): Promise<string> {
  const digest = toHex(await crypto.subtle.digest('SHA-256', bytes));
  const named = slug(uploadName(source) ?? '');
  return `${UPLOADS_DIR}${named ? `${named}-${digest.slice(0, 12)}` : digest.slice(0, 20)}.${extension}`;
}

/** The text of catalogue/catalogue.json for a document, laid out like `like`'s entries. */
export function documentText(document: CatalogueDocument, like?: CatalogueDocument | null): string {
  return catalogueText(repositoryDocument(document, like));
}

export async function catalogueFiles(input: CatalogueFilesInput): Promise<CatalogueFiles> {
  const uploads = new Map<string, { path: string; content: Uint8Array }>();
  for (const source of catalogueImages(input.working)) {
    const file = dataUrlFile(source);
    if (file && !uploads.has(source)) {
      uploads.set(source, {
        path: await uploadPath(file.bytes, file.extension, source),
        content: file.bytes,
      });
    }
  }
  const upload = (source: string) => uploads.get(source)?.path ?? source;
  const base = input.committed
    ? (JSON.parse(input.committed.text) as CatalogueDocument)
    : input.published
      ? folderDocument(input.published, input.images)
      : null;
  // The fallback slides are the published ones (already in the folder's form in `base`).
  const document = folderDocument(input.working, input.images, upload, input.now);
  if (!document.fallbackSliderItems && base?.fallbackSliderItems) {
    document.fallbackSliderItems = base.fallbackSliderItems;
  }
  const uploadFiles = new Map([...uploads.values()].map((u) => [u.path, u.content]));
  const filesOf = (doc: CatalogueDocument, like: CatalogueDocument | null): PublishFile[] => {
    const named = new Set(catalogueImages(doc));
    return [
      { path: CATALOGUE_FILE, content: encoder.encode(documentText(doc, like)) },
      ...[...uploadFiles]
        .filter(([path]) => named.has(path))
        .map(([path, content]) => ({ path: `${CATALOGUE_DIR}${path}`, content })),
    ];
  };
  const deletionsOf = (doc: CatalogueDocument) =>
    base ? unusedImageFiles(base, doc).map((name) => `${CATALOGUE_DIR}${name}`) : [];
  const baseDocument = input.committed
    ? input.committed.text
    : base
      ? documentText(base, base)
      : null;
  const rebase = catalogueRebase({
    base: baseDocument,
    mine: document,
    files: (doc) => filesOf(doc, base),
    deletions: deletionsOf,
  });
  return {
    document,
    files: filesOf(document, base),
    deletions: deletionsOf(document),
    baseDocument,
    rebase,
    uploads: Object.fromEntries(
      [...uploads].map(([source, { path }]) => [fingerprint(source), path]),
    ),
  };
}

/**
 * Every image of the folder the document names, read from the built site's copy of the folder
 * (`/catalogue/source/...`), for a download of the whole folder. Uploads are in `files` already.
 */
export async function folderImages(
  document: CatalogueDocument,
  have: ReadonlySet<string>,
  fetcher: typeof fetch = fetch,
): Promise<PublishFile[]> {
  const names = catalogueImages(document).filter(
    (name) => name.startsWith('images/') && !have.has(`${CATALOGUE_DIR}${name}`),
  );
  return Promise.all(
    names.map(async (name) => {
      const response = await fetcher(
        `/catalogue/source/${name.split('/').map(encodeURIComponent).join('/')}`,
      );
      if (!response.ok) throw new Error(`/catalogue/source/${name} answered ${response.status}`);
      return {
        path: `${CATALOGUE_DIR}${name}`,
        content: new Uint8Array(await response.arrayBuffer()),
      };
    }),
  );
}
