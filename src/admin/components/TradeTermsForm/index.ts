export { TradeTermsForm } from './TradeTermsForm';
export type { TradeTermsFormProps } from './TradeTermsForm';
