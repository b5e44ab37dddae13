import { clsx } from 'clsx';
import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { FormField, fieldControlClassName } from '@/components/molecules/FormField';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Help shown under the input and read with it. */
  hint?: ReactNode;
  /** An error message shown under the input; marks it invalid. */
  error?: string | undefined;
  /** With maxLength: true lets the browser stop typing at the limit; false only counts, so
   * pasted text is never cut and the validator reports the excess. */
  enforceMaxLength?: boolean;
  /** Shows the "12 / 160" counter when maxLength is set; off for short fields where it is noise. */
  showCounter?: boolean;
  /** A ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with hint, error and an optional "12 / 160" counter. */
export function TextField({
  label,
  id,
  hint,
  error,
  required,
  maxLength,
  enforceMaxLength = true,
  showCounter = true,
  className,
  value,
  defaultValue,
  onChange,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (value === undefined) setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <FormField
      className={clsx(styles.root, className)}
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      counter={maxLength !== undefined && showCounter ? { length, max: maxLength } : undefined}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          className={clsx(fieldControlClassName, styles.input)}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          required={required}
          maxLength={enforceMaxLength ? maxLength : undefined}
        />
      )}
    </FormField>
  );
}
