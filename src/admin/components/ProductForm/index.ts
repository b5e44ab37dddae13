export { ProductForm } from './ProductForm';
export type { ProductFormProps } from './ProductForm';
