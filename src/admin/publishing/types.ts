import type { CatalogueConflict, CatalogueEntity } from '@/domain/catalogueMerge';

/** Where the catalogue document sits in the site's repository. */
export const CATALOGUE_FILE = 'catalogue/catalogue.json';

/** The folder publishing writes to; every path it is given lies under it. */
export const CATALOGUE_DIR = 'catalogue/';

/** One file to write, its path relative to the repository root. */
export interface PublishFile {
  /** E.g. 'catalogue/catalogue.json', 'catalogue/images/uploads/3fa2c1.webp'. */
  path: string;
  content: Uint8Array;
}

/**
 * Why a publish failed, so the screen can explain it:
 * - `auth`: the credentials were refused, lack a permission, or hit a rate limit;
 * - `not-found`: no such repository, or no such branch (the message says which);
 * - `conflict`: someone else published changes to the same entries (see `conflicts`), or the
 *   branch kept moving while this publish retried;
 * - `network`: the host could not be reached (offline, DNS, refused, CORS);
 * - `too-large`: the host refused a file or the request for its size;
 * - `rejected`: the host refused the change for a reason of its own (a protected branch, a
 *   hook, a validation rule), in the host's words;
 * - `timeout`: a step went past its time limit without progress (see `step`);
 * - `cancelled`: the caller aborted.
 */
export type PublishErrorKind =
  | 'auth'
  | 'not-found'
  | 'conflict'
  | 'network'
  | 'too-large'
  | 'rejected'
  | 'timeout'
  | 'cancelled';

/**
 * An entry both this browser and the repository changed, e.g. a product by id and name; entity
 * 'catalogue' when the repository's catalogue file itself cannot be read.
 */
export type PublishConflict = Omit<CatalogueConflict, 'entity'> & {
  entity: CatalogueEntity | 'catalogue';
};

export interface PublishError {
  kind: PublishErrorKind;
  /** A sentence for the owner; never holds a credential. */
  message: string;
  conflicts?: PublishConflict[];
  /** For a timeout: the step that ran out of time. */
  step?: PublishStep;
}

export type PublishStep =
  | 'preparing'
  | 'connecting'
  | 'fetching'
  | 'writing'
  | 'committing'
  | 'pushing'
  | 'retrying'
  | 'done';

export interface PublishProgress {
  step: PublishStep;
  done?: number;
  total?: number;
  detail?: string;
}

/** The owner's changes replayed onto the repository's newer catalogue. */
export type RebaseResult =
  | {
      files: PublishFile[];
      /** Replaces the request's deletions when given (an image theirs still uses stays). */
      deletions?: string[];
    }
  | { conflicts: PublishConflict[] };

export interface PublishRequest {
  /** The catalogue folder as the drafts describe it: `catalogue/catalogue.json` and images. */
  files: PublishFile[];
  /** Paths (under catalogue/) to delete, e.g. images no longer used. */
  deletions?: string[];
  /** The commit message. */
  message: string;
  author: { name: string; email: string };
  /** The text of catalogue/catalogue.json the drafts started from (null when unknown). */
  baseDocument: string | null;
  /**
   * Re-applies the owner's changes onto the repository's catalogue text `theirs`. Called
   * whenever the repository holds a catalogue that is neither `baseDocument` nor the one being
   * published (also when `baseDocument` is null), before writing and again after every
   * rejected push; always against the original base, so it may be called more than once.
   */
  rebase(theirs: string): RebaseResult;
  signal?: AbortSignal;
  onProgress?(progress: PublishProgress): void;
  /** Each step's time limit in milliseconds without progress (STEP_LIMITS by default). */
  limits?: Partial<Record<PublishStep, number>>;
}

/** A file the screen offers for download (the zip adapter's result). */
export interface PublishDownload {
  fileName: string;
  blob: Blob;
}

export type PublishResult =
  | {
      ok: true;
      /** The commit id, or for a zip a content hash of its entries. */
      revision: string;
      /** Where a person can look at the commit, when the host has such a page. */
      url?: string;
      /** True when the repository already held exactly these files: nothing was committed. */
      unchanged?: boolean;
      /** catalogue/catalogue.json as the repository now holds it (after any rebase). */
      catalogue?: string;
      download?: PublishDownload;
    }
  | { ok: false; error: PublishError };

export type PublisherKind = 'zip' | 'git' | 'github' | 'memory';

/** One way to publish. Resolves with every failure it can name; rejects only on a bug. */
export interface Publisher {
  readonly kind: PublisherKind;
  publish(request: PublishRequest): Promise<PublishResult>;
}
