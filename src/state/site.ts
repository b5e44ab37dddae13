import { atom } from 'jotai';
import { STORAGE_KEYS } from '@/storage';
import { persistedAtom } from './storage';

const siteSettings = persistedAtom({ key: STORAGE_KEYS.siteSettings, label: 'siteSettings' });
const socialLinks = persistedAtom({ key: STORAGE_KEYS.socialLinks, label: 'socialLinks' });

export const siteSettingsAtom = siteSettings.valueAtom;
export const socialLinksAtom = socialLinks.valueAtom;

/** The persisted site entities, for the admin's read-modify-write actions. */
export const siteStores = { siteSettings, socialLinks };

/**
 * The site's public address (no trailing slash), which the build names in every page, for
 * canonical links and structured data; null where no build named it (stories, tests).
 */
export const siteUrlAtom = atom<string | null>(null);
siteUrlAtom.debugLabel = 'siteUrl';
