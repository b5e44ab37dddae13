import type { FormFieldProps } from './FormField';

/** What a field component hands its FormField rather than its control. */
type FieldPart = Pick<FormFieldProps, 'label' | 'id' | 'hint' | 'error' | 'required'>;

/**
 * A field component's props split in two: `field` for its FormField (label, id, hint, error,
 * required) and `control` for the native control; `required` belongs to both.
 */
export function splitFieldProps<P extends FieldPart>({
  label,
  id,
  hint,
  error,
  required,
  ...control
}: P) {
  return { field: { label, id, hint, error, required }, control };
}
