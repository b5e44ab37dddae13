import { describe, expect, it } from 'vitest';
import { parseCatalogueDocument } from '@/domain/catalogueDocument';
import { changesAgainstCommitted, describeChange } from '@/domain/publishing';
import type { CatalogueContent } from '@/domain/views';
import { publishedSample } from '@/test/publishedSample';
import { catalogueFiles } from './catalogueFiles';
import { CATALOGUE_FILE } from './types';

const NOW = new Date('2026-11-25T12:00:00Z');
const UPLOAD = 'data:image/webp;name=Harbour%20Stool.JPG;base64,UklGRgABAgM=';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The published sample and a working copy loaded from it. */
function loaded() {
  const sample = publishedSample();
  // As a browser stores it: the fallback slides are never part of the working copy.
  const { fallbackSliderItems: _slides, ...working } = structuredClone(sample.site);
  return { ...sample, working };
}

async function filesFor(working: CatalogueContent, sample = publishedSample()) {
  return catalogueFiles({ working, published: sample.site, images: sample.images, now: NOW });
}

/** The lines of `after` that differ from `before` (both the same length). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')];
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe('catalogueFiles', () => {
  it('writes the published catalogue back exactly as the repository holds it', async () => {
    const { working, text: committed } = loaded();
    const result = await filesFor(working);
    expect(result.files.map((f) => f.path)).toEqual([CATALOGUE_FILE]);
    expect(text(result.files[0]!.content)).toBe(committed);
    expect(result.baseDocument).toBe(committed);
    expect(result.deletions).toEqual([]);
  });

  it('one price change is one changed line of catalogue.json and nothing else', async () => {
    const { working, text: committed } = loaded();
    working.products[0]!.price = 177.5;
    const result = await filesFor(working);
    expect(result.files.map((f) => f.path)).toEqual([CATALOGUE_FILE]);
    expect(changedLines(committed, text(result.files[0]!.content))).toEqual([
      '      "price": 177.5,',
    ]);
    expect(result.deletions).toEqual([]);
  });

  it('a product with an upload is that entry and one image file named after the upload', async () => {
    const { working } = loaded();
    // The mirror's variants would share its SKUs: the new product is sold as one.
    const {
      options: _options,
      variants: _variants,
      ...template
    } = structuredClone(working.products[0]!);
    working.products.push({
      ...template,
      id: 8,
      name: 'Harbour Stool',
      sku: 'EH-ST-8',
      images: [UPLOAD],
    });
    working.gallery = [UPLOAD, ...working.gallery];
    const result = await filesFor(working);
    const paths = result.files.map((f) => f.path);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toBe(CATALOGUE_FILE);
    expect(paths[1]).toMatch(/^catalogue\/images\/uploads\/harbour-stool-[0-9a-f]{12}\.webp$/);
    const upload = paths[1]!.replace('catalogue/', '');
    expect(result.document.products[7]!.images).toEqual([upload]);
    expect(result.document.gallery[0]).toBe(upload);
    const json = text(result.files[0]!.content);
    expect(json).not.toContain('data:');
    expect(json).not.toContain('exportedAt');
    expect(parseCatalogueDocument(json).ok).toBe(true);
  });

  it('after a publish the host has not built yet, the next one starts from what was committed', async () => {
    const { working, site, images } = loaded();
    const template = structuredClone(working.products[0]!);
    working.products.push({ ...template, id: 8, name: 'Stool', sku: 'EH-ST-8', images: [UPLOAD] });
    working.gallery = [UPLOAD, ...working.gallery];
    const first = await filesFor(working);
    const committed = { text: text(first.files[0]!.content), uploads: first.uploads };
    // The site still serves the older revision; the owner changes one price.
    working.products[0]!.price = 177.5;
    expect(
      changesAgainstCommitted(JSON.parse(committed.text), working, images, committed.uploads).map(
        describeChange,
      ),
    ).toEqual(['Changed: Aldana Round Wooden Wall Mirror (product 1): Price: $189.99 → $177.50']);
    const second = await catalogueFiles({ working, published: site, images, committed, now: NOW });
    expect(second.baseDocument).toBe(committed.text);
    expect(changedLines(committed.text, text(second.files[0]!.content))).toEqual([
      '      "price": 177.5,',
    ]);
    expect(second.deletions).toEqual([]);
  });

  it('deletes the folder images the catalogue no longer uses', async () => {
    const { working } = loaded();
    working.products = working.products.filter((p) => p.id !== 2);
    working.gallery = working.gallery.slice(1);
    const result = await filesFor(working);
    expect(result.deletions).toEqual([
      'catalogue/images/products/lumen-arc-floor-lamp-1.jpg',
      'catalogue/images/products/lumen-arc-floor-lamp-2.jpg',
      'catalogue/images/gallery/gallery-1-velvet-chair.jpg',
    ]);
  });

  it('replays the drafts onto a repository that changed another entry', async () => {
    const { working } = loaded();
    working.products[0]!.price = 1234;
    working.products = working.products.filter((p) => p.id !== 2);
    const result = await filesFor(working);
    const theirs = parseCatalogueDocument(result.baseDocument!);
    if (!theirs.ok) throw new Error(theirs.error);
    theirs.document.products[2]!.name = 'Renamed there';
    // They also put one of the lamp's images on another product: it stays.
    theirs.document.products[3]!.images.push('images/products/lumen-arc-floor-lamp-2.jpg');
    const rebased = result.rebase(JSON.stringify(theirs.document));
    if ('conflicts' in rebased) throw new Error('unexpected conflicts');
    const merged = JSON.parse(text(rebased.files[0]!.content)) as CatalogueContent;
    expect(merged.products[0]!.price).toBe(1234);
    expect(merged.products[1]!.name).toBe('Renamed there');
    expect(rebased.deletions).toEqual(['catalogue/images/products/lumen-arc-floor-lamp-1.jpg']);

    theirs.document.products[0]!.price = 1;
    const clash = result.rebase(JSON.stringify(theirs.document));
    expect(clash).toEqual({
      conflicts: [expect.objectContaining({ entity: 'products', id: working.products[0]!.id })],
    });
  });
});
