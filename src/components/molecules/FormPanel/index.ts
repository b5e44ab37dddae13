export { FormPanel } from './FormPanel';
export type { FormPanelProps } from './FormPanel';
