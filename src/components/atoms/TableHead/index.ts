export { TableHead } from './TableHead';
export type { TableColumn, TableHeadProps } from './TableHead';
