export { QuotePanel } from './QuotePanel';
export type { QuotePanelProps, QuoteTermsChoice } from './QuotePanel';
