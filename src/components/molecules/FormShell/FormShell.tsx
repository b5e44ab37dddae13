import { clsx } from 'clsx';
import { useId, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/atoms/Button';
import { FormAlert } from '@/components/molecules/FormAlert';
import type { FieldErrors } from '@/domain/types';
import styles from './FormShell.module.css';

/** Fields stacked in a column beside something else (an image list, a preview). */
export const formFieldsClassName = styles.fields;

/** The <form> attributes a form organism passes on (it owns onSubmit and uses title for its heading). */
export type FormElementProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'title'>;

/** The props every form organism takes from its page, documented once. */
export interface FormStateProps<K extends string> {
  /** While true the submit button is disabled and shows `busyLabel`. */
  busy?: boolean;
  /** The submit label while busy. */
  busyLabel?: string;
  /** A form-level error. */
  error?: string | undefined;
  /** Errors per field injected by the page; shown like the validator's own. */
  fieldErrors?: FieldErrors<K> | undefined;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3 | 4;
}

export interface FormShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'title'> {
  /** The heading; an empty string hides it and `label` names the form instead. */
  title: string;
  /** The form's accessible name when the heading is hidden. */
  label?: string;
  headingLevel?: 1 | 2 | 3 | 4 | undefined;
  /** Shown with the heading in one header block (an intro line, a record id); the block is
   * there whenever this is given, even as false. */
  header?: ReactNode;
  headerClassName?: string | undefined;
  headerAs?: 'div' | 'header';
  /** A form-level error, announced as an alert above the fields. */
  error?: string | undefined;
  busy?: boolean | undefined;
  /** Buttons for the bar under the fields; or use submitLabel (and onCancel) for Cancel + submit. */
  actions?: ReactNode;
  actionsClassName?: string | undefined;
  /**
   * Keeps the bar of actions at the bottom of the screen while a long form scrolls under it;
   * toasts then stand above the bar rather than over its buttons.
   */
  stickyActions?: boolean;
  /** The submit button's label; with it the actions row gets Cancel (when onCancel) and submit. */
  submitLabel?: string;
  busyLabel?: string | undefined;
  onCancel?: (() => void) | undefined;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame the admin editors share: a card with a heading that names the form, the form-level
 * alert, the fields (children) and a bar of actions under a rule. (The visitor forms keep their
 * own frames: one more shared chunk would add to every visitor route's first download.)
 */
export function FormShell({
  title,
  label,
  headingLevel = 2,
  header,
  headerClassName,
  headerAs: HeaderTag = 'div',
  error,
  busy = false,
  actions,
  actionsClassName,
  stickyActions = false,
  submitLabel,
  busyLabel = 'Saving...',
  onCancel,
  className,
  children,
  ...rest
}: FormShellProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = title && (
    <Heading id={titleId} className={styles.title}>
      {title}
    </Heading>
  );

  return (
    <form
      {...rest}
      className={clsx(styles.card, className)}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={busy || undefined}
    >
      {header !== undefined ? (
        <HeaderTag className={clsx(styles.header, headerClassName)}>
          {heading}
          {header}
        </HeaderTag>
      ) : (
        heading
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {children}
      {(actions || submitLabel) && (
        <div
          className={clsx(styles.actions, actionsClassName)}
          data-sticky-actions={stickyActions || undefined}
        >
          {actions ?? (
            <>
              {onCancel && (
                <Button variant="ghost" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" busy={busy} busyLabel={busyLabel}>
                {submitLabel}
              </Button>
            </>
          )}
        </div>
      )}
    </form>
  );
}
