export { BulkOrderGrid } from './BulkOrderGrid';
export type { BulkOrderGridProps, GridLine } from './BulkOrderGrid';
