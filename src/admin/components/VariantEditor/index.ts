export { VariantEditor } from './VariantEditor';
export type { VariantChange, VariantEditorProps, VariantProduct } from './VariantEditor';
