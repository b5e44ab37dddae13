import { isHttpUrl } from '../links';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../social';
import { declare, type FieldWords, type WordsOf } from './declare';
import { SITE_SETTINGS, SOCIAL_LINKS, TRADE_TERMS, URL_MAX } from './entities';
import { INCOTERMS } from '../incoterms';
import { FIELD_MESSAGES } from './messages';
import type { EntityOf } from './rules';
import { formatCount } from '../numbers';

/** What a profile address usually looks like: the form's placeholder, the table's example. */
const PROFILE_EXAMPLES: Record<SocialPlatform, string> = {
  facebook: 'https://www.facebook.com/yourpage',
  twitter: 'https://x.com/yourname',
  instagram: 'https://www.instagram.com/yourname',
  pinterest: 'https://www.pinterest.com/yourname',
  linkedin: 'https://www.linkedin.com/company/yourcompany',
  youtube: 'https://www.youtube.com/@yourchannel',
  tiktok: 'https://www.tiktok.com/@yourname',
};

/** One platform's words: its name, and the message naming it. */
const profile = (platform: SocialPlatform): FieldWords<string> => {
  const label = SOCIAL_PLATFORM_LABELS[platform];
  return {
    label,
    message: `Invalid URL for ${label}. Please include http:// or https://`,
    tooLong: FIELD_MESSAGES.tooLong(`${label} link`, URL_MAX),
    input: 'url',
    about: `the ${label} profile: blank, or an http(s) address`,
    example: PROFILE_EXAMPLES[platform],
  };
};

const SOCIAL_WORDS = Object.fromEntries(
  (Object.keys(SOCIAL_LINKS) as SocialPlatform[]).map((platform) => [platform, profile(platform)]),
) as WordsOf<typeof SOCIAL_LINKS>;

/**
 * The social links' declaration (docs/fields.md#social-links); stored values are laid over the
 * built-in defaults.
 */
export const SOCIAL_LINKS_FIELDS = declare(SOCIAL_LINKS, SOCIAL_WORDS);

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

const incoterm = (code: string) => (INCOTERMS as readonly string[]).includes(code);

/**
 * The trade terms' words (docs/requirements.md#incoterms): a block of the site settings, edited
 * in a form of its own.
 */
export const TRADE_TERMS_FIELDS = declare(TRADE_TERMS, {
  portOfLoading: {
    label: 'Port of loading',
    hint: 'Where your goods are loaded, e.g. Ningbo, China. Prices that name it say the city alone.',
    about: 'the port goods leave from; with a loading term the storefront says "Prices FOB Ningbo"',
    example: 'Ningbo, China',
  },
  incoterms: {
    label: 'Incoterms offered',
    what: 'Incoterms',
    item: 'An Incoterm',
    message: `Choose Incoterms from ${INCOTERMS.join(', ')}, each once`,
    valid: (codes) => codes.every(incoterm) && new Set(codes).size === codes.length,
    about: `the Incoterms 2020 rules the shop quotes, from ${INCOTERMS.join(', ')}`,
    example: ['EXW', 'FOB', 'CIF'],
  },
  priceIncoterm: {
    label: 'Prices are',
    message: 'Choose the Incoterm your prices refer to from the ones offered',
    valid: (code) => code === '' || incoterm(code),
    input: 'select',
    hint: 'The Incoterm the catalogue’s prices refer to; blank says nothing.',
    about: 'the Incoterm the prices refer to, one of those offered; blank for none',
    example: 'FOB',
  },
  containerTypes: {
    label: 'Container types',
    what: 'container types',
    message: 'Give each container type a different name',
    reason: 'Use a list of container types, each with a name, usableM3 and payloadKg',
    hint: 'What buyers plan their orders with: usable volume for cartons (less than the inside) and the most cargo it may carry.',
    about:
      "the container types the planner fills `{ name, usableM3, payloadKg }`; by default 20' GP, 40' GP and 40' HQ as docs/requirements.md#container-types gives them",
    example: [{ name: "20' GP", usableM3: 28, payloadKg: 28180 }],
    of: {
      name: {
        label: 'name',
        required: 'Each container type needs a name, such as 40’ HQ',
        tooLong: FIELD_MESSAGES.tooLong(
          'A container name',
          TRADE_TERMS.containerTypes.of.name.max!,
        ),
      },
      usableM3: {
        label: 'usable volume (m³)',
        message: `Usable volume must be a number of m³ from ${TRADE_TERMS.containerTypes.of.usableM3.min} to ${TRADE_TERMS.containerTypes.of.usableM3.max}`,
      },
      payloadKg: {
        label: 'payload (kg)',
        message: `Payload must be a number of kg from ${TRADE_TERMS.containerTypes.of.payloadKg.min} to ${formatCount(TRADE_TERMS.containerTypes.of.payloadKg.max!)}`,
      },
    },
  },
});

