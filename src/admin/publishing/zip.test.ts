import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encoder } from './engine';
import { imageBytes, LAMP_IMAGE, SOFA_IMAGE } from './testing/fixtures';
import type { PublishRequest, PublishResult } from './types';
import { createZipPublisher, entriesHash } from './zip';

const CATALOGUE = 'catalogue/catalogue.json';
const files = () => [
  {
    path: CATALOGUE,
    content: encoder.encode(`${JSON.stringify({ products: [] }, null, 2)}\n`.repeat(20)),
  },
  { path: SOFA_IMAGE, content: imageBytes(3) },
  { path: LAMP_IMAGE, content: imageBytes(5) },
];

function request(overrides: Partial<PublishRequest> = {}): PublishRequest {
  return {
    files: files(),
    message: 'Publish',
    author: { name: 'Owner', email: 'owner@example.com' },
    baseDocument: null,
    rebase: () => {
      throw new Error('a zip never rebases');
    },
    ...overrides,
  };
}

const now = () => new Date(2025, 2, 7, 12, 0);

async function download(result: PublishResult) {
  if (!result.ok || !result.download) throw new Error('expected a download');
  return { ...result.download, bytes: new Uint8Array(await result.download.blob.arrayBuffer()) };
}

describe('the zip publisher', () => {
  it('offers the catalogue folder as a dated .zip holding every file at its path', async () => {
    const result = await createZipPublisher({ now }).publish(request());
    const zip = await download(result);
    expect(zip.fileName).toBe('elifehome-catalogue-2025-03-07.zip');
    expect(zip.blob.type).toBe('application/zip');
    const methods: Record<string, number> = {};
    const entries = unzipSync(zip.bytes, {
      filter: (file) => {
        methods[file.name] = file.compression;
        return true;
      },
    });
    expect(entries).toEqual(Object.fromEntries(files().map((f) => [f.path, f.content])));
    // Text is deflated (8); images, compressed already, are stored (0).
    expect(methods).toEqual({ [CATALOGUE]: 8, [SOFA_IMAGE]: 0, [LAMP_IMAGE]: 0 });
  });

  it('names the revision by the entries: same files in any order, same revision', async () => {
    const publisher = createZipPublisher({ now });
    const first = await publisher.publish(request());
    const reordered = await publisher.publish(request({ files: files().toReversed() }));
    const changed = await publisher.publish(
      request({ files: [...files().slice(0, 2), { path: LAMP_IMAGE, content: imageBytes(6) }] }),
    );
    expect(first.ok && first.revision).toMatch(/^[0-9a-f]{64}$/);
    expect(reordered.ok && reordered.revision).toBe(first.ok && first.revision);
    expect(changed.ok && changed.revision).not.toBe(first.ok && first.revision);
    expect(first.ok && first.revision).toBe(await entriesHash(files()));
  });

  it('reports preparing, then done', async () => {
    const steps: string[] = [];
    await createZipPublisher({ now }).publish(request({ onProgress: (p) => steps.push(p.step) }));
    expect(steps).toEqual(['preparing', 'done']);
  });

  it('answers cancelled when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await createZipPublisher().publish(request({ signal: controller.signal }));
    expect(result).toEqual({
      ok: false,
      error: { kind: 'cancelled', message: 'Publishing was cancelled.' },
    });
  });
});
