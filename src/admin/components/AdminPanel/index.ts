export { AdminPanel } from './AdminPanel';
export type { AdminPanelProps } from './AdminPanel';
