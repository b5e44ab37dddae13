import { describe, expect, it } from 'vitest';
import { buildCatalogueDocument } from './catalogueDocument';
import {
  countChanges,
  diffCatalogues,
  imageLabel,
  mergeCatalogues,
  sameValue,
  type CatalogueMergeResult,
} from './catalogueMerge';
import type { CatalogueDocument, Product, SiteSettings, SocialLinks } from './types';
import { sampleCatalogue } from '@fixtures/catalogue';

// Through JSON, as a file would be: the sample shares objects between entities (its social
// links, for one), and an edit to one must not reach the other.
const base = (): CatalogueDocument =>
  JSON.parse(
    JSON.stringify(buildCatalogueDocument(sampleCatalogue(), new Date('2025-03-07T10:00:00Z'))),
  ) as CatalogueDocument;

/** A copy of the base with `edit` applied: documents are plain JSON. */
function edited(edit: (doc: CatalogueDocument) => void): CatalogueDocument {
  const doc = base();
  edit(doc);
  return doc;
}

/** A copy of the base with site settings, the settings' own social links and the social links changed. */
function settingsEdited(
  settings: Partial<SiteSettings>,
  settingsLinks: Partial<SocialLinks>,
  links: Partial<SocialLinks>,
): CatalogueDocument {
  return edited((doc) => {
    Object.assign(doc.siteSettings, settings);
    Object.assign(doc.siteSettings.socialLinks, settingsLinks);
    Object.assign(doc.socialLinks, links);
  });
}

const product = (doc: CatalogueDocument, id: number) => doc.products.find((p) => p.id === id)!;

const template = product(base(), 1);

function newProduct(id: number, name: string): Product {
  return { ...structuredClone(template), id, name };
}

function merged(result: CatalogueMergeResult): CatalogueDocument {
  if (!result.ok) throw new Error(`unexpected conflicts: ${JSON.stringify(result.conflicts)}`);
  return result.document;
}

function conflictsOf(result: CatalogueMergeResult) {
  if (result.ok) throw new Error('expected conflicts');
  return result.conflicts;
}

