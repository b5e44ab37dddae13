export { SpecsTable } from './SpecsTable';
export type { SpecsTableProps } from './SpecsTable';
