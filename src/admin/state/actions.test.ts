import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, samplePublished, storeWith } from '@fixtures/catalogue';
import { createStore } from 'jotai';
import {
  CATALOGUE_KEYS,
  createFaultyStorage,
  createStorage,
  META_KEY,
  STORAGE_KEYS,
} from '@/storage';
import { faultyStores } from '@/storage/faults';
import {
  galleryAtom,
  storageAtom,
  productsAtom,
  siteSettingsAtom,
  sliderItemsAtom,
  socialLinksAtom,
} from '@/state';
import {
  addGalleryImageAtom,
  deleteGalleryImageAtom,
  deleteProductAtom,
  moveSliderItemAtom,
  saveCategoryAtom,
  saveProductAtom,
  saveSliderItemAtom,
  saveSocialLinksAtom,
} from './actions';

const mirror = SAMPLE_PRODUCTS[0]!;
const lamp = SAMPLE_PRODUCTS[1]!;

describe('admin actions', () => {
  it('saves a new product with the highest id + 1 and absorbs its images into the gallery', () => {
    const store = storeWith();
    const { id: _omit, ...draft } = mirror;
    const result = store.set(saveProductAtom, {
      ...draft,
      name: 'Brass arch mirror',
      images: ['https://example.com/brass.jpg'],
    });
    expect(result).toMatchObject({ target: 'local', created: true });
    expect(result.value.id).toBe(8);
    expect(store.get(galleryAtom)).toContain('https://example.com/brass.jpg');
  });

  it('updates an existing product in place', () => {
    const store = storeWith();
    const result = store.set(saveProductAtom, { ...lamp, price: 199 });
    expect(result.created).toBe(false);
    expect(store.get(productsAtom).find((p) => p.id === lamp.id)!.price).toBe(199);
    expect(store.get(productsAtom)).toHaveLength(7);
  });

  it('reports the cookie fallback for a small value when localStorage is full', () => {
    const { adapter } = createFaultyStorage({ local: { quotaExceeded: true } });
    const store = storeWith(adapter);
    expect(store.set(saveSocialLinksAtom, store.get(socialLinksAtom))).toEqual({
      target: 'cookie',
      key: STORAGE_KEYS.socialLinks,
    });
  });

  it('a product save refused everywhere prompts once, for the product, not for the gallery', () => {
    const { adapter, prompts } = createFaultyStorage({
      local: { quotaExceeded: true },
      session: { quotaExceeded: true },
      cookiesOff: true,
    });
    adapter.setPublished(samplePublished());
    const store = storeWith(adapter);
    const { id: _id, ...draft } = mirror;
    const result = store.set(saveProductAtom, {
      ...draft,
      images: ['https://img.example/new-mirror.jpg'],
    });
    expect(result.target).toBe('manual');
    expect(prompts).toHaveLength(1);
    expect(JSON.parse(prompts[0]!)).toHaveLength(8);
    expect(store.get(productsAtom)).toHaveLength(8);
  });

  it('derives category ids, made unique, when adding categories', () => {
    const store = storeWith();
    const first = store.set(saveCategoryAtom, { name: 'Outdoor Living', subcategories: [] });
    const second = store.set(saveCategoryAtom, { name: 'Outdoor Living', subcategories: [] });
    expect(first.value.id).toBe('outdoor_living');
    expect(second.value.id).toBe('outdoor_living_1');
  });

  it('adds slider items with a timestamp id and moves them within bounds', () => {
    const store = storeWith();
    const { value } = store.set(saveSliderItemAtom, {
      imageUrl: 'https://example.com/s.jpg',
      caption: 'Autumn',
      buttonText: 'Shop Now',
      buttonLink: '/',
    });
    expect(value.id).toMatch(/^\d+$/);
    expect(store.get(sliderItemsAtom).at(-1)!.id).toBe(value.id);
    expect(store.set(moveSliderItemAtom, { id: value.id, direction: 1 })).toBeNull();
    store.set(moveSliderItemAtom, { id: value.id, direction: -1 });
    expect(store.get(sliderItemsAtom).at(-2)!.id).toBe(value.id);
  });

  it('puts an uploaded image first in the gallery', () => {
    const store = storeWith();
    store.set(addGalleryImageAtom, 'data:image/png;base64,AAAA');
    expect(store.get(galleryAtom)[0]).toBe('data:image/png;base64,AAAA');
  });

  it('mirrors saved social links into the site settings', () => {
    const store = storeWith();
    const links = { ...store.get(socialLinksAtom), youtube: 'https://youtube.com/@new' };
    store.set(saveSocialLinksAtom, links);
    expect(store.get(siteSettingsAtom).socialLinks.youtube).toBe('https://youtube.com/@new');
  });

  it('names the key each change went to, so a screen can say where', () => {
    const store = storeWith();
    expect(store.set(deleteProductAtom, lamp.id)).toEqual({
      target: 'local',
      key: STORAGE_KEYS.products,
    });
    expect(store.get(productsAtom).some((p) => p.id === lamp.id)).toBe(false);
  });

  it('never saves a shorter list over a longer one it did not read', () => {
    const stores = faultyStores({});
    const adapter = createStorage({ ...stores, events: new EventTarget(), prompt: () => {} });
    adapter.setPublished(samplePublished());
    const store = createStore();
    store.set(storageAtom, adapter);
    // The gallery screen shows the 7 published images.
    store.sub(galleryAtom, () => undefined);
    const shown = store.get(galleryAtom);
    expect(shown).toHaveLength(7);
    // A tool clears localStorage and writes 26 images into it (no event reaches this tab); the
    // tab's session copy of the 7 stays.
    const written = Array.from({ length: 26 }, (_, i) => `https://img.example.com/${i}.jpg`);
    for (const key of [META_KEY, ...CATALOGUE_KEYS]) stores.raw.local.removeItem(key);
    stores.raw.local.setItem(STORAGE_KEYS.gallery, JSON.stringify(written));
    const stored = () => JSON.parse(stores.raw.local.getItem(STORAGE_KEYS.gallery)!) as string[];
    // An upload starts from the 26 stored, not the 7 shown.
    store.set(addGalleryImageAtom, 'https://img.example.com/new.jpg');
    expect(stored()).toEqual(['https://img.example.com/new.jpg', ...written]);
    // Deleting one of the 7 shown (not among the 26) removes nothing of the 26.
    store.set(deleteGalleryImageAtom, shown[0]!);
    expect(stored()).toHaveLength(27);
    // A product save's gallery merge starts from the 27 too.
    const { id: _omit, ...draft } = mirror;
    store.set(saveProductAtom, { ...draft, images: ['https://img.example.com/stool.jpg'] });
    expect(stored()).toHaveLength(28);
    expect(store.get(galleryAtom)).toEqual(stored());
  });
});
