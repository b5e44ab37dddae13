import type { HTMLAttributes } from 'react';
import { Badge } from '@/components/atoms/Badge';
import type { Product } from '@/domain/types';

export interface ProductBadgesProps extends HTMLAttributes<HTMLDivElement> {
  /** The product whose flags (new, bestseller) are shown. */
  product: Pick<Product, 'isNew' | 'isBestseller'>;
}

/**
 * A product's flags in one row (docs/requirements.md#product-card): nothing at all when it has
 * none. The caller places and spaces the row through `className`.
 */
export function ProductBadges({ product, ...rest }: ProductBadgesProps) {
  if (!product.isNew && !product.isBestseller) return null;
  return (
    <div {...rest}>
      {product.isNew && <Badge variant="new" />}
      {product.isBestseller && <Badge variant="bestseller" />}
    </div>
  );
}
