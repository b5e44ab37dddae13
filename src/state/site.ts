import { STORAGE_KEYS } from '@/storage';
import { persistedAtom } from './storage';

const siteSettings = persistedAtom({ key: STORAGE_KEYS.siteSettings, label: 'siteSettings' });
const socialLinks = persistedAtom({ key: STORAGE_KEYS.socialLinks, label: 'socialLinks' });

export const siteSettingsAtom = siteSettings.valueAtom;
export const socialLinksAtom = socialLinks.valueAtom;

/** The persisted site entities, for the admin's read-modify-write actions. */
export const siteStores = { siteSettings, socialLinks };
