import { atom } from 'jotai';
import { buildCatalogueDocument } from '@/domain/catalogueDocument';
import type { CatalogueDocument } from '@/domain/types';
import { catalogueContentAtom, persistedEntities } from '@/state';
import { applyProductCsvChanges, type CsvProductChange } from '../domain/productCsv';
import { write, type AdminWrite } from './actions';

// Export and import of the whole catalogue as one document, side by side: what one writes the
// other reads.
const { products, categories, sliderItems, inspirations, gallery, siteSettings, socialLinks } =
  persistedEntities;

/** The export document of the catalogue as stored, stamped with `now`. */
export const exportCatalogueAtom = atom(null, (get, _set, now: Date): CatalogueDocument =>
  buildCatalogueDocument(get(catalogueContentAtom), now),
);

/** Writes every entity of a checked catalogue document; answers where each went. */
export const importCatalogueAtom = atom(null, (_get, set, doc: CatalogueDocument): AdminWrite[] => [
  write(set, products, doc.products),
  write(set, categories, doc.categories),
  write(set, sliderItems, doc.sliderItems),
  write(set, inspirations, doc.inspirations),
  write(set, socialLinks, doc.socialLinks),
  write(set, siteSettings, doc.siteSettings),
  write(set, gallery, doc.gallery),
]);
importCatalogueAtom.debugLabel = 'importCatalogue';

/**
 * Writes a product CSV import's changes (docs/requirements.md#product-csv) onto the freshest
 * stored products, by id; every other product and field stays as stored.
 */
export const applyProductCsvAtom = atom(
  null,
  (get, set, changes: readonly Pick<CsvProductChange, 'id' | 'update'>[]): AdminWrite =>
    write(set, products, applyProductCsvChanges(products.fresh(get), changes)),
);
applyProductCsvAtom.debugLabel = 'applyProductCsv';
