export { TransferPanel, TransferPreview } from './TransferPanel';
export type { TransferPanelProps, TransferPreviewProps } from './TransferPanel';
