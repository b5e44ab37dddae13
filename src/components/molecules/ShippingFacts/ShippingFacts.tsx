import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { FactList, type Fact } from '@/components/atoms/FactList';
import { TableHead } from '@/components/atoms/TableHead';
import { countryName } from '@/domain/countries';
import {
  cartonCbm,
  hasCartonData,
  unitsPerContainer,
  type Carton,
  type ContainerType,
  type UnitSystem,
} from '@/domain/shipping';
import { formatDimensions, formatVolume, formatWeight } from '@/domain/shippingText';
import { formatCount } from '@/domain/numbers';
import styles from './ShippingFacts.module.css';

/** The product's own size and weight, as it stands unpacked. */
export interface ProductSize {
  widthCm?: number | undefined;
  depthCm?: number | undefined;
  heightCm?: number | undefined;
  weightKg?: number | undefined;
}

export interface ShippingFactsProps extends HTMLAttributes<HTMLElement> {
  /** The export carton; incomplete data shows what there is and no container counts. */
  carton?: Partial<Carton> | undefined;
  /** The product's own width, depth, height and weight. */
  size?: ProductSize | undefined;
  /** The customs tariff code, e.g. 7009.92. */
  hsCode?: string | undefined;
  /** The country of origin as an ISO code ('CN'). */
  origin?: string | undefined;
  /** The container types the shop quotes, for the units each holds. */
  containers: readonly ContainerType[];
  /** The buyer's units. */
  system?: UnitSystem;
  /** The id of the section's heading (passed as a child), for its name. */
  headingId?: string;
}

const defined = (n: number | undefined): n is number => typeof n === 'number' && n > 0;

/**
 * A product's shipping facts (docs/requirements.md#shipping): its carton, gross weight, CBM and
 * units per carton, its own size and weight, HS code and origin, and how many units fill each
 * container type, by volume and by weight, whichever limits first.
 */
export function ShippingFacts({
  carton,
  size,
  hsCode,
  origin,
  containers,
  system = 'metric',
  headingId,
  className,
  children,
  ...rest
}: ShippingFactsProps) {
  const complete = hasCartonData(carton);
  const sides = [carton?.lengthCm, carton?.widthCm, carton?.heightCm];
  const own = [size?.widthCm, size?.depthCm, size?.heightCm];
  const facts: Fact[] = [];
  if (sides.every(defined)) facts.push(['Carton', formatDimensions(sides, system)]);
  if (defined(carton?.grossKg)) facts.push(['Gross weight', formatWeight(carton.grossKg, system)]);
  if (sides.every(defined)) {
    facts.push(['CBM per carton', formatVolume(cartonCbm(carton as Carton), system)]);
  }
  if (defined(carton?.units)) facts.push(['Units per carton', formatCount(carton.units)]);
  if (own.every(defined)) facts.push(['Product size (W × D × H)', formatDimensions(own, system)]);
  if (defined(size?.weightKg)) facts.push(['Product weight', formatWeight(size.weightKg, system)]);
  if (hsCode) facts.push(['HS code', hsCode]);
  if (origin) facts.push(['Origin', countryName(origin)]);

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={headingId} {...rest}>
      {children}
      {facts.length > 0 ? (
        <FactList className={styles.facts} facts={facts} />
      ) : (
        <p className={styles.none}>Ask us for carton sizes and weights.</p>
      )}
      {complete && containers.length > 0 && (
        <table className={styles.containers}>
          <caption className={styles.caption}>Units per container</caption>
          <TableHead columns={['Container', 'Units', 'By volume', 'By weight']} />
          <tbody>
            {containers.map((container) => {
              const fit = unitsPerContainer(carton, container);
              return (
                <tr key={container.name}>
                  <th scope="row">{container.name}</th>
                  <td>
                    <strong>{formatCount(fit.units)}</strong>{' '}
                    <span className={styles.limit}>
                      ({fit.limitedBy === 'volume' ? 'volume' : 'weight'} limits)
                    </span>
                  </td>
                  <td data-limits={fit.limitedBy === 'volume' || undefined}>
                    {formatCount(fit.byVolume)}
                  </td>
                  <td data-limits={fit.limitedBy === 'weight' || undefined}>
                    {formatCount(fit.byWeight)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
