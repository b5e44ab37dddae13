import { useCallback } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import type { ProductSummary } from '@/domain/views';
import { useAddToCart } from '@/state';

/** Adds one of a product to the cart and says so ('{name} added to cart'). */
export function useAddToCartWithToast() {
  const add = useAddToCart();
  return useCallback(
    (product: ProductSummary) => {
      add(product);
      toast.success(TOASTS.addedToCart(product.name), {
        toastId: `added-${product.id}-${Date.now()}`,
      });
    },
    [add],
  );
}
