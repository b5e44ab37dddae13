export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
