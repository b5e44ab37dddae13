import { describe, expect, it } from 'vitest';
import type { CatalogueDocument } from '@/domain/types';
import { catalogueRebase, UNKNOWN_BASE_REASON } from './catalogueRebase';
import { encoder, textOf } from './engine';
import { catalogue, catalogueText, productOf } from './testing/fixtures';
import { CATALOGUE_FILE, type PublishFile } from './types';

const files = (doc: CatalogueDocument): PublishFile[] => [
  { path: CATALOGUE_FILE, content: encoder.encode(catalogueText(doc)) },
];

const mine = () => catalogue((doc) => (productOf(doc, 1).price = 5));

describe('catalogueRebase', () => {
  it("answers the files of mine's changes merged onto theirs", () => {
    const rebase = catalogueRebase({ base: catalogueText(catalogue()), mine: mine(), files });
    const theirs = catalogue((doc) => (productOf(doc, 2).name = 'Theirs'));
    const result = rebase(catalogueText(theirs));
    if (!('files' in result)) throw new Error('expected files');
    const merged = JSON.parse(textOf(result.files[0])!) as CatalogueDocument;
    expect(productOf(merged, 1).price).toBe(5);
    expect(productOf(merged, 2).name).toBe('Theirs');
    expect(result).not.toHaveProperty('deletions');
  });

  it('answers deletions for the merged catalogue when asked to', () => {
    const rebase = catalogueRebase({
      base: catalogueText(catalogue()),
      mine: mine(),
      files,
      deletions: (doc) => [`catalogue/images/${doc.products.length}.webp`],
    });
    const theirs = catalogue((doc) => doc.products.pop());
    expect(rebase(catalogueText(theirs))).toMatchObject({ deletions: ['catalogue/images/6.webp'] });
  });

  it('answers the conflicts of the merge', () => {
    const rebase = catalogueRebase({ base: catalogueText(catalogue()), mine: mine(), files });
    const theirs = catalogue((doc) => (productOf(doc, 1).price = 6));
    expect(rebase(catalogueText(theirs))).toEqual({
      conflicts: [
        {
          entity: 'products',
          id: 1,
          label: 'Aldana Round Wooden Wall Mirror',
          reason: 'changed here and in the repository',
          fields: ['price'],
        },
      ],
    });
  });

  it("answers a conflict when the repository's catalogue cannot be read", () => {
    const rebase = catalogueRebase({ base: null, mine: mine(), files });
    const result = rebase('{ not json');
    expect(result).toEqual({
      conflicts: [
        {
          entity: 'catalogue',
          id: CATALOGUE_FILE,
          label: CATALOGUE_FILE,
          reason: expect.stringMatching(
            /^the repository's catalogue cannot be read: The file is not valid JSON/,
          ),
        },
      ],
    });
  });

  it('without a known base, lists every difference for the owner to decide', () => {
    const rebase = catalogueRebase({ base: null, mine: mine(), files });
    const theirs = catalogue((doc) => (doc.siteSettings.siteName = 'Theirs'));
    expect(rebase(catalogueText(theirs))).toEqual({
      conflicts: [
        {
          entity: 'products',
          id: 1,
          label: 'Aldana Round Wooden Wall Mirror',
          reason: UNKNOWN_BASE_REASON,
        },
        { entity: 'siteSettings', id: 'siteName', label: 'Site name', reason: UNKNOWN_BASE_REASON },
      ],
    });
  });

  it('without a known base, publishes mine when the repository holds the same catalogue', () => {
    const rebase = catalogueRebase({ base: 'not a catalogue', mine: mine(), files });
    const same = { ...mine(), exportedAt: '2020-01-01T00:00:00.000Z' };
    const result = rebase(catalogueText(same));
    expect('files' in result && textOf(result.files[0])).toBe(catalogueText(mine()));
  });
});
