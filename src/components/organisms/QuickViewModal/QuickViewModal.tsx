import { ProductFlags } from '@/components/atoms/Badge';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import { Modal, type ModalProps } from '@/components/molecules/Modal';
import { QuantityStepper } from '@/components/molecules/QuantityStepper';
import { QUICK_VIEW_DESCRIPTION_MAX, truncateText } from '@/domain/text';
import * as paths from '@/domain/paths';
import { minimumQuantity, packSizeOf, unitPrice } from '@/domain/trade';
import { nextTierText } from '@/domain/tradeTable';
import { cardPrice, optionCountText } from '@/domain/variantBasics';
import type { Product } from '@/domain/types';
import { useState } from 'react';
import styles from './QuickViewModal.module.css';

export interface QuickViewModalProps extends Omit<
  ModalProps,
  'open' | 'title' | 'onClose' | 'footer' | 'children' | 'size'
> {
  /** The product to preview; null shows nothing. */
  product: Product | null;
  /** Whether the preview is shown (it never opens without a product). */
  open: boolean;
  /** Raised by close, Escape, the backdrop, and 'View Details' before it navigates. */
  onClose: () => void;
  /** Raised by 'Add to Cart' with the product and the quantity chosen (from its minimum order). */
  onAddToCart: (product: Product, quantity: number) => void;
  /** The display name of the product's category. */
  categoryName?: string;
}

/**
 * The design-inspirations quick view (docs/requirements.md#design-inspirations): photo, price, a
 * 150-character description, two actions.
 */
export function QuickViewModal({
  product,
  open,
  onClose,
  onAddToCart,
  categoryName,
  className,
  ...rest
}: QuickViewModalProps) {
  // The quantity starts at the product's minimum order, again for each product shown.
  const [chosen, setChosen] = useState<{ id: number; quantity: number } | null>(null);
  // A product sold in variants is chosen on its page (docs/requirements.md#variants).
  const card = product && cardPrice(product);
  const inVariants = card !== null && card.count > 0;
  const quantity =
    product &&
    !inVariants &&
    (chosen?.id === product.id ? chosen.quantity : minimumQuantity(product));
  return (
    <Modal
      className={className}
      open={open && product !== null}
      title={product?.name ?? 'Quick view'}
      onClose={onClose}
      size="lg"
      footer={
        product && (
          <>
            <Link
              to={paths.product(product.id)}
              variant={inVariants ? 'button' : 'buttonSecondary'}
              onClick={onClose}
            >
              {inVariants ? 'Choose options' : 'View Details'}
            </Link>
            {!inVariants && (
              <Button
                icon={<Icon name="cart" size={18} />}
                onClick={() => onAddToCart(product, quantity || minimumQuantity(product))}
              >
                Add to Cart
              </Button>
            )}
          </>
        )
      }
      {...rest}
    >
      {product && (
        <div className={styles.layout}>
          {/* The dialog's title already names the product. */}
          <Image
            className={styles.image}
            src={product.images[0]}
            alt=""
            ratio="1:1"
            priority
            sizes="(min-width: 768px) 360px, 100vw"
          />
          <div className={styles.info}>
            <ProductFlags
              className={styles.badges}
              isNew={product.isNew}
              isBestseller={product.isBestseller}
            />
            {categoryName && <p className={styles.category}>{categoryName}</p>}
            {inVariants ? (
              <p className={styles.from}>
                {card.from && 'From '}
                <Price value={card.price} size="lg" /> · {optionCountText(card.count)}
              </p>
            ) : (
              <Price value={product.price} size="lg" />
            )}
            {product.sku && <p className={styles.category}>SKU {product.sku}</p>}
            {quantity !== null && quantity !== false && (
              <>
                <QuantityStepper
                  name={product.name}
                  min={minimumQuantity(product)}
                  step={packSizeOf(product)}
                  value={quantity}
                  onQuantityChange={(next) => setChosen({ id: product.id, quantity: next })}
                />
                {unitPrice(product, quantity) !== product.price && (
                  <p className={styles.category}>
                    {quantity} at <Price value={unitPrice(product, quantity)} size="sm" /> each
                  </p>
                )}
                {nextTierText(product, quantity) && (
                  <p className={styles.category}>{nextTierText(product, quantity)}</p>
                )}
              </>
            )}
            {product.description && (
              <p className={styles.description}>
                {truncateText(product.description, QUICK_VIEW_DESCRIPTION_MAX)}
              </p>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
