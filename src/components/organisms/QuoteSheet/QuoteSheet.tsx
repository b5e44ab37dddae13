import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Image } from '@/components/atoms/Image';
import { TableHead, type TableColumn } from '@/components/atoms/TableHead';
import { TAX_RATE, lineKey, lineTotal, lineUnitPrice } from '@/domain/cart';
import { isSafeImageSrc } from '@/domain/links';
import { formatPrice } from '@/domain/money';
import { formatCount } from '@/domain/numbers';
import {
  QUOTE_WORDS,
  quoteCbmText,
  quoteKgText,
  quoteLineShippingText,
  quoteLoad,
} from '@/domain/quote';
import type { ContainerType } from '@/domain/shipping';
import { cartonsText } from '@/domain/shippingText';
import type { CartLine, CartTotals } from '@/domain/types';
import styles from './QuoteSheet.module.css';

/** Who the quote is from, as site settings give it. */
export interface QuoteCompany {
  siteName: string;
  companyName: string;
  address: string;
  contactEmail: string;
  contactPhone: string;
  /** A logo image, or '' for the text wordmark. */
  logoUrl: string;
}

export interface QuoteSheetProps extends HTMLAttributes<HTMLElement> {
  /** 'Q-20261126-7K3F'. */
  quoteNumber: string;
  /** The quote's date, already written out ('26 November 2026'). */
  date: string;
  /** The cart lines quoted, in cart order. */
  lines: readonly CartLine[];
  /** The cart's totals (cartTotals in src/domain/cart.ts). */
  totals: CartTotals;
  /** The shop's name and contact details. */
  company: QuoteCompany;
  /** The terms printed under the totals, one sentence each. */
  terms: readonly string[];
  /** The shop's container types (site settings), for the container suggestion. */
  containers: readonly ContainerType[];
  /**
   * The terms the buyer chose ('Terms' 'FOB Ningbo (Incoterms 2020)', 'Destination port' …;
   * requestedTermsDetails in src/domain/quote.ts), stated beside the number and date.
   */
  chosenTerms?: readonly { label: string; value: string }[];
}

/** The lines' columns: the picture's is named for screen readers only, figures align right. */
const COLUMNS: readonly (string | TableColumn)[] = [
  { label: 'Image', hidden: true },
  'SKU',
  'Product',
  ...['Quantity', 'Unit price', 'Total'].map((label) => ({ label, className: styles.number })),
];

/** The printed quote (docs/decisions.md#quotes-buyers-can-keep): one page a buyer can file. */
export function QuoteSheet({
  quoteNumber,
  date,
  lines,
  totals,
  company,
  terms,
  containers,
  chosenTerms = [],
  className,
  ...rest
}: QuoteSheetProps) {
  const load = quoteLoad(lines, containers);
  const loadId = useId();
  const showLogo = company.logoUrl !== '' && isSafeImageSrc(company.logoUrl);
  const contact = [company.contactEmail, company.contactPhone].filter((part) => part.trim());
  return (
    <article {...rest} className={clsx(styles.root, className)} aria-label={`Quote ${quoteNumber}`}>
      <header className={styles.head}>
        <div className={styles.brand}>
          {showLogo && <img className={styles.logo} src={company.logoUrl} alt="" height={48} />}
          <p className={styles.wordmark}>{company.siteName}</p>
          <address className={styles.company}>
            {company.companyName && <span>{company.companyName}</span>}
            {company.address && <span>{company.address}</span>}
            {contact.length > 0 && <span>{contact.join(' · ')}</span>}
          </address>
        </div>
        <div className={styles.meta}>
          <h1 className={styles.title}>Quote</h1>
          <dl>
            <div>
              <dt>Quote number</dt>
              <dd data-testid="quote-number">{quoteNumber}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{date}</dd>
            </div>
            {chosenTerms.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className={styles.chosen}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <table className={styles.lines}>
        <caption className="visually-hidden">Quoted products</caption>
        <TableHead columns={COLUMNS} />
        <tbody>
          {lines.map((line) => (
            <tr key={lineKey(line)}>
              <td className={styles.thumb}>
                <Image src={line.image} alt="" ratio="1:1" sizes="48px" priority />
              </td>
              <td className={styles.sku}>{line.sku || '–'}</td>
              <td className={styles.name}>
                {line.name}
                {line.variantLabel && <span className={styles.options}>{line.variantLabel}</span>}
                <span className={styles.shipping}>{quoteLineShippingText(line)}</span>
              </td>
              <td className={styles.number}>{formatCount(line.quantity)}</td>
              <td className={styles.number}>{formatPrice(lineUnitPrice(line))}</td>
              <td className={styles.number}>{formatPrice(lineTotal(line))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className={styles.summary}>
        {(load.counted || load.missing !== '') && (
          <section className={styles.load} aria-labelledby={loadId}>
            <h2 id={loadId}>{QUOTE_WORDS.load}</h2>
            {load.counted && (
              <dl>
                <div>
                  <dt>{QUOTE_WORDS.cartons}</dt>
                  <dd data-testid="quote-cartons">{cartonsText(load.total.cartons)}</dd>
                </div>
                <div>
                  <dt>{QUOTE_WORDS.cbm}</dt>
                  <dd data-testid="quote-cbm">{quoteCbmText(load.total.cbm)}</dd>
                </div>
                <div>
                  <dt>{QUOTE_WORDS.weight}</dt>
                  <dd data-testid="quote-weight">{quoteKgText(load.total.grossKg)}</dd>
                </div>
                {load.suggestion && (
                  <div>
                    <dt>{QUOTE_WORDS.container}</dt>
                    <dd data-testid="quote-container">{load.suggestion}</dd>
                  </div>
                )}
              </dl>
            )}
            {load.missing && (
              <p className={styles.missing} data-testid="quote-missing">
                {load.missing}
              </p>
            )}
          </section>
        )}
        <dl className={styles.totals}>
          <div>
            <dt>Subtotal</dt>
            <dd>{formatPrice(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>Tax ({Math.round(TAX_RATE * 100)}%)</dt>
            <dd>{formatPrice(totals.tax)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping)}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatPrice(totals.total)}</dd>
          </div>
        </dl>
      </div>

      <section className={styles.terms} aria-label="Terms">
        <h2>Terms</h2>
        <ul>
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