/**
 * The site settings' declaration (docs/fields.md#site-settings): text, and the trade terms; the
 * admin form adds what is required.
 */
export const SITE_SETTINGS_FIELDS = declare(SITE_SETTINGS, {
  siteName: {
    label: 'Site name',
    required: 'Site name is required',
    about: 'the wordmark in the header and the name in titles',
    example: 'ELIFEHOME',
  },
  companyName: {
    label: 'Company name',
    required: 'Company name is required',
    about: 'the company behind the shop',
    example: 'eLife Home Co., Ltd.',
  },
  contactEmail: {
    label: 'Contact email',
    required: 'Contact email is required',
    input: 'email',
    about: 'where buyers write',
    example: 'sales@elifehome.example',
  },
  contactPhone: {
    label: 'Contact phone',
    input: 'tel',
    hint: 'Optional plus sign, then 8 to 20 digits, spaces, dashes or parentheses.',
    about: 'a phone number',
    example: '+86 574 5555 0100',
  },
  address: {
    label: 'Address',
    input: 'textarea',
    about: 'one line; structured data reads it into a postal address',
    example: 'No. 8 Harbour Road, Ningbo, China',
  },
  siteDescription: {
    label: 'Site description',
    input: 'textarea',
    hint: 'Describes the website in its structured data.',
    about: 'the website in its structured data',
    example: 'Mirrors and furniture for trade buyers.',
  },
  siteKeywords: {
    label: 'Site keywords',
    hint: 'Separate with commas.',
    about: 'comma separated',
    example: 'mirrors, furniture',
  },
  logoUrl: {
    label: 'Logo',
    input: 'none',
    about: 'image data, or blank for the text wordmark',
    example: '',
  },
  socialLinks: {
    label: 'Social links',
    about: 'a copy of the social links',
    example: { ...PROFILE_EXAMPLES },
    of: SOCIAL_WORDS,
  },
  metaDescription: {
    label: 'Meta description',
    input: 'textarea',
    hint: 'The snippet under the title in search results.',
    about: 'the snippet in search results',
    example: 'Wholesale mirrors and furniture from Ningbo.',
  },
  metaKeywords: {
    label: 'Meta keywords',
    hint: 'Separate with commas.',
    about: 'comma separated',
    example: 'wholesale mirrors',
  },
  siteTitle: {
    label: 'Site title',
    hint: 'The browser tab and search result title.',
    about: 'home’s title in the browser tab and search results',
    example: 'ELIFEHOME | Home furnishings for the trade',
  },
  companySearchDescription: {
    label: 'Company description for search engines',
    input: 'textarea',
    hint: 'Describes the company in its structured data.',
    about: 'the company in its structured data',
    example: 'An exporter of home furnishings.',
  },
  aboutDescription: {
    label: 'About description',
    input: 'textarea',
    about: 'the About page’s text',
    example: 'We design and make mirrors and furniture.',
  },
  advantages: {
    label: 'Competitive advantages',
    about: 'up to four, comma separated',
    example: 'Factory direct, OEM welcome',
  },
  contactPerson: {
    label: 'Contact person',
    about: 'who answers',
    example: 'Lily Chen',
  },
  additionalEmail: {
    label: 'Additional email',
    input: 'email',
    hint: 'Optional, e.g. for export inquiries.',
    about: 'a second address, optional',
    example: 'export@elifehome.example',
  },
  contactFormMessage: {
    label: 'Contact form message',
    input: 'textarea',
    hint: 'Shown on the Contact page above the inquiry form.',
    about: 'shown above the inquiry form',
    example: 'Tell us what you need and we reply within a day.',
  },
  formEndpoint: {
    label: 'Form endpoint',
    message: 'Use a full https:// address of a form service, e.g. https://formspree.io/f/yourid',
    valid: (value) => value.trim() === '' || isFormEndpoint(value),
    input: 'url',
    hint: "Optional. An https:// address of a form service (Netlify Forms, Formspree or your host's form handling). Inquiries and cart summaries are posted there; without one, buyers send them from their own mail app.",
    about:
      'where enquiries are posted as well (docs/decisions.md#enquiries-reach-the-shop); blank for the mail app alone',
    example: 'https://formspree.io/f/yourid',
  },
  ...TRADE_TERMS_FIELDS.fields,
});

export const SocialLinksSchema = SOCIAL_LINKS_FIELDS.schema;
export const SiteSettingsSchema = SITE_SETTINGS_FIELDS.schema;

export type SocialLinks = EntityOf<typeof SOCIAL_LINKS>;
export type SiteSettings = EntityOf<typeof SITE_SETTINGS>;
export type TradeTermsSettings = EntityOf<typeof TRADE_TERMS>;
