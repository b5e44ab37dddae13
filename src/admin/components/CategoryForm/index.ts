export { CategoryForm } from './CategoryForm';
export type { CategoryFormProps } from './CategoryForm';
