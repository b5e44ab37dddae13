import * as v from 'valibot';
import { isHttpUrl } from '../links';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../social';
import { ImageTextSchema, isSocialUrl, textUpTo } from './fields';
import { SITE_SETTINGS_LIMITS, URL_MAX } from './limits';
import { FIELD_MESSAGES } from './messages';

/** A social link: blank, or an http(s) address; the message names the platform. */
const socialUrl = (platform: SocialPlatform) => {
  const label = SOCIAL_PLATFORM_LABELS[platform];
  return v.pipe(
    textUpTo(URL_MAX, `${label} link`),
    v.check(isSocialUrl, FIELD_MESSAGES.socialLinkInvalid(label)),
  );
};

/**
 * The social links (docs/requirements.md#social-links); stored values are merged over the built-in
 * defaults.
 */
export const SocialLinksSchema = v.object({
  facebook: socialUrl('facebook'),
  twitter: socialUrl('twitter'),
  instagram: socialUrl('instagram'),
  pinterest: socialUrl('pinterest'),
  linkedin: socialUrl('linkedin'),
  youtube: socialUrl('youtube'),
  tiktok: socialUrl('tiktok'),
} satisfies Record<SocialPlatform, unknown>);

/**
 * True for an address enquiries may be posted to: https, or http on this machine (a form
 * service run locally for testing). Here rather than in links.ts, which every page loads.
 */
export function isFormEndpoint(url: string): boolean {
  const value = url.trim();
  if (!isHttpUrl(value)) return false;
  const { protocol, hostname } = new URL(value);
  return protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost';
}

/** A settings text within its limit, named in the message as the form labels it. */
const setting = (key: keyof typeof SITE_SETTINGS_LIMITS, label: string) =>
  textUpTo(SITE_SETTINGS_LIMITS[key], label);

/**
 * The site settings (docs/requirements.md#site-settings): every field is text; the admin form adds
 * what is required.
 */
export const SiteSettingsSchema = v.object({
  siteName: setting('siteName', 'Site name'),
  companyName: setting('companyName', 'Company name'),
  contactEmail: setting('contactEmail', 'Contact email'),
  contactPhone: setting('contactPhone', 'Contact phone'),
  address: setting('address', 'Address'),
  siteDescription: setting('siteDescription', 'Site description'),
  siteKeywords: setting('siteKeywords', 'Site keywords'),
  /** Image data (a data URL) or an empty string for the text logo. */
  logoUrl: ImageTextSchema,
  socialLinks: SocialLinksSchema,
  metaDescription: v.pipe(
    v.string(),
    v.maxLength(SITE_SETTINGS_LIMITS.metaDescription, FIELD_MESSAGES.metaDescriptionTooLong),
  ),
  metaKeywords: setting('metaKeywords', 'Meta keywords'),
  siteTitle: v.pipe(
    v.string(),
    v.maxLength(SITE_SETTINGS_LIMITS.siteTitle, FIELD_MESSAGES.siteTitleTooLong),
  ),
  companySearchDescription: setting('companySearchDescription', 'Company search description'),
  aboutDescription: setting('aboutDescription', 'About description'),
  /** Comma-separated list of up to four advantages. */
  advantages: setting('advantages', 'Advantages'),
  contactPerson: setting('contactPerson', 'Contact person'),
  additionalEmail: setting('additionalEmail', 'Additional email'),
  contactFormMessage: setting('contactFormMessage', 'Contact form message'),
  /**
   * Where enquiries and cart summaries are posted as well as handed to the buyer's mail app
   * (docs/decisions.md#enquiries-reach-the-shop); blank for the mail app alone. Optional, so
   * settings saved before it existed still read.
   */
  formEndpoint: v.optional(
    v.pipe(
      setting('formEndpoint', 'Form endpoint'),
      v.check(
        (value) => value.trim() === '' || isFormEndpoint(value),
        FIELD_MESSAGES.formEndpointInvalid,
      ),
    ),
    '',
  ),
});

export type SocialLinks = v.InferOutput<typeof SocialLinksSchema>;
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
