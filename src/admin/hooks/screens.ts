import { useAtomValue, useSetAtom } from 'jotai';
import {
  catalogueContentAtom,
  categoriesAtom,
  galleryAtom,
  productsAtom,
  siteSettingsAtom,
  sliderItemsAtom,
  socialLinksAtom,
} from '@/state';
import {
  addGalleryImageAtom,
  deleteCategoryAtom,
  deleteGalleryImageAtom,
  deleteProductAtom,
  deleteSliderItemAtom,
  moveSliderItemAtom,
  saveCategoryAtom,
  saveProductAtom,
  saveSiteSettingsAtom,
  saveSliderItemAtom,
  saveSocialLinksAtom,
  saveTradeTermsAtom,
} from '../state/actions';
import {
  applyProductCsvAtom,
  exportCatalogueAtom,
  importCatalogueAtom,
} from '../state/catalogueTransfer';

// One hook per admin screen: what it lists and the verbs it offers, so screens read no atoms.

/** Products with the categories and gallery the form offers. */
export function useProductsAdmin() {
  return {
    products: useAtomValue(productsAtom),
    categories: useAtomValue(categoriesAtom),
    gallery: useAtomValue(galleryAtom),
    save: useSetAtom(saveProductAtom),
    remove: useSetAtom(deleteProductAtom),
  };
}

/** Categories, with the products that use them (the delete question counts them). */
export function useCategoriesAdmin() {
  return {
    categories: useAtomValue(categoriesAtom),
    products: useAtomValue(productsAtom),
    save: useSetAtom(saveCategoryAtom),
    remove: useSetAtom(deleteCategoryAtom),
  };
}

/** The home slides in order. */
export function useSliderAdmin() {
  return {
    items: useAtomValue(sliderItemsAtom),
    save: useSetAtom(saveSliderItemAtom),
    remove: useSetAtom(deleteSliderItemAtom),
    move: useSetAtom(moveSliderItemAtom),
  };
}

/** The image gallery, newest first. */
export function useGalleryAdmin() {
  return {
    gallery: useAtomValue(galleryAtom),
    add: useSetAtom(addGalleryImageAtom),
    remove: useSetAtom(deleteGalleryImageAtom),
  };
}

/** The site settings. */
export function useSiteSettingsAdmin() {
  return {
    settings: useAtomValue(siteSettingsAtom),
    save: useSetAtom(saveSiteSettingsAtom),
    saveTradeTerms: useSetAtom(saveTradeTermsAtom),
  };
}

/** The seven social links. */
export function useSocialLinksAdmin() {
  return { links: useAtomValue(socialLinksAtom), save: useSetAtom(saveSocialLinksAtom) };
}

/** The whole catalogue as stored, and its export and import. */
export function useCatalogueTransfer() {
  return {
    content: useAtomValue(catalogueContentAtom),
    exportDocument: useSetAtom(exportCatalogueAtom),
    importDocument: useSetAtom(importCatalogueAtom),
  };
}

/** The products as stored, and the product CSV import's write. */
export function useProductCsv() {
  return { products: useAtomValue(productsAtom), apply: useSetAtom(applyProductCsvAtom) };
}
