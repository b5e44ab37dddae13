import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@/components/atoms/Icon';
import { Link } from '@/components/atoms/Link';
import { parseAdvantages } from '@/domain/advantages';
import { aboutPageJsonLd } from '@/domain/jsonLdSite';
import * as paths from '@/domain/paths';
import { useAboutScreen } from '@/state';
import { PageHead } from '@/pages/shared/PageHead';
import styles from './AboutPage.module.css';

/** Drawings only this page uses (24 x 24, stroked like the shared set). */
const GLOBE = {
  path: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3Z',
};
const LAYERS = { path: 'm12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5m-18 4 9 5 9-5' };
const SHIELD_CHECK = {
  path: 'M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6l-7-3Zm-3.5 9 2.5 2.5 4.5-4.5',
};
const PERSON = { path: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9c0-3.9 3.1-7 7-7s7 3.1 7 7' };

/** Each advantage card position has its own icon and description (docs/requirements.md#about). */
const ADVANTAGE_CARDS: { icon: IconProps['name']; body: string }[] = [
  {
    icon: GLOBE,
    body: 'Over ten years of shipping to retailers on five continents: export paperwork, FOB and CIF terms, and consolidated containers handled for you.',
  },
  {
    icon: LAYERS,
    body: 'Mirrors, furniture, fireplaces, lighting, decor and bedding from one partner, so a whole room ships on one order.',
  },
  {
    icon: SHIELD_CHECK,
    body: 'Every batch is inspected before loading, with drop-tested cartons and photos of your goods sent before they leave.',
  },
  {
    icon: PERSON,
    body: 'One account manager from sample to delivery, honest lead times and answers within one business day.',
  },
];

/** The company in four figures, each one stated in the copy around it. */
const FIGURES = [
  { value: '10+', label: 'years exporting' },
  { value: '6', label: 'product families' },
  { value: '5', label: 'continents shipped to' },
  { value: '1', label: 'account manager per buyer' },
];

const COLLECTIONS = [
  {
    title: 'Mirrors',
    body: 'Wooden, PU, metal-frame and aluminum mirrors, from slim hallway mirrors to statement floor pieces.',
    to: paths.category('mirrors'),
  },
  {
    title: 'Furniture',
    body: 'Coffee tables, bedside tables, entryway cabinets, dining sets and upholstered seating.',
    to: paths.category('furniture'),
  },
  {
    title: 'Fireplaces',
    body: 'Electric and decorative fireplaces with mantels that anchor a living room.',
    to: paths.category('fireplace'),
  },
  {
    title: 'Lighting',
    body: 'Floor, table and pendant lighting with LED options certified for export markets.',
    to: paths.category('lighting'),
  },
];

const SERVICES = [
  {
    title: 'Export and Logistics',
    body: 'Packing for long-haul freight, mixed containers, and documents prepared for your customs broker.',
  },
  {
    title: 'Customization Options',
    body: 'Sizes, finishes, colours and private-label packaging for your own range (OEM and ODM).',
  },
  {
    title: 'Market Insights',
    body: 'What sells in your market this season, drawn from the orders of retailers like you.',
  },
  {
    title: 'Dedicated Support',
    body: 'A named contact for quotations, samples, production updates and after-sales questions.',
  },
];

/** One titled section of the page: the section is named by its h2. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One card of a card list: an icon, a title, a sentence, and a link to browse. */
interface CardItem {
  title: string;
  body: string;
  icon?: IconProps['name'];
  to?: string;
}

/** A list of cards (the advantages, the collections, the services), each titled by an h3. */
function CardList({
  items,
  ordered = false,
  className,
  itemClassName,
}: {
  items: readonly CardItem[];
  ordered?: boolean;
  className: string;
  itemClassName: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, i) => (
        <li key={`${item.title}-${i}`} className={itemClassName}>
          {item.icon && (
            <span className={styles.cardIcon}>
              <Icon name={item.icon} size={24} />
            </span>
          )}
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p>{item.body}</p>
          {item.to && (
            <Link to={item.to} variant="quiet" className={styles.browse}>
              Browse {item.title.toLowerCase()}
              <Icon name="arrowRight" size={16} />
            </Link>
          )}
        </li>
      ))}
    </List>
  );
}

