import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { FactList, type Fact } from '@/components/atoms/FactList';
import { Image } from '@/components/atoms/Image';
import { TableHead } from '@/components/atoms/TableHead';
import { countryName } from '@/domain/countries';
import { formatPrice } from '@/domain/money';
import { formatCount } from '@/domain/numbers';
import { cartonCbm, hasCartonData, sharedCarton, type Carton } from '@/domain/shipping';
import { formatDimensions, formatVolume, formatWeight } from '@/domain/shippingText';
import { minimumQuantity, packSizeOf } from '@/domain/tradeBasics';
import { tierRangeText, tierRows } from '@/domain/tradeTable';
import type { ResolvedVariant } from '@/domain/variantBasics';
import type { LineTradeField } from '@/domain/cart';
import type { ProductSummary } from '@/domain/views';
import styles from './LineSheet.module.css';

/** What one card of the sheet shows. */
export type LineSheetProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'price' | 'images' | LineTradeField
> & {
  /** Sold in variants (docs/requirements.md#variants): each with its SKU, minimum and price. */
  variants?: readonly ResolvedVariant[] | undefined;
};

export interface LineSheetProps extends HTMLAttributes<HTMLElement> {
  /** The list's name: a category, 'New Arrivals', a search. */
  title: string;
  /** The day it was printed, written out ('26 November 2026'). */
  date: string;
  /** The site name, printed as the wordmark. */
  siteName: string;
  /** The company details under it (name, email, phone), printed on one line where they fit. */
  companyDetails: readonly string[];
  /** Every product of the list, in list order. */
  products: readonly LineSheetProduct[];
  /** On which terms the prices are quoted ('Prices FOB Ningbo'); none when the shop names none. */
  pricesTerms?: string | undefined;
}

/** What a sheet says of a product without carton data: plainly, never a row of blanks or zeros. */
export const NO_CARTON_TEXT = 'No carton data yet: ask us for sizes and weights.';

/** A carton as one line of a variant's row: '60 × 8 × 90 cm, 2 per carton, 12 kg'. */
const cartonLine = (carton: Carton) =>
  `${formatDimensions([carton.lengthCm, carton.widthCm, carton.heightCm], 'metric')}, ${formatCount(carton.units)} per carton, ${formatWeight(carton.grossKg, 'metric')}`;

/** CBM as it is quoted: cubic metres, three decimals under one. */
const cbmOf = (carton: Carton) => formatVolume(cartonCbm(carton), 'metric');

/**
 * A product's shipping facts on its card (docs/requirements.md#shipping), in metric as cartons
 * are quoted: the carton it ships in (once, when every variant shares it), or one row per variant
 * when their cartons differ; then its HS code and origin.
 */
function CartonFacts({ product }: { product: LineSheetProduct }) {
  const variants = product.variants ?? [];
  const shared = sharedCarton(
    variants.length > 0 ? variants.map((variant) => variant.carton) : [product.carton],
  );
  const facts: Fact[] = [];
  if (shared.kind === 'same') {
    const { carton } = shared;
    facts.push(
      ['Carton', formatDimensions([carton.lengthCm, carton.widthCm, carton.heightCm], 'metric')],
      ['Units/ctn', formatCount(carton.units)],
      ['Gross', formatWeight(carton.grossKg, 'metric')],
      ['CBM/ctn', cbmOf(carton)],
    );
  }
  if (product.hsCode) facts.push(['HS code', product.hsCode]);
  if (product.origin) facts.push(['Origin', countryName(product.origin)]);
  return (
    <>
      {shared.kind === 'varies' && (
        <table className={clsx(styles.tiers, styles.shipping)}>
          <caption className="visually-hidden">Cartons of the variants of {product.name}</caption>
          <TableHead columns={['Variant', 'Carton', 'CBM/ctn']} />
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.sku}>
                <td>{variant.values.join(', ')}</td>
                {hasCartonData(variant.carton) ? (
                  <>
                    <td>{cartonLine(variant.carton)}</td>
                    <td>{cbmOf(variant.carton)}</td>
                  </>
                ) : (
                  <td colSpan={2}>No carton data</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shared.kind === 'none' && (
        <p className={clsx(styles.shipping, styles.noCarton)}>{NO_CARTON_TEXT}</p>
      )}
      <FactList
        className={clsx(styles.facts, shared.kind === 'same' && styles.shipping)}
        facts={facts}
      />
    </>
  );
}

/**
 * A line sheet for trade fairs (docs/decisions.md#quotes-buyers-can-keep): each product of a list
 * as a card with its picture, SKU, minimum order, pack size and price breaks, and its carton, CBM,
 * HS code and origin (docs/requirements.md#shipping).
 */
export function LineSheet({
  title,
  date,
  siteName,
  companyDetails,
  products,
  pricesTerms,
  className,
  ...rest
}: LineSheetProps) {
  return (
    <article {...rest} className={clsx(styles.root, className)} aria-label={`Line sheet: ${title}`}>
      <header className={styles.head}>
        <div>
          <p className={styles.wordmark}>{siteName}</p>
          <p className={styles.company}>
            {companyDetails.map((detail, i) => (
              <span key={detail}>
                {i > 0 && ' · '}
                <span className={styles.detail}>{detail}</span>
              </span>
            ))}
          </p>
        </div>
        <div className={styles.meta}>
          <h1 className={styles.title}>{title}</h1>
          <p>
            Line sheet · {date} · {products.length} {products.length === 1 ? 'product' : 'products'}
          </p>
          {pricesTerms && <p className={styles.terms}>{pricesTerms}</p>}
        </div>
      </header>
      <ul className={styles.grid} aria-label="Products">
        {products.map((product) => {
          const pack = packSizeOf(product);
          return (
            <li key={product.id} className={styles.card}>
              <Image
                src={product.images[0]}
                alt=""
                ratio="3:2"
                sizes="180px"
                priority
                className={styles.image}
              />
              <h2 className={styles.name}>{product.name}</h2>
              <FactList
                className={styles.facts}
                facts={[
                  ['SKU', product.sku || '–'],
                  ['MOQ', minimumQuantity(product)],
                  ['Pack', pack === 1 ? 'Single' : `${pack} units`],
                ]}
              />
              {product.variants && product.variants.length > 0 && (
                <table className={styles.tiers}>
                  <caption className="visually-hidden">Variants of {product.name}</caption>
                  <TableHead columns={['Variant', 'SKU', 'MOQ', 'Price']} />
                  <tbody>
                    {product.variants.map((variant) => (
                      <tr key={variant.sku}>
                        <td>{variant.values.join(', ')}</td>
                        <td>{variant.sku}</td>
                        <td>{variant.orderable ? minimumQuantity(variant) : 'Discontinued'}</td>
                        <td>{formatPrice(variant.price)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <table className={styles.tiers}>
                <caption className="visually-hidden">Prices for {product.name}</caption>
                <TableHead columns={['Quantity', 'Unit price']} />
                <tbody>
                  {tierRows(product).map((row) => (
                    <tr key={row.from}>
                      <td>{tierRangeText(row)}</td>
                      <td>{formatPrice(row.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <CartonFacts product={product} />
            </li>
          );
        })}
      </ul>
    </article>
  );
}
