export { FormField, counterState, fieldControlClassName } from './FormField';
export type { CounterState, FormFieldControlProps, FormFieldProps } from './FormField';
export { useFormDraft } from './useFormDraft';
export type { UseFormDraftOptions } from './useFormDraft';
export { useCountedControl } from './useCountedControl';
export type { CountedControlProps } from './useCountedControl';
export { splitFieldProps } from './splitFieldProps';
