import { clsx } from 'clsx';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Icon } from '@/components/atoms/Icon';
import {
  FormField,
  fieldControlClassName,
  splitFieldProps,
} from '@/components/molecules/FormField';
import styles from './Select.module.css';

/** One choice in the list. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled group of choices (an optgroup), e.g. a category and its subcategories. */
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children' | 'multiple'
> {
  /** The visible label. */
  label: ReactNode;
  /** Ungrouped choices, listed first. */
  options: SelectOption[];
  /** Grouped choices (optgroups), listed after the ungrouped ones. */
  groups?: SelectGroup[];
  /** An empty first choice ("Select a category") with the value ''. */
  placeholder?: string;
  /** The select's id; generated when omitted. */
  id?: string;
  /** Help shown under the select and read with it. */
  hint?: ReactNode;
  /** An error message shown under the select; marks it invalid. */
  error?: string | undefined;
  /** A ref to the select element. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with optional optgroups, hint and error. */
export function Select({ options, groups = [], placeholder, className, ...props }: SelectProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField className={clsx(styles.root, className)} {...field}>
      {(aria) => (
        <span className={styles.box}>
          <select
            {...control}
            {...aria}
            required={field.required}
            className={clsx(fieldControlClassName, styles.select)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Icon name="chevronDown" size={18} className={styles.chevron} />
        </span>
      )}
    </FormField>
  );
}
