import { atom } from 'jotai';
import { useMemo } from 'react';
import type { Product } from '@/domain/types';
import { inspirationsView, type InspirationsView } from '@/domain/views';
import { inspirationsAtom, productsAtom } from '../catalogue';
import { useSourced } from './sourced';

const inspirationsViewAtom = atom((get) =>
  inspirationsView({ products: get(productsAtom), inspirations: get(inspirationsAtom) }),
);

/** Design inspirations with their products, and a product lookup for the quick view. */
export function useInspirationsScreen(): InspirationsView & {
  productsById: Map<number, Product>;
} {
  const view = useSourced(inspirationsViewAtom, 'inspirations.json');
  const productsById = useMemo(() => new Map(view.products.map((p) => [p.id, p])), [view.products]);
  return { ...view, productsById };
}
