export { AdminCategoryList } from './AdminCategoryList';
export type { AdminCategoryListProps } from './AdminCategoryList';
