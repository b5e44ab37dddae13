import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { ProductFlags } from '@/components/atoms/Badge';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Image } from '@/components/atoms/Image';
import { Link } from '@/components/atoms/Link';
import { Price } from '@/components/atoms/Price';
import * as paths from '@/domain/paths';
import { minimumQuantity } from '@/domain/tradeBasics';
import { optionCountText } from '@/domain/variantBasics';
import type { ProductSummary } from '@/domain/views';
import styles from './ProductCard.module.css';

/**
 * Where the card sits (docs/conventions.md#product-card): `grid` in a list whose columns follow
 * the page (product lists, Related Products); `compact` as a fixed-width tile in a horizontal
 * scroller (the home page's Latest and Bestselling rows).
 */
export type ProductCardVariant = 'grid' | 'compact';

export interface ProductCardProps extends HTMLAttributes<HTMLElement> {
  /** The product shown. */
  product: ProductSummary;
  /** The display name of the product's category (the card only knows its id). */
  categoryName?: string;
  /** Raised by 'Add to Cart', with the product (its minimum order is added); the card does not navigate. */
  onAddToCart: (product: ProductSummary) => void;
  /** The level of the product-name heading, one below the section it sits in. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the image at once and at high priority: set it on the cards in the first view. */
  priority?: boolean;
  /** The layout for where the card sits: `grid` (lists; the default) or `compact` (scrollers). */
  variant?: ProductCardVariant;
}

/**
 * The one product card, for product lists and scrollers alike: the whole card opens the detail
 * page, its button adds to the cart. Its layout follows `variant` and its own width, never the
 * window's or a parent's CSS.
 */
export function ProductCard({
  product,
  categoryName,
  onAddToCart,
  headingLevel = 3,
  priority = false,
  variant,
  className,
  ...rest
}: ProductCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const minimum = minimumQuantity(product);
  const options = product.variantCount;

  return (
    // No variant is the grid card: CSS styles `compact` only, so the default costs no bytes.
    <article className={clsx(styles.root, className)} data-variant={variant} {...rest}>
      <div className={styles.media}>
        {/* The name link right below says what this is; the photo adds nothing for a screen reader. */}
        <Image
          className={styles.image}
          src={product.images[0]}
          alt=""
          ratio="1:1"
          priority={priority}
          sizes="(min-width: 1100px) 25vw, (min-width: 768px) 33vw, 50vw"
        />
        <ProductFlags
          className={styles.badges}
          isNew={product.isNew}
          isBestseller={product.isBestseller}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.name} id={nameId}>
          {/* A stretched link: its ::after covers the card, so a click anywhere opens the product. */}
          <Link to={paths.product(product.id)} variant="quiet" className={styles.nameLink}>
            {product.name}
          </Link>
        </Heading>
        {categoryName && <p className={styles.category}>{categoryName}</p>}
        {product.sku && (
          <p className={styles.sku}>
            SKU {product.sku}
            {options ? ` · ${optionCountText(options)}` : minimum > 1 && ` · Min. order ${minimum}`}
          </p>
        )}
        <div className={styles.footer}>
          <span className={styles.price}>
            {product.priceFrom && 'From '}
            <Price value={product.price} />
          </span>
          {/* Outlined: a grid of cards is many actions of equal weight, and the view keeps one
              filled (primary) action of its own. A product sold in variants is chosen on its
              page (docs/requirements.md#variants). */}
          {options ? (
            <Link
              to={paths.product(product.id)}
              variant="buttonSecondary"
              className={styles.addButton}
              aria-describedby={nameId}
            >
              Choose options
            </Link>
          ) : (
            <Button
              className={styles.addButton}
              variant="secondary"
              size="sm"
              icon={<Icon name="cart" size={18} />}
              aria-describedby={nameId}
              onClick={() => onAddToCart(product)}
            >
              Add to Cart
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
