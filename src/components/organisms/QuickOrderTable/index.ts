export { QuickOrderTable } from './QuickOrderTable';
export type { QuickOrderTableProps } from './QuickOrderTable';
