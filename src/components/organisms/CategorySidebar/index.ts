export { CategorySidebar } from './CategorySidebar';
export type { CategorySidebarProps } from './CategorySidebar';
