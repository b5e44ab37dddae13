export { CatalogueTransfer } from './CatalogueTransfer';
export type { CatalogueTransferProps, PendingImport, TransferCount } from './CatalogueTransfer';
