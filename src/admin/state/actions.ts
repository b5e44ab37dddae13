import { atom, type Getter, type Setter } from 'jotai';
import { nextProductId } from '@/domain/ids';
import { galleryAfterProductSave } from '@/domain/galleryMerge';
import type { Product, SiteSettings, SliderItem, SocialLinks } from '@/domain/types';
import type { TradeTermsSettings } from '@/domain/schemas';
import { categoryFromDraft, moveItem, type CategoryDraft } from '../domain/forms';
import type { StorageKey, StoredValues, WriteTarget } from '@/storage';
import { persistedEntities, type PersistedEntity } from '@/state';

// The owner's actions. Each starts from the freshest stored value (another tab may have saved
// meanwhile) and answers where the change went and under which key, so a screen can say so.
const { products, categories, sliderItems, gallery, siteSettings, socialLinks } = persistedEntities;

/** Where a change was stored, and the key it was stored under. */
export interface AdminWrite {
  target: WriteTarget;
  key: StorageKey;
}

/** A saved entry: where it went, the entry as stored, and whether it was new. */
export interface SaveResult<T> extends AdminWrite {
  value: T;
  created: boolean;
}

/** Writes an entity's new value; the result names where it went. */
export function write<K extends StorageKey>(
  set: Setter,
  entity: PersistedEntity<K>,
  value: StoredValues[K],
): AdminWrite {
  return { target: set(entity.valueAtom, value), key: entity.key };
}

/** The keys whose value is a list, and the entry type of each. */
type ListKey = { [K in StorageKey]: StoredValues[K] extends unknown[] ? K : never }[StorageKey];
type EntryOf<K extends ListKey> = StoredValues[K][number];

// TypeScript cannot see that a list of K's entries is K's value, hence the one cast each.
const asValue = <K extends ListKey>(list: EntryOf<K>[]) => list as unknown as StoredValues[K];

/** Writes a list with one entry added or replaced (matched by `id`). */
function upsert<K extends ListKey, T extends EntryOf<K> & { id: string | number }>(
  set: Setter,
  entity: PersistedEntity<K>,
  current: T[],
  entry: T,
): SaveResult<T> {
  const created = !current.some((item) => item.id === entry.id);
  const next = created ? [...current, entry] : current.map((i) => (i.id === entry.id ? entry : i));
  return { ...write(set, entity, asValue<K>(next)), value: entry, created };
}

/** Writes a list without the entries `drop` picks. */
function removeWhere<K extends ListKey>(
  get: Getter,
  set: Setter,
  entity: PersistedEntity<K>,
  drop: (item: EntryOf<K>) => boolean,
): AdminWrite {
  const current = entity.fresh(get) as EntryOf<K>[];
  return write(set, entity, asValue<K>(current.filter((item) => !drop(item))));
}

/**
 * Adds or replaces a product (a new one gets the highest id + 1); the images it brings that the
 * catalogue did not hold join the gallery (docs/requirements.md#gallery).
 */
export const saveProductAtom = atom(
  null,
  (get, set, input: Omit<Product, 'id'> & { id?: number }): SaveResult<Product> => {
    const current = products.fresh(get);
    const product: Product = { ...input, id: input.id ?? nextProductId(current) };
    const result = upsert(set, products, current, product);
    // Only worth saving beside a product that was saved; a refusal is not worth a second prompt.
    const stored = gallery.fresh(get);
    const next = galleryAfterProductSave(stored, current, product);
    if (result.target !== 'manual' && next !== stored) {
      set(gallery.valueAtom, [...next], { quiet: true });
    }
    return result;
  },
);

/** Deletes a product. */
export const deleteProductAtom = atom(null, (get, set, id: number) =>
  removeWhere(get, set, products, (p) => p.id === id),
);

/** Adds or updates a category from the form draft, deriving ids from the names. */
export const saveCategoryAtom = atom(null, (get, set, draft: CategoryDraft) => {
  const current = categories.fresh(get);
  const otherIds = current.filter((c) => c.id !== draft.id).map((c) => c.id);
  return upsert(set, categories, current, categoryFromDraft(draft, otherIds));
});

/** Deletes a category ('all' is refused before this is called). */
export const deleteCategoryAtom = atom(null, (get, set, id: string) =>
  removeWhere(get, set, categories, (c) => c.id === id),
);

/** Adds (id = timestamp) or replaces a slider item. */
export const saveSliderItemAtom = atom(
  null,
  (get, set, input: Omit<SliderItem, 'id'> & { id?: string }): SaveResult<SliderItem> => {
    const current = sliderItems.fresh(get);
    let id = input.id ?? String(Date.now());
    if (!current.some((s) => s.id === input.id)) {
      // Two items saved in the same millisecond still get distinct timestamp ids.
      const taken = new Set(current.map((s) => s.id));
      while (taken.has(id)) id = String(Number(id) + 1);
    }
    return upsert(set, sliderItems, current, { ...input, id });
  },
);

/** Deletes a slider item; the page refuses to delete the last one. */
export const deleteSliderItemAtom = atom(null, (get, set, id: string) =>
  removeWhere(get, set, sliderItems, (s) => s.id === id),
);

/** Moves a slider item one step up (-1) or down (+1); null when it cannot move. */
export const moveSliderItemAtom = atom(
  null,
  (get, set, { id, direction }: { id: string; direction: -1 | 1 }): AdminWrite | null => {
    const current = sliderItems.fresh(get);
    const next = moveItem(
      current,
      current.findIndex((s) => s.id === id),
      direction,
    );
    return next === current ? null : write(set, sliderItems, next);
  },
);

/** Puts an uploaded image first in the gallery (newest first). */
export const addGalleryImageAtom = atom(null, (get, set, src: string) =>
  write(set, gallery, [src, ...gallery.fresh(get).filter((g) => g !== src)]),
);

/** Removes an image from the gallery. */
export const deleteGalleryImageAtom = atom(null, (get, set, src: string) =>
  removeWhere(get, set, gallery, (g) => g === src),
);

/** Saves the site settings; the social links inside them stay the ones of the social key. */
export const saveSiteSettingsAtom = atom(null, (get, set, next: SiteSettings) =>
  write(set, siteSettings, { ...next, socialLinks: socialLinks.fresh(get) }),
);

/** Saves the trade terms (docs/requirements.md#incoterms) into the freshest stored settings. */
export const saveTradeTermsAtom = atom(null, (get, set, terms: TradeTermsSettings) =>
  write(set, siteSettings, { ...siteSettings.fresh(get), ...terms }),
);

/** Saves the seven social links, mirrored into the site settings' copy. */
export const saveSocialLinksAtom = atom(null, (get, set, next: SocialLinks) => {
  const result = write(set, socialLinks, next);
  set(siteSettings.valueAtom, { ...siteSettings.fresh(get), socialLinks: next });
  return result;
});
