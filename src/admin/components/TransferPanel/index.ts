export { TransferPanel, TransferPreview } from './TransferPanel';
export type { TransferPanelProps, TransferPreviewProps, TransferProps } from './TransferPanel';
