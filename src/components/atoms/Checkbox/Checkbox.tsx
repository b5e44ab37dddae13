import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField, splitFieldProps } from '@/components/molecules/FormField';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'children'
> {
  /** The visible label beside the box; the whole row is the click target. */
  label: ReactNode;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Help shown under the label and read with the checkbox. */
  hint?: ReactNode;
  /** An error message; marks the checkbox invalid. */
  error?: string | undefined;
  /** A ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox whose label row is a 44 px touch target. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField className={clsx(styles.root, className)} layout="inline" {...field}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          type="checkbox"
          required={field.required}
          className={styles.box}
        />
      )}
    </FormField>
  );
}
