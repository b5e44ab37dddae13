import { Icon } from '@/components/atoms/Icon';
import { organizationJsonLd } from '@/domain/jsonLdSite';
import { useSiteSettings } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import { SiteInquiryForm } from './SiteInquiryForm';
import styles from './ContactPage.module.css';

/**
 * /contact (docs/decisions.md#d9-contact-page): who to talk to, how to reach them, and the inquiry
 * form. `data-own-inquiry` tells the footer that this page has the form (one per page).
 */
export function ContactPage() {
  const s = useSiteSettings();
  const tel = s.contactPhone.replace(/[^\d+]/g, '');
  return (
    <div className={styles.root} data-own-inquiry="">
      <PageHead
        title="Contact"
        description={`Contact ${s.siteName} for trade prices, samples and export quotations.`}
        jsonLd={(origin) => [organizationJsonLd(s, origin, s.socialLinks)]}
      />
      <header className={styles.head}>
        <p className={styles.eyebrow}>Contact</p>
        <h1 className={styles.title}>Talk to our export team</h1>
        {s.contactFormMessage && <p className={styles.lead}>{s.contactFormMessage}</p>}
      </header>
      <div className={styles.layout}>
        <section className={styles.card} aria-labelledby="contact-details">
          <h2 id="contact-details" className={styles.cardTitle}>
            {s.companyName}
          </h2>
          {s.contactPerson && <p className={styles.person}>{s.contactPerson}</p>}
          <ul className={styles.list}>
            <li>
              <Icon name="mail" />
              <a href={`mailto:${s.contactEmail}`}>{s.contactEmail}</a>
            </li>
            {s.additionalEmail && (
              <li>
                <Icon name="mail" />
                <a href={`mailto:${s.additionalEmail}`}>{s.additionalEmail}</a>
              </li>
            )}
            {s.contactPhone && (
              <li>
                <Icon name="phone" />
                <a href={`tel:${tel}`}>{s.contactPhone}</a>
              </li>
            )}
            {s.address && (
              <li>
                <Icon name="mapPin" />
                <span>{s.address}</span>
              </li>
            )}
          </ul>
        </section>
        <div className={styles.card}>
          <SiteInquiryForm tone="light" headingLevel={2} />
        </div>
      </div>
    </div>
  );
}
