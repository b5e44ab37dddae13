import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '@/domain/types';

export interface UseFormDraftOptions<T, K extends string> {
  /** The values the form starts with; read once, on mount (remount with a key to load another record). */
  initialValues: T | (() => T);
  /** The domain validator for these values (a schema through formErrors, or a hand-written rule). */
  validate: (values: T) => FieldErrors<K>;
  /** Called with the values when the validator finds nothing. */
  onSubmit: (values: T) => void;
  /** Errors a page injects (for example after its own checks); the validator's win per field. */
  fieldErrors?: FieldErrors<K> | undefined;
  /** When this changes the fields go back to `resetValues` (used after a successful send). */
  resetKey?: unknown;
  /** What a reset restores; defaults to the initial values. */
  resetValues?: () => T;
}

const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/**
 * The form behaviour every form organism shares: typed values live here and are never thrown
 * away by a failed submit; messages appear after the first submit and follow the user's edits;
 * a failed submit moves focus to the first field marked aria-invalid, in DOM order.
 */
export function useFormDraft<T extends object, K extends string>({
  initialValues,
  validate,
  onSubmit,
  fieldErrors,
  resetKey,
  resetValues,
}: UseFormDraftOptions<T, K>) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<T>(initial);
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  const formRef = useRef<HTMLFormElement>(null);

  // A new reset key clears the form during render, so no stale values are ever painted.
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setValues(resetValues ? resetValues() : initial);
    setAttempted(false);
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const errors: FieldErrors<K> = { ...fieldErrors, ...(attempted ? validate(values) : {}) };

  function setValue<F extends keyof T>(key: F, value: T[F]) {
    setValues((previous) => ({ ...previous, [key]: value }));
  }

  /** Name, value, change handler and message for a text control that edits one string field. */
  function field<F extends keyof T & string>(name: F) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) =>
        setValue(name, event.target.value as T[F]),
      error: errors[name as unknown as K],
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    if (hasErrors(validate(values))) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit(values);
  }

  return {
    values,
    setValue,
    setValues,
    field,
    errors,
    /** Spread on the <form>: our messages replace the browser's bubbles. */
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit },
  };
}
