export { FormShell, formFieldsClassName } from './FormShell';
export type { FormElementProps, FormShellProps, FormStateProps } from './FormShell';
