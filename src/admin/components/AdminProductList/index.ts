export { AdminProductList } from './AdminProductList';
export type { AdminProductListProps } from './AdminProductList';
