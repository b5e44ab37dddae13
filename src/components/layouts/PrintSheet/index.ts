export { PrintSheet } from './PrintSheet';
export type { PrintSheetProps } from './PrintSheet';
