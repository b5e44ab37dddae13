import { describe, expect, it } from 'vitest';
import {
  dataUrlFile,
  describeChange,
  previewBannerText,
  publishMessage,
  toFolderDocument,
  unpublishedChanges,
  unpublishedCountText,
  unpublishedDiff,
} from './publishing';
import type { CatalogueContent } from './views';
import { sampleCatalogue } from '@fixtures/catalogue';

const published = (): CatalogueContent =>
  JSON.parse(JSON.stringify(sampleCatalogue())) as CatalogueContent;

/** The published catalogue with three drafts: a product added, a price changed, one removed. */
function drafts() {
  const working = published();
  const [first, second] = working.products;
  working.products = working.products.filter((p) => p.id !== second!.id);
  first!.price = first!.price + 10;
  working.products.push({ ...structuredClone(first!), id: 9001, name: 'Draft Stool' });
  return { working, first: first!, second: second! };
}

describe('unpublished changes', () => {
  it('lists nothing for an untouched copy', () => {
    expect(unpublishedChanges(published(), published())).toEqual([]);
  });

  it('names each added, changed and removed product with its id', () => {
    const { working, first, second } = drafts();
    const lines = unpublishedChanges(published(), working).map(describeChange);
    expect(lines).toEqual([
      `Changed: ${first.name} (product ${first.id}): price`,
      'Added: Draft Stool (product 9001)',
      `Removed: ${second.name} (product ${second.id})`,
    ]);
  });

  it('names each changed, added and removed variant of a product (docs/requirements.md#variants)', () => {
    const working = published();
    const mirror = working.products.find((p) => p.id === 1)!;
    const [small, , medium] = mirror.variants!;
    small!.price = 139;
    medium!.moq = 30;
    medium!.availability = 'discontinued';
    mirror.variants = mirror.variants!.filter((v) => v.sku !== 'EH-MIR-001-60-OAK');
    mirror.variants.push({
      sku: 'EH-MIR-001-120-WAL',
      options: { Size: '120 cm', Frame: 'Walnut' },
    });
    mirror.options![0]!.values.push('120 cm');
    expect(unpublishedChanges(published(), working).map(describeChange)).toEqual([
      `Changed: ${mirror.name} (product 1): options, variant EH-MIR-001-60-WAL: price, variant EH-MIR-001-80-WAL: moq, availability, variant EH-MIR-001-120-WAL added, variant EH-MIR-001-60-OAK removed`,
    ]);
  });

  it('counts in words, singular for one', () => {
    expect(unpublishedCountText(1)).toBe('1 unpublished change');
    expect(unpublishedCountText(3)).toBe('3 unpublished changes');
    expect(previewBannerText(2)).toBe('You are previewing 2 unpublished changes');
  });

  it('writes a commit message listing the changes', () => {
    const { working } = drafts();
    const message = publishMessage(unpublishedDiff(published(), working));
    expect(message.split('\n')[0]).toMatch(/^Publish catalogue: 1 product added \(Draft Stool\)/);
    expect(message).toContain('Products:\n- Changed:');
    expect(message).toContain('- Added: Draft Stool (product 9001)');
  });
});

describe('the folder form', () => {
  it('names processed images by their folder path and uploads by the path given', () => {
    const content = published();
    const address =
      '/catalogue/img/products/a.jpg/abcdef012345/1200.webp#1200x900.' + '0'.repeat(54);
    const upload = 'data:image/webp;base64,AAEC';
    content.products[0]!.images = [address, upload, 'https://cdn.example.com/x.jpg'];
    const document = toFolderDocument(
      content,
      { 'images/products/a.jpg': address },
      () => 'images/uploads/1.webp',
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(document.products[0]!.images).toEqual([
      'images/products/a.jpg',
      'images/uploads/1.webp',
      'https://cdn.example.com/x.jpg',
    ]);
    expect(document.exportedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reads an uploaded image as bytes with its extension', () => {
    expect(dataUrlFile('data:image/jpeg;base64,AAEC')).toEqual({
      bytes: new Uint8Array([0, 1, 2]),
      extension: 'jpg',
    });
    expect(dataUrlFile('https://example.com/a.png')).toBeUndefined();
  });
});
