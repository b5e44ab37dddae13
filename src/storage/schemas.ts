import type * as Entity from '@/domain/types';
import * as read from '@/domain/normalize';
import { SITE_SETTINGS } from '@/domain/schemas/entities';
import { ALL_CATEGORY } from '@/domain/schemas/readLimits';
import { SLIDER_BACKUP_KEY, SLIDER_EMERGENCY_KEY, STORAGE_KEYS, type StorageKey } from './keys';

/** The value type each key holds. */
export interface StoredValues {
  elifehome_products: Entity.Product[];
  elifehome_categories: Entity.Category[];
  elifehome_slider_items: Entity.SliderItem[];
  elifehome_case_studies: Entity.Inspiration[];
  elifehome_site_data: Entity.SiteSettings;
  elifehome_social_links: Entity.SocialLinks;
  elifehome_image_gallery: string[];
  elifehome_cart: Entity.CartLine[];
  elifehome_auth: Entity.AuthState;
}

export interface KeySchema<T> {
  /**
   * Repairs or drops malformed entries; null when the value is unusable as a whole. `defaults`
   * (the published value, when known) fills fields a stored object lacks.
   */
  normalize(raw: unknown, defaults?: T): read.Normalized<T> | null;
  /**
   * The key's value when nothing is stored and nothing is published (a fresh copy every call):
   * empty. The catalogue itself comes from the published revision, never from the code.
   */
  seed(): T;
  /** Extra copies written beside the main one (the slider's backup and emergency copies). */
  backups?: { local?: string; session?: string };
}

/** Settings and links with every field blank, as their rules list them. */
const EMPTY_SETTINGS_DATA = read.emptyRecord(SITE_SETTINGS) as Entity.SiteSettings;
const EMPTY_SOCIAL_LINKS = EMPTY_SETTINGS_DATA.socialLinks;

/**
 * One schema per key: repair, the built-in empty value, backups
 * (docs/architecture.md#validation-per-key).
 */
export const SCHEMAS: { [K in StorageKey]: KeySchema<StoredValues[K]> } = {
  [STORAGE_KEYS.products]: {
    normalize: read.normalizeProducts,
    seed: () => [],
  },
  [STORAGE_KEYS.categories]: {
    normalize: read.normalizeCategories,
    // The one category that must always exist.
    seed: () => [{ ...ALL_CATEGORY }],
  },
  [STORAGE_KEYS.sliderItems]: {
    normalize: read.normalizeSliderItems,
    seed: () => [],
    backups: {
      local: SLIDER_BACKUP_KEY,
      session: SLIDER_EMERGENCY_KEY,
    },
  },
  [STORAGE_KEYS.inspirations]: {
    normalize: read.normalizeInspirations,
    seed: () => [],
  },
  [STORAGE_KEYS.siteSettings]: {
    normalize: (raw, defaults) => read.normalizeSiteSettings(raw, defaults ?? EMPTY_SETTINGS_DATA),
    seed: () => read.emptyRecord(SITE_SETTINGS) as Entity.SiteSettings,
  },
  [STORAGE_KEYS.socialLinks]: {
    normalize: (raw, defaults) => read.normalizeSocialLinks(raw, defaults ?? EMPTY_SOCIAL_LINKS),
    seed: () => ({ ...EMPTY_SOCIAL_LINKS }),
  },
  [STORAGE_KEYS.gallery]: {
    normalize: read.normalizeGallery,
    seed: () => [],
  },
  [STORAGE_KEYS.cart]: {
    normalize: read.normalizeCart,
    seed: () => [],
  },
  [STORAGE_KEYS.auth]: {
    normalize: read.normalizeAuth,
    seed: () => ({ isAuthenticated: false, isAdmin: false }),
  },
};
