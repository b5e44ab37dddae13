import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Chip } from '@/components/atoms/Chip';
import { Icon } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import { isSafeLink } from '@/domain/links';
import * as paths from '@/domain/paths';
import type { SiteSettings, SocialLinks, SocialPlatform, Subcategory } from '@/domain/types';
import { SOCIAL_PLATFORM_LABELS } from '@/domain/social';
import styles from './Footer.module.css';

/** The seven networks, in the order the footer shows them (docs/requirements.md#footer). */
const NETWORKS: SocialPlatform[] = [
  'facebook',
  'twitter',
  'instagram',
  'pinterest',
  'linkedin',
  'youtube',
  'tiktok',
];

/** The footer shows at most this many popular categories (docs/requirements.md#limits). */
const MAX_POPULAR = 4;

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The site name, used in the social link names and the copyright line. */
  siteName: string;
  /** The About Us blurb. */
  aboutText: string;
  /** Contact details: address, phone and email are shown. */
  siteSettings: Pick<SiteSettings, 'address' | 'contactPhone' | 'contactEmail'>;
  /** The social profile URLs; empty or unsafe ones are left out. */
  socialLinks: SocialLinks;
  /** Subcategories for the chips; only the first four are shown. */
  popularCategories: Subcategory[];
  /** The copyright year; left out where it is not known yet. */
  year?: number;
  /** The 'Send Inquiry' section: the page passes the InquiryForm, heading included. */
  inquirySlot?: ReactNode;
}

/** A phone number as a tel: URL: digits and a leading plus only. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The site footer: about, contact, inquiry, social links, popular categories and copyright. */
export function Footer({
  siteName,
  aboutText,
  siteSettings,
  socialLinks,
  popularCategories,
  year,
  inquirySlot,
  className,
  ...rest
}: FooterProps) {
  const id = useId();
  const { address, contactPhone, contactEmail } = siteSettings;
  const phoneDigits = contactPhone.replace(/\D/g, '');
  const email = contactEmail.trim();
  const networks = NETWORKS.filter((network) => isSafeLink(socialLinks[network] ?? ''));
  const chips = popularCategories.slice(0, MAX_POPULAR);

  return (
    <footer className={clsx(styles.root, className)} {...rest}>
      <div className={styles.grid} data-columns={inquirySlot ? 4 : 3}>
        <div className={styles.about}>
          <h2 className={styles.heading}>About Us</h2>
          {aboutText.trim() !== '' && <p className={styles.text}>{aboutText}</p>}
          <Link to={paths.about} variant="quiet" className={styles.moreLink}>
            More about {siteName}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>

        <div className={styles.contact}>
          <h2 className={styles.heading}>Contact Us</h2>
          <address className={styles.contactList}>
            {address.trim() !== '' && (
              <p className={styles.contactItem}>
                <Icon name="mapPin" size={20} className={styles.contactIcon} />
                <span>{address}</span>
              </p>
            )}
            {phoneDigits !== '' && (
              <p className={styles.contactItem}>
                <Icon name="phone" size={20} className={styles.contactIcon} />
                <a className={styles.link} href={telHref(contactPhone)}>
                  {contactPhone}
                </a>
              </p>
            )}
            {email !== '' && (
              <p className={styles.contactItem}>
                <Icon name="mail" size={20} className={styles.contactIcon} />
                <a className={styles.link} href={`mailto:${email}`}>
                  {email}
                </a>
              </p>
            )}
          </address>
        </div>

        <div className={styles.connect}>
          {networks.length > 0 && (
            <>
              <h2 className={styles.heading} id={`${id}-follow`}>
                Follow Us
              </h2>
              <ul className={styles.socialList} aria-labelledby={`${id}-follow`}>
                {networks.map((network) => (
                  <li key={network}>
                    <Link
                      to={socialLinks[network]}
                      variant="quiet"
                      className={styles.socialLink}
                      aria-label={`${siteName} on ${SOCIAL_PLATFORM_LABELS[network]}`}
                      title={SOCIAL_PLATFORM_LABELS[network]}
                    >
                      <Icon name={network} size={20} />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {chips.length > 0 && (
            <>
              <h2 className={styles.heading} id={`${id}-popular`}>
                Popular Categories
              </h2>
              <ul className={styles.chipList} aria-labelledby={`${id}-popular`}>
                {chips.map((category) => (
                  <li key={category.id}>
                    <Chip to={paths.category(category.id)} className={styles.chip}>
                      {category.name}
                    </Chip>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        {inquirySlot !== undefined && inquirySlot !== null && (
          // The slot brings its own 'Send Inquiry' heading (InquiryForm renders one), so the
          // section is not titled twice.
          <div className={styles.inquiry}>{inquirySlot}</div>
        )}
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year === undefined ? '' : `${year} `}
          {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
