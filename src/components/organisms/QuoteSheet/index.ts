export { QuoteSheet } from './QuoteSheet';
export type { QuoteSheetProps, QuoteCompany } from './QuoteSheet';
