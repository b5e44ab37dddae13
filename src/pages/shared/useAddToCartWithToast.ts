import { useCallback } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import type { ProductSummary } from '@/domain/views';
import { useAddToCart } from '@/state';

/**
 * Adds a product to the cart and says so ('{name} added to cart'): the quantity chosen, or the
 * product's minimum order (docs/requirements.md#trade-terms).
 */
export function useAddToCartWithToast() {
  const add = useAddToCart();
  return useCallback(
    (product: ProductSummary, quantity?: number) => {
      add(product, quantity);
      toast.success(TOASTS.addedToCart(product.name), {
        toastId: `added-${product.id}-${Date.now()}`,
      });
    },
    [add],
  );
}
