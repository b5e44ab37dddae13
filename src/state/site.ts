import { atom } from 'jotai';
import type { SiteSettings, SocialLinks } from '@/domain/types';
import { STORAGE_KEYS, type WriteTarget } from '@/storage';
import { persistedAtom, storageAtom } from './storage';

const siteSettings = persistedAtom({ key: STORAGE_KEYS.siteSettings, label: 'siteSettings' });
const socialLinks = persistedAtom({ key: STORAGE_KEYS.socialLinks, label: 'socialLinks' });

export const siteSettingsAtom = siteSettings.valueAtom;
export const socialLinksAtom = socialLinks.valueAtom;

/** Saves the site settings; the social links inside them stay the ones of the social key. */
export const saveSiteSettingsAtom = atom(null, (get, set, next: SiteSettings): WriteTarget => {
  const links = socialLinks.readFresh(get(storageAtom));
  return set(siteSettingsAtom, { ...next, socialLinks: links });
});

/** Saves the seven social links, mirrored into the site settings' copy. */
export const saveSocialLinksAtom = atom(null, (get, set, next: SocialLinks): WriteTarget => {
  const target = set(socialLinksAtom, next);
  const settings = siteSettings.readFresh(get(storageAtom));
  set(siteSettingsAtom, { ...settings, socialLinks: next });
  return target;
});
