import { ShippingFacts } from '@/components/molecules/ShippingFacts';
import type { Product, SiteSettings } from '@/domain/types';
import { useUnitSystem } from '@/state/hooks/units';
import { learnCountryNames } from '@/pages/shared/countryNames';
import styles from './ProductDetailPage.module.css';

// Before the section first renders (or hydrates): its origin is named from the page's own data.
learnCountryNames();

export interface ProductShippingProps {
  product: Pick<Product, 'carton' | 'size' | 'hsCode' | 'origin'>;
  containers: SiteSettings['containerTypes'];
}

/**
 * The product page's "Shipping" section (docs/requirements.md#shipping): the carton, CBM, units
 * per carton and per container type, the product's own size, HS code and origin, in the units the
 * buyer chose for the visit.
 */
export function ProductShipping({ product, containers }: ProductShippingProps) {
  const { system } = useUnitSystem();
  return (
    <ShippingFacts
      className={styles.block}
      carton={product.carton}
      size={product.size}
      hsCode={product.hsCode}
      origin={product.origin}
      containers={containers}
      system={system}
      headingId="shipping-heading"
    >
      <h2 id="shipping-heading" className={styles.blockTitle}>
        Shipping
      </h2>
    </ShippingFacts>
  );
}
