export { RowList, TradeFields } from './TradeFields';
export type { Column, RowListProps, TradeFieldsProps } from './TradeFields';