/**
 * /about (docs/requirements.md#about): company, advantages, collections, services, business focus.
 */
export function AboutPage() {
  const { settings, socialLinks: social } = useAboutScreen();
  const advantages = parseAdvantages(settings.advantages);
  const follow = [
    { name: 'Facebook', icon: 'facebook' as const, url: social.facebook },
    { name: 'Instagram', icon: 'instagram' as const, url: social.instagram },
    { name: 'Pinterest', icon: 'pinterest' as const, url: social.pinterest },
  ].filter((f) => f.url);

  return (
    <>
      <PageHead
        title="About Us"
        description={settings.companySearchDescription || settings.metaDescription}
        jsonLd={(origin) => [aboutPageJsonLd(settings, origin)]}
      />
      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.inner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>About {settings.siteName}</p>
            <h1 id="about-title" className={styles.heroTitle}>
              Home furnishings, exported with care for over 10 years
            </h1>
            <p className={styles.lead}>{settings.siteDescription}</p>
            {follow.length > 0 && (
              <ul className={styles.follow} aria-label="Follow us">
                {follow.map((f) => (
                  <li key={f.name}>
                    <Link to={f.url} variant="quiet" className={styles.followLink}>
                      <Icon name={f.icon} size={20} />
                      <span>Follow on {f.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to={paths.contact} variant="button">
              Become a partner
            </Link>
          </div>
          <div className={styles.factsCard}>
            <h2 className={styles.factsTitle}>At a glance</h2>
            <dl className={styles.facts}>
              <dt>Brand</dt>
              <dd>{settings.siteName}</dd>
              <dt>Company</dt>
              <dd>{settings.companyName}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
              </dd>
              {settings.contactPhone && (
                <>
                  <dt>Phone</dt>
                  <dd>
                    <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>
                      {settings.contactPhone}
                    </a>
                  </dd>
                </>
              )}
              {settings.address && (
                <>
                  <dt>Address</dt>
                  <dd>{settings.address}</dd>
                </>
              )}
            </dl>
          </div>
        </div>
      </section>

      <div className={styles.inner}>
        <Section id="company-heading" title="Our Company">
          <div className={styles.company}>
            <p className={styles.body}>{settings.aboutDescription}</p>
            <dl className={styles.figures}>
              {FIGURES.map((figure) => (
                <div key={figure.label} className={styles.figure}>
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </Section>

        <Section id="advantages-heading" title="Our Competitive Advantages">
          <CardList
            items={advantages.map((advantage, i) => ({
              title: advantage,
              ...ADVANTAGE_CARDS[i % ADVANTAGE_CARDS.length]!,
            }))}
            className={styles.cards}
            itemClassName={styles.card}
          />
        </Section>

        <Section id="collections-heading" title="Our Product Collections">
          <CardList
            items={COLLECTIONS}
            className={styles.collections}
            itemClassName={styles.collection}
          />
        </Section>

        <Section id="services-heading" title="Our Export Services">
          <CardList
            ordered
            items={SERVICES}
            className={styles.services}
            itemClassName={styles.service}
          />
        </Section>

        <Section id="focus-heading" title="Our Business Focus">
          <div className={styles.focus}>
            <p className={styles.body}>
              We work with independent furniture stores, home-decor chains, e-commerce sellers and
              hospitality buyers who need dependable supply rather than one-off deals. Our focus is
              the mid-to-premium segment: pieces that look considered in a showroom, survive a
              container journey, and arrive when the season starts.
            </p>
            <p className={styles.body}>
              Most partners begin with a mixed trial order and grow into seasonal programmes with
              their own finishes and packaging. Tell us about your market and we will suggest a
              starter range.
            </p>
            <Link to={paths.contact} variant="button">
              Start a partnership
            </Link>
          </div>
        </Section>
      </div>
    </>
  );
}
