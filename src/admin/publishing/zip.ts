/**
 * Publishing as a download: the catalogue folder as one .zip (fflate), to unpack at the root
 * of the site's repository and commit by hand. Needs no credentials and no host, so it is
 * always offered. The zip holds the whole folder; deletions do not apply (the owner replaces
 * the folder). Built synchronously: fflate's async mode starts workers from blob: addresses,
 * which the admin's Content-Security-Policy does not allow.
 */
import { zipSync, type Zippable } from 'fflate';
import { catalogueFileName } from '@/domain/catalogueDocument';
import { CANCELLED, checkPaths, encoder, toHex } from './engine';
import type { Publisher, PublishFile, PublishRequest, PublishResult } from './types';

export interface ZipPublisherOptions {
  /** The clock for the file's name and dates (tests pass a fixed one). */
  now?: () => Date;
}

/** Already-compressed images are stored as they are; text is deflated. */
const STORED = /\.(webp|jpe?g|png|gif|avif|zip|gz)$/i;

/**
 * A SHA-256 over the entries in path order (path, size, content), so the same files give the
 * same revision whatever the order they came in or the dates inside the zip.
 */
export async function entriesHash(files: readonly PublishFile[]): Promise<string> {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parts = sorted.flatMap((f) => [
    encoder.encode(`${f.path}\0${f.content.length}\0`),
    f.content,
  ]);
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return toHex(await crypto.subtle.digest('SHA-256', joined));
}

export function createZipPublisher(options: ZipPublisherOptions = {}): Publisher {
  const now = options.now ?? (() => new Date());
  return {
    kind: 'zip',
    async publish(request: PublishRequest): Promise<PublishResult> {
      const { files, signal, onProgress } = request;
      checkPaths(files.map((f) => f.path));
      if (signal?.aborted) return { ok: false, error: CANCELLED };
      onProgress?.({ step: 'preparing', done: 0, total: files.length });
      const date = now();
      const entries: Zippable = {};
      for (const file of files) {
        entries[file.path] = [file.content, { level: STORED.test(file.path) ? 0 : 6, mtime: date }];
      }
      const bytes = zipSync(entries);
      const revision = await entriesHash(files);
      if (signal?.aborted) return { ok: false, error: CANCELLED };
      onProgress?.({ step: 'done', done: files.length, total: files.length });
      const fileName = catalogueFileName(date).replace(/\.json$/, '.zip');
      return {
        ok: true,
        revision,
        download: { fileName, blob: new Blob([bytes], { type: 'application/zip' }) },
      };
    },
  };
}
