import type {
  AuthState,
  CartLine,
  Category,
  Inspiration,
  Product,
  SiteSettings,
  SliderItem,
  SocialLinks,
} from '@/domain/types';
import {
  normalizeAuth,
  normalizeCart,
  normalizeCategories,
  normalizeGallery,
  normalizeInspirations,
  normalizeProducts,
  normalizeSiteSettings,
  normalizeSliderItems,
  normalizeSocialLinks,
  type Normalized,
} from '@/domain/normalize';
import { STORAGE_KEYS, type StorageKey } from './keys';
import {
  FALLBACK_SLIDER_ITEMS,
  SAMPLE_CATEGORIES,
  SAMPLE_GALLERY,
  SAMPLE_INSPIRATIONS,
  SAMPLE_PRODUCTS,
  SAMPLE_SITE_SETTINGS,
  SAMPLE_SLIDER_ITEMS,
  SAMPLE_SOCIAL_LINKS,
} from './sampleData';

/** The value type each key holds. */
export interface StoredValues {
  elifehome_products: Product[];
  elifehome_categories: Category[];
  elifehome_slider_items: SliderItem[];
  elifehome_case_studies: Inspiration[];
  elifehome_site_data: SiteSettings;
  elifehome_social_links: SocialLinks;
  elifehome_image_gallery: string[];
  elifehome_cart: CartLine[];
  elifehome_auth: AuthState;
}

export interface KeySchema<T> {
  /** Repairs or drops malformed entries; null when the value is unusable as a whole. */
  normalize(raw: unknown): Normalized<T> | null;
  /** What a first load seeds (a fresh copy every call). */
  seed(): T;
  /** What to show when stored data exists but cannot be used; defaults to `seed()`. */
  fallback?(): T;
  /** Extra copies written beside the main one (the slider's backup and emergency copies). */
  backups?: { local?: string; session?: string };
}

const clone = <T>(value: T): T => structuredClone(value);

/** One schema per key: validation, seed and fallback (ARCHITECTURE.md). */
export const SCHEMAS: { [K in StorageKey]: KeySchema<StoredValues[K]> } = {
  [STORAGE_KEYS.products]: {
    normalize: normalizeProducts,
    seed: () => clone(SAMPLE_PRODUCTS),
  },
  [STORAGE_KEYS.categories]: {
    normalize: normalizeCategories,
    seed: () => clone(SAMPLE_CATEGORIES),
  },
  [STORAGE_KEYS.sliderItems]: {
    normalize: normalizeSliderItems,
    seed: () => clone(SAMPLE_SLIDER_ITEMS),
    fallback: () => clone(FALLBACK_SLIDER_ITEMS),
    backups: {
      local: 'elifehome_slider_items_backup',
      session: 'elifehome_slider_items_emergency',
    },
  },
  [STORAGE_KEYS.inspirations]: {
    normalize: normalizeInspirations,
    seed: () => clone(SAMPLE_INSPIRATIONS),
  },
  [STORAGE_KEYS.siteSettings]: {
    normalize: (raw) => normalizeSiteSettings(raw, SAMPLE_SITE_SETTINGS),
    seed: () => clone(SAMPLE_SITE_SETTINGS),
  },
  [STORAGE_KEYS.socialLinks]: {
    normalize: (raw) => normalizeSocialLinks(raw, SAMPLE_SOCIAL_LINKS),
    seed: () => clone(SAMPLE_SOCIAL_LINKS),
  },
  [STORAGE_KEYS.gallery]: {
    normalize: normalizeGallery,
    seed: () => clone(SAMPLE_GALLERY),
  },
  [STORAGE_KEYS.cart]: {
    normalize: normalizeCart,
    seed: () => [],
  },
  [STORAGE_KEYS.auth]: {
    normalize: normalizeAuth,
    seed: () => ({ isAuthenticated: false, isAdmin: false }),
  },
};
