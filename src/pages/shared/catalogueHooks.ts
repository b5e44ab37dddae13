import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { findCategoryName } from '@/domain/catalogue';
import { TOASTS } from '@/domain/messages';
import type { Product } from '@/domain/types';
import { categoriesAtom, useCart } from '@/state';

/** Adds one of a product to the cart and says so (SPEC §2: '{name} added to cart'). */
export function useAddToCart() {
  const { add } = useCart();
  return useCallback(
    (product: Product) => {
      add(product);
      toast.success(TOASTS.addedToCart(product.name), {
        toastId: `added-${product.id}-${Date.now()}`,
      });
    },
    [add],
  );
}

/** Category id -> display name (subcategories included), falling back to the id. */
export function useCategoryName() {
  const categories = useAtomValue(categoriesAtom);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const c of categories) {
      map.set(c.id, c.name);
      for (const s of c.subcategories ?? []) map.set(s.id, s.name);
    }
    return map;
  }, [categories]);
  return useCallback(
    (id: string) => names.get(id) ?? findCategoryName(categories, id) ?? id,
    [names, categories],
  );
}
