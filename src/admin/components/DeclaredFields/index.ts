export { DeclaredFields } from './DeclaredFields';
export type { DeclaredFieldsProps } from './DeclaredFields';
