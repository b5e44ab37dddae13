/** Catalogues and publish requests for the publishing tests. */
import { buildCatalogueDocument, serializeCatalogueDocument } from '@/domain/catalogueDocument';
import type { CatalogueDocument, Product } from '@/domain/types';
import { sampleCatalogue } from '@fixtures/catalogue';
import { catalogueRebase } from '../catalogueRebase';
import { encoder } from '../engine';
import {
  CATALOGUE_FILE,
  type PublishFile,
  type PublishProgress,
  type PublishRequest,
} from '../types';

export const SOFA_IMAGE = 'catalogue/images/uploads/sofa.webp';
export const LAMP_IMAGE = 'catalogue/images/uploads/lamp.webp';

/** Bytes that stand for an image (not valid WebP; nothing here decodes them). */
export const imageBytes = (seed: number) =>
  Uint8Array.from({ length: 300 }, (_, i) => (i * seed) % 256);

/** The sample catalogue as a file would hold it, with `edit` applied. */
export function catalogue(edit?: (doc: CatalogueDocument) => void): CatalogueDocument {
  const doc = JSON.parse(
    JSON.stringify(buildCatalogueDocument(sampleCatalogue(), new Date('2025-03-07T10:00:00Z'))),
  ) as CatalogueDocument;
  edit?.(doc);
  return doc;
}

export const catalogueText = (doc: CatalogueDocument) => serializeCatalogueDocument(doc);

export const productOf = (doc: CatalogueDocument, id: number): Product =>
  doc.products.find((p) => p.id === id)!;

/** The repository's starting files: the sample catalogue and one image. */
export function initialFiles(): Record<string, string | Uint8Array> {
  return {
    [CATALOGUE_FILE]: catalogueText(catalogue()),
    [SOFA_IMAGE]: imageBytes(3),
    'README.md': 'The site\n',
  };
}

export interface RequestOptions {
  mine: CatalogueDocument;
  base?: CatalogueDocument | null;
  images?: Record<string, Uint8Array>;
  deletions?: string[];
  signal?: AbortSignal;
  message?: string;
  /** Sees each progress report as it happens (a test aborts at a chosen step). */
  watch?: (progress: PublishProgress) => void;
}

/** A publish request for `mine` drafted from `base`, recording its progress and rebases. */
export function publishRequest(options: RequestOptions) {
  const base = options.base === undefined ? catalogue() : options.base;
  const images = options.images ?? { [SOFA_IMAGE]: imageBytes(3) };
  const files = (doc: CatalogueDocument): PublishFile[] => [
    { path: CATALOGUE_FILE, content: encoder.encode(catalogueText(doc)) },
    ...Object.entries(images).map(([path, content]) => ({ path, content })),
  ];
  const progress: PublishProgress[] = [];
  const rebases: string[] = [];
  const rebase = catalogueRebase({
    base: base && catalogueText(base),
    mine: options.mine,
    files,
  });
  const request: PublishRequest = {
    files: files(options.mine),
    deletions: options.deletions ?? [],
    message: options.message ?? 'Publish catalogue',
    author: { name: 'Shop Owner', email: 'owner@example.com' },
    baseDocument: base && catalogueText(base),
    rebase: (theirs) => {
      rebases.push(theirs);
      return rebase(theirs);
    },
    ...(options.signal ? { signal: options.signal } : {}),
    onProgress: (p) => {
      progress.push(p);
      options.watch?.(p);
    },
  };
  return { request, progress, rebases };
}
