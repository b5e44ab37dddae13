import * as v from 'valibot';
import type { FieldErrors } from './types';

/**
 * A form's errors from a schema: the first message for each top-level field, nothing for a
 * valid form. Forms validate with this so their rules and the stored entity's are one schema.
 */
export function formErrors<K extends string>(
  schema: v.GenericSchema,
  values: unknown,
): FieldErrors<K> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key as K | undefined;
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
