import { describe, expect, it } from 'vitest';
import { parseCatalogueDocument, serializeCatalogueDocument } from '@/domain/catalogueDocument';
import type { CatalogueContent } from '@/domain/views';
import { sampleCatalogue } from '@fixtures/catalogue';
import { catalogueFiles } from './catalogueFiles';
import { CATALOGUE_FILE } from './types';

const ADDRESS = `/catalogue/img/products/a.jpg/abcdef012345/1200.webp#1200x900.${'0'.repeat(54)}`;
const UPLOAD = 'data:image/webp;base64,UklGRgABAgM=';
const NOW = new Date('2026-11-25T12:00:00Z');

function published(): CatalogueContent {
  const content = JSON.parse(JSON.stringify(sampleCatalogue())) as CatalogueContent;
  content.products[0]!.images = [ADDRESS];
  return content;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('catalogueFiles', () => {
  it('writes the document in the folder form and each upload once as a file', async () => {
    const working = published();
    working.products[0]!.images = [ADDRESS, UPLOAD];
    working.gallery = [UPLOAD, ...working.gallery];
    const result = await catalogueFiles({
      working,
      published: published(),
      images: { 'images/products/a.jpg': ADDRESS },
      now: NOW,
    });
    const paths = result.files.map((f) => f.path);
    expect(paths[0]).toBe(CATALOGUE_FILE);
    expect(paths).toHaveLength(2);
    expect(paths[1]).toMatch(/^catalogue\/images\/uploads\/[0-9a-f]{20}\.webp$/);
    const upload = paths[1]!.replace('catalogue/', '');
    expect(result.document.products[0]!.images).toEqual(['images/products/a.jpg', upload]);
    expect(result.document.gallery[0]).toBe(upload);
    expect(text(result.files[0]!.content)).not.toContain('data:');
    expect(parseCatalogueDocument(text(result.files[0]!.content)).ok).toBe(true);
  });

  it('replays the drafts onto a repository that changed another entry', async () => {
    const working = published();
    working.products[0]!.price = 1234;
    const result = await catalogueFiles({
      working,
      published: published(),
      images: { 'images/products/a.jpg': ADDRESS },
      now: NOW,
    });
    const theirs = parseCatalogueDocument(result.baseDocument!);
    if (!theirs.ok) throw new Error(theirs.error);
    theirs.document.products[1]!.name = 'Renamed there';
    const rebased = result.rebase(serializeCatalogueDocument(theirs.document));
    if ('conflicts' in rebased) throw new Error('unexpected conflicts');
    const merged = JSON.parse(text(rebased.files[0]!.content)) as CatalogueContent;
    expect(merged.products[0]!.price).toBe(1234);
    expect(merged.products[1]!.name).toBe('Renamed there');

    theirs.document.products[0]!.price = 1;
    const clash = result.rebase(serializeCatalogueDocument(theirs.document));
    expect(clash).toEqual({
      conflicts: [expect.objectContaining({ entity: 'products', id: working.products[0]!.id })],
    });
  });
});
