export { LineSheet } from './LineSheet';
export type { LineSheetProps, LineSheetProduct } from './LineSheet';
