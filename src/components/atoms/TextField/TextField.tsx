import { clsx } from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';
import {
  FormField,
  fieldControlClassName,
  useCountedControl,
  type CountedControlProps,
} from '@/components/molecules/FormField';
import styles from './TextField.module.css';

export interface TextFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'children' | keyof CountedControlProps<HTMLInputElement>
    >,
    CountedControlProps<HTMLInputElement> {
  /** A ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with hint, error and an optional "12 / 160" counter. */
export function TextField({ className, type = 'text', ...props }: TextFieldProps) {
  const { field, control } = useCountedControl<HTMLInputElement, typeof props>(props);
  return (
    <FormField className={clsx(styles.root, className)} {...field}>
      {(aria) => (
        <input
          {...control}
          {...aria}
          type={type}
          className={clsx(fieldControlClassName, styles.input)}
        />
      )}
    </FormField>
  );
}
