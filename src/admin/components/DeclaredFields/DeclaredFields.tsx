import type { ChangeEvent } from 'react';
import { Checkbox } from '@/components/atoms/Checkbox';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField, type TextFieldProps } from '@/components/atoms/TextField';
import type { Field, InputKind } from '@/domain/schemas';
import type { FieldErrors } from '@/domain/types';

export interface DeclaredFieldsProps {
  /** The declared fields to edit, in the order shown (src/domain/schemas). */
  fields: readonly Field[];
  /** The form's values by field: text, or true/false for a checkbox. */
  values: Readonly<Record<string, unknown>>;
  /** Raised with a field and its new value. */
  onChange: (field: string, value: string | boolean) => void;
  /** The form's messages; each shows next to its field. */
  errors: FieldErrors;
}

/** The single-line inputs' type and keyboard by the field's input kind. */
const TEXT_INPUTS: Partial<Record<InputKind, Partial<TextFieldProps>>> = {
  email: { type: 'email' },
  tel: { type: 'tel' },
  url: { type: 'url', inputMode: 'url' },
  number: { inputMode: 'numeric' },
  price: { inputMode: 'decimal' },
};

/**
 * Inputs for declared fields, each from its declaration: label, hint, bound and input kind. A
 * form renders the fields its own layout does not place through this, so a field declared later
 * is edited without a change to the form.
 */
export function DeclaredFields({ fields, values, onChange, errors }: DeclaredFieldsProps) {
  return fields.map((field) => {
    const common = {
      label: field.label,
      hint: field.hint,
      name: field.key,
      error: errors[field.key],
      required: field.required !== undefined,
    };
    if (field.input === 'checkbox')
      return (
        <Checkbox
          key={field.key}
          {...common}
          checked={values[field.key] === true}
          onChange={(e) => onChange(field.key, e.target.checked)}
        />
      );
    const text = {
      value: String(values[field.key] ?? ''),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(field.key, e.target.value),
      maxLength: field.rule.kind === 'text' ? field.rule.max : undefined,
    };
    return field.input === 'textarea' ? (
      <TextArea key={field.key} rows={3} {...common} {...text} />
    ) : (
      <TextField
        key={field.key}
        showCounter={false}
        {...TEXT_INPUTS[field.input]}
        {...common}
        {...text}
      />
    );
  });
}
