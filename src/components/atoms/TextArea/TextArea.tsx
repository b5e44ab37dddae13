import { clsx } from 'clsx';
import {
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField, fieldControlClassName } from '@/components/molecules/FormField';
import styles from './TextArea.module.css';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** The textarea's id; generated when omitted. */
  id?: string;
  /** Help shown under the textarea and read with it. */
  hint?: ReactNode;
  /** An error message shown under the textarea; marks it invalid. */
  error?: string | undefined;
  /** With maxLength: true lets the browser stop typing at the limit; false only counts, so
   * pasted text is never cut and the validator reports the excess. */
  enforceMaxLength?: boolean;
  /** Shows the "12 / 160" counter when maxLength is set; off for short fields where it is noise. */
  showCounter?: boolean;
  /** A ref to the textarea element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint, error and an optional "120 / 500" counter. */
export function TextArea({
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
  rows = 4,
  ...rest
}: TextAreaProps) {
  const [typedLength, setTypedLength] = useState(String(defaultValue ?? '').length);
  const length = value === undefined ? typedLength : String(value).length;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
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
        <textarea
          {...rest}
          {...control}
          rows={rows}
          className={clsx(fieldControlClassName, styles.textarea)}
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
