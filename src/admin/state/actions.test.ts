import { describe, expect, it } from 'vitest';
import { SAMPLE_PRODUCTS, samplePublished, storeWith } from '@fixtures/catalogue';
import { createFaultyStorage, STORAGE_KEYS } from '@/storage';
import {
  galleryAtom,
  productsAtom,
  siteSettingsAtom,
  sliderItemsAtom,
  socialLinksAtom,
} from '@/state';
import {
  addGalleryImageAtom,
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
});
