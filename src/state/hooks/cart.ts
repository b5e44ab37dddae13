import { useSetAtom } from 'jotai';
import { addToCartAtom } from '../cart';

/**
 * Adds one of a product to the cart. It reads nothing, so a page that offers 'Add to Cart'
 * does not render again when the cart changes; only what shows the cart does.
 */
export function useAddToCart() {
  return useSetAtom(addToCartAtom);
}
