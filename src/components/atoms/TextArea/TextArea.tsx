import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import {
  FormField,
  fieldControlClassName,
  useCountedControl,
  type CountedControlProps,
} from '@/components/molecules/FormField';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'id' | 'children' | keyof CountedControlProps<HTMLTextAreaElement>
    >,
    CountedControlProps<HTMLTextAreaElement> {
  /** A ref to the textarea element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint, error and an optional "120 / 500" counter. */
export function TextArea({ className, rows = 4, ...props }: TextAreaProps) {
  const { field, control } = useCountedControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FormField className={clsx(styles.root, className)} {...field}>
      {(aria) => (
        <textarea
          {...control}
          {...aria}
          rows={rows}
          className={clsx(fieldControlClassName, styles.textarea)}
        />
      )}
    </FormField>
  );
}
