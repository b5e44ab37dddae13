import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { FormFieldProps } from './FormField';

/** The props TextField and TextArea share beyond their element's own attributes. */
export interface CountedControlProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** The visible label. */
  label: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** An error message shown under the control; marks it invalid. */
  error?: string | undefined;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  /** With maxLength: true lets the browser stop typing at the limit; false only counts, so
   * pasted text is never cut and the validator reports the excess. */
  enforceMaxLength?: boolean;
  /** Shows the "12 / 160" counter when maxLength is set; off for short fields where it is noise. */
  showCounter?: boolean;
  value?: string | number | readonly string[] | undefined;
  defaultValue?: string | number | readonly string[] | undefined;
  onChange?: ((event: ChangeEvent<E>) => void) | undefined;
}

/**
 * Splits a text control's props into its FormField's (label, hint, error, counter) and the
 * element's own; the counter follows the value, or what was typed when uncontrolled.
 */
export function useCountedControl<
  E extends HTMLInputElement | HTMLTextAreaElement,
  P extends CountedControlProps<E>,
>({
  label,
  id,
  hint,
  error,
  required,
  maxLength,
  enforceMaxLength = true,
  showCounter = true,
  value,
  defaultValue,
  onChange,
  ...rest
}: P) {
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  function handleChange(event: ChangeEvent<E>) {
    if (value === undefined) setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  const field: Omit<FormFieldProps, 'children'> = {
    label,
    id,
    hint,
    error,
    required,
    counter: maxLength !== undefined && showCounter ? { length, max: maxLength } : undefined,
  };
  const control = {
    ...rest,
    value,
    defaultValue,
    onChange: handleChange,
    required,
    maxLength: enforceMaxLength ? maxLength : undefined,
  };
  return { field, control };
}
