export { ListBar } from './ListBar';
export type { ListBarProps } from './ListBar';
