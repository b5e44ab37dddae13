import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '@/components/atoms/Icon';
import styles from './FormField.module.css';

/** What the control needs so its label, hint, counter and error are announced with it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** The look shared by every text-like control (TextField, TextArea, Select): one source. */
export const fieldControlClassName = styles.control;

/** How close a counted value is to its limit. */
export type CounterState = 'ok' | 'near' | 'over';

/** 'near' from 90% of the limit, so the warning arrives while there is still room to edit. */
export function counterState(length: number, max: number): CounterState {
  if (length > max) return 'over';
  return length >= Math.floor(max * 0.9) ? 'near' : 'ok';
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The visible label (text, or text with an icon). */
  label: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** The field's error message; marks the control invalid and is read with it. */
  error?: string | undefined;
  /** Marks the label with an asterisk and the control with aria-required. */
  required?: boolean;
  /** A character counter ("12 / 160"), announced politely only near or over the limit. */
  counter?: { length: number; max: number } | undefined;
  /** Label above the control (text inputs) or beside it, wrapping it (checkboxes). */
  layout?: 'stacked' | 'inline';
  /** Renders the control, spreading the props that tie it to its label and messages. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label, control, hint, counter and error for one field, wired by id and aria-describedby. */
export function FormField({
  label,
  id,
  hint,
  error,
  required = false,
  counter,
  layout = 'stacked',
  children,
  className,
  ...rest
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const counterId = `${controlId}-counter`;
  const invalid = Boolean(error);
  // The error comes first so a screen reader hears what is wrong before the general help.
  const describedBy =
    [invalid && errorId, hint && hintId, counter && counterId].filter(Boolean).join(' ') ||
    undefined;
  const control = children({
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  });
  const state = counter ? counterState(counter.length, counter.max) : 'ok';
  const labelText = (
    <span className={styles.labelText}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </span>
  );

  return (
    <div
      className={clsx(styles.root, className)}
      data-layout={layout}
      data-invalid={invalid || undefined}
      {...rest}
    >
      {layout === 'inline' ? (
        <label className={styles.inlineLabel} htmlFor={controlId}>
          {control}
          {labelText}
        </label>
      ) : (
        <>
          <label className={styles.label} htmlFor={controlId}>
            {labelText}
          </label>
          {control}
        </>
      )}
      {(invalid || hint || counter) && (
        <div className={styles.messages}>
          <div className={styles.texts}>
            {invalid && (
              <p id={errorId} className={styles.error}>
                <Icon name="alert" size={16} className={styles.errorIcon} />
                <span>{error}</span>
              </p>
            )}
            {hint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )}
          </div>
          {counter && (
            <span
              id={counterId}
              className={styles.counter}
              data-state={state}
              aria-live={state === 'ok' ? 'off' : 'polite'}
            >
              {counter.length} / {counter.max}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
