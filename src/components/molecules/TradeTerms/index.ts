export { TradeTerms } from './TradeTerms';
export type { TradeTermsProps } from './TradeTerms';
