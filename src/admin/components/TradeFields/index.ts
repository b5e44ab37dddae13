export { TradeFields } from './TradeFields';
export type { TradeFieldsProps } from './TradeFields';
