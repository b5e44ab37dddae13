import * as v from 'valibot';
import type { SocialPlatform } from '@/domain/social';
import { isSocialUrl } from './fields';

/** A social link: blank, or an http(s) address. */
const SocialUrlSchema = v.pipe(v.string(), v.check(isSocialUrl));

/** SPEC §3 social links; stored values are merged over the built-in defaults. */
export const SocialLinksSchema = v.object({
  facebook: SocialUrlSchema,
  twitter: SocialUrlSchema,
  instagram: SocialUrlSchema,
  pinterest: SocialUrlSchema,
  linkedin: SocialUrlSchema,
  youtube: SocialUrlSchema,
  tiktok: SocialUrlSchema,
} satisfies Record<SocialPlatform, unknown>);

/** SPEC §3 site settings: every field is text; the admin form adds what is required. */
export const SiteSettingsSchema = v.object({
  siteName: v.string(),
  companyName: v.string(),
  contactEmail: v.string(),
  contactPhone: v.string(),
  address: v.string(),
  siteDescription: v.string(),
  siteKeywords: v.string(),
  /** Image data (a data URL) or an empty string for the text logo. */
  logoUrl: v.string(),
  socialLinks: SocialLinksSchema,
  metaDescription: v.string(),
  metaKeywords: v.string(),
  siteTitle: v.string(),
  companySearchDescription: v.string(),
  aboutDescription: v.string(),
  /** Comma-separated list of up to four advantages. */
  advantages: v.string(),
  contactPerson: v.string(),
  additionalEmail: v.string(),
  contactFormMessage: v.string(),
});

export type SocialLinks = v.InferOutput<typeof SocialLinksSchema>;
export type SiteSettings = v.InferOutput<typeof SiteSettingsSchema>;
