export { TableHead } from './TableHead';
export type { TableHeadProps } from './TableHead';
