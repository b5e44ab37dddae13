/** How each social platform is named in messages and labels, in the order screens list them. */
export const SOCIAL_PLATFORM_LABELS = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
} as const;

export type SocialPlatform = keyof typeof SOCIAL_PLATFORM_LABELS;
