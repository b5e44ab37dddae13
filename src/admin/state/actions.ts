import { atom } from 'jotai';
import { nextProductId } from '@/domain/ids';
import { mergeGallery } from '@/domain/normalize';
import type { CatalogueDocument, Category, Product, SliderItem } from '@/domain/types';
import { categoryFromDraft, moveItem, type CategoryDraft } from '@/admin/domain/forms';
import type { WriteTarget } from '@/storage';
import {
  catalogueStores,
  categoriesAtom,
  galleryAtom,
  inspirationsAtom,
  productsAtom,
  sliderItemsAtom,
} from '@/state/catalogue';
import { siteSettingsAtom, socialLinksAtom } from '@/state/site';
import { storageAtom } from '@/state/storage';

// The owner's actions. Only the admin chunk imports this module (never through the
// '@/state' barrel), so visitors do not download the admin's validation rules.
const { products, categories, sliderItems, gallery } = catalogueStores;

export interface SaveResult<T> {
  target: WriteTarget;
  value: T;
  created: boolean;
}

/** Adds or replaces a product (a new one gets the highest id + 1) and absorbs its images into the gallery. */
export const saveProductAtom = atom(
  null,
  (get, set, input: Omit<Product, 'id'> & { id?: number }): SaveResult<Product> => {
    const adapter = get(storageAtom);
    const current = products.readFresh(adapter);
    const created = input.id === undefined || !current.some((p) => p.id === input.id);
    const product: Product = { ...input, id: input.id ?? nextProductId(current) };
    const next = created
      ? [...current, product]
      : current.map((p) => (p.id === product.id ? product : p));
    const target = set(productsAtom, next);
    // The gallery is derived data: it is only worth saving beside a product that was saved,
    // and a refusal is not worth a second prompt (the next save rebuilds it).
    const stored = gallery.readFresh(adapter);
    const merged = mergeGallery(stored, next);
    if (target !== 'manual' && merged.length !== stored.length) {
      set(galleryAtom, merged, { quiet: true });
    }
    return { target, value: product, created };
  },
);

/** Deletes a product; returns where the shortened list was saved. */
export const deleteProductAtom = atom(null, (get, set, id: number): WriteTarget => {
  const current = products.readFresh(get(storageAtom));
  return set(
    productsAtom,
    current.filter((p) => p.id !== id),
  );
});

/** Adds or updates a category from the form draft, deriving ids per SPEC §3. */
export const saveCategoryAtom = atom(
  null,
  (get, set, draft: CategoryDraft): SaveResult<Category> => {
    const current = categories.readFresh(get(storageAtom));
    const created = !draft.id || !current.some((c) => c.id === draft.id);
    const otherIds = current.filter((c) => c.id !== draft.id).map((c) => c.id);
    const category = categoryFromDraft(draft, otherIds);
    const next = created
      ? [...current, category]
      : current.map((c) => (c.id === category.id ? category : c));
    return { target: set(categoriesAtom, next), value: category, created };
  },
);

/** Deletes a category ('all' is refused before this is called). */
export const deleteCategoryAtom = atom(null, (get, set, id: string): WriteTarget => {
  const current = categories.readFresh(get(storageAtom));
  return set(
    categoriesAtom,
    current.filter((c) => c.id !== id),
  );
});

/** Adds (id = timestamp) or replaces a slider item. */
export const saveSliderItemAtom = atom(
  null,
  (get, set, input: Omit<SliderItem, 'id'> & { id?: string }): SaveResult<SliderItem> => {
    const current = sliderItems.readFresh(get(storageAtom));
    const created = !input.id || !current.some((s) => s.id === input.id);
    let id = input.id ?? String(Date.now());
    if (created) {
      // Two items saved in the same millisecond still get distinct timestamp ids.
      const taken = new Set(current.map((s) => s.id));
      while (taken.has(id)) id = String(Number(id) + 1);
    }
    const item: SliderItem = { ...input, id };
    const next = created ? [...current, item] : current.map((s) => (s.id === id ? item : s));
    return { target: set(sliderItemsAtom, next), value: item, created };
  },
);

/** Deletes a slider item; the page refuses to delete the last one (SPEC §5). */
export const deleteSliderItemAtom = atom(null, (get, set, id: string): WriteTarget => {
  const current = sliderItems.readFresh(get(storageAtom));
  return set(
    sliderItemsAtom,
    current.filter((s) => s.id !== id),
  );
});

/** Moves a slider item one step up (-1) or down (+1). */
export const moveSliderItemAtom = atom(
  null,
  (get, set, { id, direction }: { id: string; direction: -1 | 1 }): WriteTarget | null => {
    const current = sliderItems.readFresh(get(storageAtom));
    const next = moveItem(
      current,
      current.findIndex((s) => s.id === id),
      direction,
    );
    return next === current ? null : set(sliderItemsAtom, next);
  },
);

/** Puts an uploaded image first in the gallery (newest first). */
export const addGalleryImageAtom = atom(null, (get, set, src: string): WriteTarget => {
  const current = gallery.readFresh(get(storageAtom));
  return set(galleryAtom, [src, ...current.filter((g) => g !== src)]);
});

/** Removes an image from the gallery. */
export const deleteGalleryImageAtom = atom(null, (get, set, src: string): WriteTarget => {
  const current = gallery.readFresh(get(storageAtom));
  return set(
    galleryAtom,
    current.filter((g) => g !== src),
  );
});

/** Writes every entity of a checked catalogue document; returns where each went. */
export const replaceCatalogueAtom = atom(
  null,
  (_get, set, doc: CatalogueDocument): WriteTarget[] => [
    set(productsAtom, doc.products),
    set(categoriesAtom, doc.categories),
    set(sliderItemsAtom, doc.sliderItems),
    set(inspirationsAtom, doc.inspirations),
    set(socialLinksAtom, doc.socialLinks),
    set(siteSettingsAtom, doc.siteSettings),
    set(galleryAtom, doc.gallery),
  ],
);
replaceCatalogueAtom.debugLabel = 'replaceCatalogue';
