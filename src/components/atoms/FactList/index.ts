export { FactList } from './FactList';
export type { Fact, FactListProps } from './FactList';
