/**
 * The publish request for the owner's drafts: the working copy in the folder's form
 * (`catalogue/catalogue.json`, images named by their path in the folder), every uploaded image
 * written as a file under `catalogue/images/uploads/` instead of a data URL, the published
 * revision as the base the drafts started from, and the rebase for when someone else published
 * meanwhile (docs/publishing.md#drafts-and-publishing).
 */
import { catalogueImages, type WithImages } from '@/domain/catalogueImages';
import { serializeCatalogueDocument } from '@/domain/catalogueDocument';
import { dataUrlFile, toFolderDocument } from '@/domain/publishing';
import type { CatalogueDocument } from '@/domain/types';
import { catalogueRebase } from './catalogueRebase';
import { encoder, toHex } from './engine';
import { CATALOGUE_DIR, CATALOGUE_FILE, type PublishFile, type RebaseResult } from './types';

/** Where uploaded images go, relative to the catalogue folder. */
export const UPLOADS_DIR = 'images/uploads/';

export interface CatalogueFilesInput {
  /** The working copy. */
  working: WithImages;
  /** The published revision the drafts started from (its fallback slides are kept). */
  published: WithImages | undefined;
  /** The published revision's image names: folder path -> the address the site uses. */
  images: Record<string, string>;
  now: Date;
}

export interface CatalogueFiles {
  document: CatalogueDocument;
  /** catalogue/catalogue.json and every uploaded image the document names. */
  files: PublishFile[];
  /** The published catalogue in the folder's form, as text (null when unknown). */
  baseDocument: string | null;
  rebase(theirs: string): RebaseResult;
}

/** A short content hash names an uploaded image, so the same upload is one file. */
async function uploadName(bytes: Uint8Array<ArrayBuffer>, extension: string): Promise<string> {
  const digest = toHex(await crypto.subtle.digest('SHA-256', bytes));
  return `${UPLOADS_DIR}${digest.slice(0, 20)}.${extension}`;
}

export async function catalogueFiles(input: CatalogueFilesInput): Promise<CatalogueFiles> {
  const uploads = new Map<string, { path: string; content: Uint8Array }>();
  for (const source of catalogueImages(input.working)) {
    const file = dataUrlFile(source);
    if (file)
      uploads.set(source, {
        path: await uploadName(file.bytes, file.extension),
        content: file.bytes,
      });
  }
  const upload = (source: string) => uploads.get(source)?.path ?? source;
  const working: WithImages = input.published?.fallbackSliderItems
    ? { ...input.working, fallbackSliderItems: input.published.fallbackSliderItems }
    : input.working;
  const document = toFolderDocument(working, input.images, upload, input.now);
  const uploadFiles = new Map([...uploads.values()].map((u) => [u.path, u.content]));
  const filesOf = (doc: CatalogueDocument): PublishFile[] => {
    const named = new Set(catalogueImages(doc));
    return [
      { path: CATALOGUE_FILE, content: encoder.encode(serializeCatalogueDocument(doc)) },
      ...[...uploadFiles]
        .filter(([path]) => named.has(path))
        .map(([path, content]) => ({ path: `${CATALOGUE_DIR}${path}`, content })),
    ];
  };
  const baseDocument = input.published
    ? serializeCatalogueDocument(toFolderDocument(input.published, input.images, upload, input.now))
    : null;
  return {
    document,
    files: filesOf(document),
    baseDocument,
    rebase: catalogueRebase({ base: baseDocument, mine: document, files: filesOf }),
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
