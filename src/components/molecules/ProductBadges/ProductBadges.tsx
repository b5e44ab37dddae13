import { Badge } from '@/components/atoms/Badge';
import type { Product } from '@/domain/types';

export interface ProductBadgesProps {
  /** The product whose flags (new, bestseller) are shown. */
  product: Pick<Product, 'isNew' | 'isBestseller'>;
  /** Places and spaces the row in its parent. */
  className?: string | undefined;
}

/**
 * A product's flags in one row (docs/requirements.md#product-card): nothing at all when it has
 * none.
 */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  if (!product.isNew && !product.isBestseller) return null;
  return (
    <div className={className}>
      {product.isNew && <Badge variant="new" />}
      {product.isBestseller && <Badge variant="bestseller" />}
    </div>
  );
}
