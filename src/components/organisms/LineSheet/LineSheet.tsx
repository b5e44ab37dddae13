import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Image } from '@/components/atoms/Image';
import { formatPrice } from '@/domain/money';
import { minimumQuantity, packSizeOf } from '@/domain/tradeBasics';
import { tierRangeText, tierRows } from '@/domain/tradeTable';
import type { ResolvedVariant } from '@/domain/variantBasics';
import type { ProductSummary } from '@/domain/views';
import styles from './LineSheet.module.css';

/** What one card of the sheet shows. */
export type LineSheetProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'price' | 'images' | 'sku' | 'moq' | 'packSize' | 'priceTiers'
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
}

/**
 * A line sheet for trade fairs (docs/decisions.md#quotes-buyers-can-keep): each product of a list
 * as a card with its picture, SKU, minimum order, pack size and price breaks.
 */
export function LineSheet({
  title,
  date,
  siteName,
  companyDetails,
  products,
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
              <dl className={styles.facts}>
                <div>
                  <dt>SKU</dt>
                  <dd>{product.sku || '–'}</dd>
                </div>
                <div>
                  <dt>MOQ</dt>
                  <dd>{minimumQuantity(product)}</dd>
                </div>
                <div>
                  <dt>Pack</dt>
                  <dd>{pack === 1 ? 'Single' : `${pack} units`}</dd>
                </div>
              </dl>
              {product.variants && product.variants.length > 0 && (
                <table className={styles.tiers}>
                  <caption className="visually-hidden">Variants of {product.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Variant</th>
                      <th scope="col">SKU</th>
                      <th scope="col">MOQ</th>
                      <th scope="col">Price</th>
                    </tr>
                  </thead>
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
                <thead>
                  <tr>
                    <th scope="col">Quantity</th>
                    <th scope="col">Unit price</th>
                  </tr>
                </thead>
                <tbody>
                  {tierRows(product).map((row) => (
                    <tr key={row.from}>
                      <td>{tierRangeText(row)}</td>
                      <td>{formatPrice(row.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
