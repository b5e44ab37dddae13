export { csvFieldLabel, ProductCsvTransfer } from './ProductCsvTransfer';
export type { CsvPreview, ProductCsvTransferProps } from './ProductCsvTransfer';
