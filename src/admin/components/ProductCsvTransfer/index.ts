export { CSV_FIELD_LABELS, ProductCsvTransfer } from './ProductCsvTransfer';
export type { CsvPreview, ProductCsvTransferProps } from './ProductCsvTransfer';
