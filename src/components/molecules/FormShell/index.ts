export { FormShell } from './FormShell';
export type { FormElementProps, FormShellProps, FormStateProps } from './FormShell';
