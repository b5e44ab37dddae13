export { QuickViewModal } from './QuickViewModal';
export type { QuickViewModalProps } from './QuickViewModal';
