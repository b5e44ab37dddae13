export { ProductCard } from './ProductCard';
export type { ProductCardProps, ProductCardVariant } from './ProductCard';