describe('sameValue', () => {
  it('compares JSON structurally, ignoring key order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});

describe('imageLabel', () => {
  it('names an image by its file, or by its kind when uploaded without a name', () => {
    expect(imageLabel('catalogue/images/uploads/3fa2c1.webp')).toBe('3fa2c1.webp');
    expect(imageLabel('https://cdn.example.com/a/b/photo.jpg?w=300#x')).toBe('photo.jpg');
    expect(imageLabel('data:image/png;base64,iVBORw0KGgo=')).toBe('uploaded PNG image');
    expect(imageLabel(`https://x.example/${'n'.repeat(80)}`)).toHaveLength(60);
  });
});

describe('diffCatalogues', () => {
  it('finds nothing between equal catalogues', () => {
    const diff = diffCatalogues(base(), base());
    expect(countChanges(diff)).toBe(0);
  });

  it('lists added, changed and removed entries with ids, labels and changed fields', () => {
    const next = edited((doc) => {
      product(doc, 3).price = 999;
      product(doc, 3).tags = ['Sale'];
      doc.products = doc.products.filter((p) => p.id !== 5);
      doc.products.push(newProduct(8, 'Oak Table'));
      doc.categories[1]!.name = 'Wall Mirrors';
      doc.sliderItems.push({ ...doc.sliderItems[0]!, id: '99', caption: 'Spring sale' });
      doc.inspirations.shift();
    });
    const diff = diffCatalogues(base(), next);
    expect(diff.products).toEqual([
      {
        entity: 'products',
        kind: 'changed',
        id: 3,
        label: 'Oslo Oak Dining Table Set with Six Chairs',
        fields: ['price', 'tags'],
      },
      { entity: 'products', kind: 'added', id: 8, label: 'Oak Table' },
      {
        entity: 'products',
        kind: 'removed',
        id: 5,
        label: 'Serene Stonewashed Linen Bedding Set',
      },
    ]);
    expect(diff.categories).toEqual([
      {
        entity: 'categories',
        kind: 'changed',
        id: 'mirrors',
        label: 'Wall Mirrors',
        fields: ['name'],
      },
    ]);
    expect(diff.sliderItems).toEqual([
      { entity: 'sliderItems', kind: 'added', id: '99', label: 'Spring sale' },
    ]);
    expect(diff.inspirations).toEqual([
      {
        entity: 'inspirations',
        kind: 'removed',
        id: 'living-warm-minimal',
        label: 'Warm Minimal Living Room',
      },
    ]);
    expect(countChanges(diff)).toBe(6);
  });

  it('tells a reordered list apart from changed entries', () => {
    const next = edited((doc) => (doc.sliderItems = doc.sliderItems.toReversed()));
    expect(diffCatalogues(base(), next).sliderItems).toEqual([
      {
        entity: 'sliderItems',
        kind: 'reordered',
        id: 'sliderItems',
        label: 'Order of Slider items',
      },
    ]);
  });

  it('compares the gallery by value', () => {
    const next = edited((doc) => {
      doc.gallery.splice(1, 1);
      doc.gallery.unshift('catalogue/images/uploads/new.webp');
    });
    const diff = diffCatalogues(base(), next);
    expect(diff.gallery.map((c) => [c.kind, c.label])).toEqual([
      ['added', 'new.webp'],
      ['removed', imageLabel(base().gallery[1]!)],
    ]);
  });

  it('lists settings and social links field by field, nested links with their platform', () => {
    const next = settingsEdited(
      { contactEmail: 'sales@example.com' },
      { facebook: 'https://facebook.com/elife' },
      { tiktok: 'https://tiktok.com/@elife' },
    );
    const diff = diffCatalogues(base(), next);
    expect(diff.siteSettings).toEqual([
      { entity: 'siteSettings', kind: 'changed', id: 'contactEmail', label: 'Contact email' },
      {
        entity: 'siteSettings',
        kind: 'changed',
        id: 'socialLinks.facebook',
        label: 'Social links: Facebook',
      },
    ]);
    expect(diff.socialLinks).toEqual([
      { entity: 'socialLinks', kind: 'changed', id: 'tiktok', label: 'TikTok' },
    ]);
  });

  it('falls back to the id for an entry without a name', () => {
    const next = edited((doc) =>
      doc.sliderItems.push({ ...doc.sliderItems[0]!, id: '7', caption: ' ' }),
    );
    expect(diffCatalogues(base(), next).sliderItems[0]!.label).toBe('Slide 7');
  });
});

describe('mergeCatalogues', () => {
  it('keeps theirs when mine did not change anything', () => {
    const theirs = edited((doc) => (product(doc, 2).price = 10));
    expect(merged(mergeCatalogues(base(), base(), theirs))).toEqual(theirs);
  });

  it('keeps mine when theirs did not change anything', () => {
    const mine = edited((doc) => (product(doc, 2).price = 10));
    expect(merged(mergeCatalogues(base(), mine, base()))).toEqual(mine);
  });

  it("keeps the repository's fallback slides, which no browser edits", () => {
    const slides = structuredClone(base().sliderItems);
    const theirs = { ...base(), fallbackSliderItems: slides };
    const mine = edited((doc) => (product(doc, 2).price = 10));
    expect(merged(mergeCatalogues(base(), mine, theirs)).fallbackSliderItems).toEqual(slides);
  });

  it('applies changes to different entries from both sides', () => {
    const mine = edited((doc) => (product(doc, 1).name = 'Mine'));
    const theirs = edited((doc) => (product(doc, 2).name = 'Theirs'));
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(product(doc, 1).name).toBe('Mine');
    expect(product(doc, 2).name).toBe('Theirs');
    expect(doc.products.map((p) => p.id)).toEqual(base().products.map((p) => p.id));
  });

  it('merges different fields of the same entry', () => {
    const mine = edited((doc) => (product(doc, 1).price = 11));
    const theirs = edited((doc) => (product(doc, 1).description = 'New words'));
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(product(doc, 1)).toMatchObject({ price: 11, description: 'New words' });
  });

  it('accepts the same change made on both sides', () => {
    const mine = edited((doc) => (product(doc, 1).price = 11));
    expect(merged(mergeCatalogues(base(), mine, mine))).toEqual(mine);
  });

  it('reports one field changed differently on both sides, naming the entry', () => {
    const mine = edited((doc) => {
      product(doc, 3).price = 100;
      product(doc, 3).name = 'Oak Table';
    });
    const theirs = edited((doc) => (product(doc, 3).price = 200));
    expect(conflictsOf(mergeCatalogues(base(), mine, theirs))).toEqual([
      {
        entity: 'products',
        id: 3,
        label: 'Oak Table',
        reason: 'changed here and in the repository',
        fields: ['price'],
      },
    ]);
  });

  it('reports an entry changed on one side and removed on the other, both ways', () => {
    const changed = edited((doc) => (product(doc, 4).price = 1));
    const removed = edited((doc) => (doc.products = doc.products.filter((p) => p.id !== 4)));
    const label = 'Harbor Three-Seater Linen Sofa';
    expect(conflictsOf(mergeCatalogues(base(), changed, removed))).toEqual([
      { entity: 'products', id: 4, label, reason: 'changed here, removed in the repository' },
    ]);
    expect(conflictsOf(mergeCatalogues(base(), removed, changed))).toEqual([
      { entity: 'products', id: 4, label, reason: 'removed here, changed in the repository' },
    ]);
  });

  it('removes an entry removed on one side and untouched on the other', () => {
    const removed = edited(
      (doc) => (doc.categories = doc.categories.filter((c) => c.id !== 'decor')),
    );
    const other = edited((doc) => (doc.categories[1]!.name = 'Looking glasses'));
    for (const doc of [
      merged(mergeCatalogues(base(), removed, other)),
      merged(mergeCatalogues(base(), other, removed)),
    ]) {
      expect(doc.categories.map((c) => c.id)).not.toContain('decor');
      expect(doc.categories[1]!.name).toBe('Looking glasses');
    }
  });

  it('accepts an entry removed on both sides', () => {
    const removed = edited((doc) => doc.inspirations.pop());
    expect(merged(mergeCatalogues(base(), removed, removed)).inspirations).toEqual(
      removed.inspirations,
    );
  });

  it('keeps additions from both sides, theirs first where both appended', () => {
    const mine = edited((doc) => doc.products.push(newProduct(8, 'Mine')));
    const theirs = edited((doc) => doc.products.push(newProduct(9, 'Theirs')));
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 8]);
  });

  it('places an addition after the entry it followed', () => {
    const mine = edited((doc) =>
      doc.sliderItems.splice(1, 0, { ...doc.sliderItems[0]!, id: 'new', caption: 'New' }),
    );
    const theirs = edited((doc) => (doc.sliderItems[2]!.caption = 'Changed'));
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.sliderItems.map((s) => s.id)).toEqual(['1', 'new', '2', '3']);
    expect(doc.sliderItems[3]!.caption).toBe('Changed');
  });

  it('reports the same id added with different content on both sides', () => {
    const mine = edited((doc) => doc.products.push(newProduct(8, 'Lamp')));
    const theirs = edited((doc) => doc.products.push(newProduct(8, 'Chair')));
    expect(conflictsOf(mergeCatalogues(base(), mine, theirs))).toEqual([
      {
        entity: 'products',
        id: 8,
        label: 'Lamp',
        reason: 'added here and in the repository with different content',
      },
    ]);
  });

  it("keeps mine's order when only mine reordered, with theirs' additions in place", () => {
    const mine = edited((doc) => (doc.sliderItems = doc.sliderItems.toReversed()));
    const theirs = edited((doc) =>
      doc.sliderItems.push({ ...doc.sliderItems[0]!, id: '4', caption: 'Fourth' }),
    );
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.sliderItems.map((s) => s.id)).toEqual(['3', '4', '2', '1']);
  });

  it("keeps theirs' order when only theirs reordered", () => {
    const mine = edited((doc) => (doc.sliderItems[0]!.caption = 'Mine'));
    const theirs = edited((doc) => (doc.sliderItems = doc.sliderItems.toReversed()));
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.sliderItems.map((s) => s.id)).toEqual(['3', '2', '1']);
    expect(doc.sliderItems[2]!.caption).toBe('Mine');
  });

  it('reports a list both sides reordered differently', () => {
    const mine = edited((doc) => (doc.sliderItems = doc.sliderItems.toReversed()));
    const theirs = edited((doc) => doc.sliderItems.push(doc.sliderItems.shift()!));
    expect(conflictsOf(mergeCatalogues(base(), mine, theirs))).toEqual([
      {
        entity: 'sliderItems',
        id: 'sliderItems',
        label: 'Order of Slider items',
        reason: 'reordered here and in the repository',
      },
    ]);
  });

  it('merges the gallery by value: additions and removals from both sides', () => {
    const [first, second] = base().gallery;
    const mine = edited((doc) => {
      doc.gallery.unshift('mine.webp');
      doc.gallery.splice(doc.gallery.indexOf(first!), 1);
    });
    const theirs = edited((doc) => {
      doc.gallery.unshift('theirs.webp');
      doc.gallery.splice(doc.gallery.indexOf(second!), 1);
    });
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.gallery.slice(0, 2).sort()).toEqual(['mine.webp', 'theirs.webp']);
    expect(doc.gallery).not.toContain(first);
    expect(doc.gallery).not.toContain(second);
    expect(doc.gallery).toHaveLength(base().gallery.length);
  });

  it('merges site settings and social links field by field, nested links too', () => {
    const mine = settingsEdited(
      { siteName: 'Mine' },
      { facebook: 'https://facebook.com/mine' },
      { youtube: 'https://youtube.com/mine' },
    );
    const theirs = settingsEdited(
      { contactPhone: '+1 555 0100' },
      { instagram: 'https://instagram.com/theirs' },
      { pinterest: 'https://pinterest.com/theirs' },
    );
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(doc.siteSettings).toMatchObject({ siteName: 'Mine', contactPhone: '+1 555 0100' });
    expect(doc.siteSettings.socialLinks).toMatchObject({
      facebook: 'https://facebook.com/mine',
      instagram: 'https://instagram.com/theirs',
    });
    expect(doc.socialLinks).toMatchObject({
      youtube: 'https://youtube.com/mine',
      pinterest: 'https://pinterest.com/theirs',
    });
  });

  it('reports settings fields both sides changed differently, nested ones by path', () => {
    // Both sides make the same three edits, each with its own value.
    const side = (who: string) =>
      settingsEdited(
        { contactEmail: `${who}@example.com` },
        { facebook: `https://facebook.com/${who}` },
        { linkedin: `https://linkedin.com/${who}` },
      );
    const [mine, theirs] = [side('a'), side('b')];
    const reason = 'changed here and in the repository';
    expect(conflictsOf(mergeCatalogues(base(), mine, theirs))).toEqual([
      { entity: 'siteSettings', id: 'contactEmail', label: 'Contact email', reason },
      {
        entity: 'siteSettings',
        id: 'socialLinks.facebook',
        label: 'Social links: Facebook',
        reason,
      },
      { entity: 'socialLinks', id: 'linkedin', label: 'LinkedIn', reason },
    ]);
  });

  it("keeps mine's header and lists every conflict of every entity at once", () => {
    const mine = edited((doc) => {
      doc.exportedAt = '2025-04-01T00:00:00.000Z';
      product(doc, 1).price = 1;
      doc.categories[2]!.name = 'A';
    });
    const theirs = edited((doc) => {
      product(doc, 1).price = 2;
      doc.categories[2]!.name = 'B';
    });
    const conflicts = conflictsOf(mergeCatalogues(base(), mine, theirs));
    expect(conflicts.map((c) => `${c.entity}:${c.id}`)).toEqual([
      'products:1',
      'categories:furniture',
    ]);
    const clean = merged(mergeCatalogues(base(), mine, base()));
    expect(clean.exportedAt).toBe('2025-04-01T00:00:00.000Z');
  });

  it('keeps a field one side added to an entry (a newer schema) and drops one it removed', () => {
    const mine = edited(
      (doc) => ((product(doc, 1) as unknown as Record<string, unknown>).sku = 'A-1'),
    );
    const theirs = edited((doc) => delete (product(doc, 2) as Partial<Product>).tags);
    const doc = merged(mergeCatalogues(base(), mine, theirs));
    expect(product(doc, 1)).toMatchObject({ sku: 'A-1' });
    expect(product(doc, 2)).not.toHaveProperty('tags');
  });

  it('merges a 5,000-product catalogue', () => {
    const many = (doc: CatalogueDocument) => {
      doc.products = Array.from({ length: 5000 }, (_, i) => newProduct(i + 1, `P${i + 1}`));
    };
    const big = edited(many);
    const mine = edited((doc) => {
      many(doc);
      doc.products[10]!.price = 1;
    });
    const theirs = edited((doc) => {
      many(doc);
      doc.products[4000]!.price = 2;
      doc.products.push(newProduct(5001, 'New'));
    });
    const doc = merged(mergeCatalogues(big, mine, theirs));
    expect(doc.products).toHaveLength(5001);
    expect(doc.products[10]!.price).toBe(1);
    expect(doc.products[4000]!.price).toBe(2);
  });
});
