export { QuotePanel } from './QuotePanel';
export type { QuotePanelProps } from './QuotePanel';
