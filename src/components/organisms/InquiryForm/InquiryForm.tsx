import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '@/components/atoms/Button';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import type { FormElementProps, FormStateProps } from '@/components/molecules/FormShell';
import type { InquiryForm as InquiryValues } from '@/domain/types';
import { EMAIL_PATTERN_ATTRIBUTE, INQUIRY_LIMITS, validateInquiry } from '@/domain/visitorForms';
import styles from './InquiryForm.module.css';

/** The hidden field's fixed placeholder value (docs/requirements.md#forms). */
const CSRF_PLACEHOLDER = 'placeholder-csrf-token';

export interface InquiryFormProps extends FormElementProps, FormStateProps<keyof InquiryValues> {
  /** Values the fields start with. */
  initialValues?: Partial<InquiryValues>;
  /** Called with the trimmed values once they pass docs/requirements.md#inquiry-rules. */
  onSubmit: (values: InquiryValues) => void;
  /**
   * Change it (e.g. increment after a send) to clear every field (docs/requirements.md#hand-offs).
   */
  resetKey?: number;
  /** The surface it sits on: light pages, or the dark footer. */
  tone?: 'light' | 'dark';
  /** The form's heading; an empty string hides it (the form keeps it as its name). */
  title?: string;
}

const EMPTY: InquiryValues = { name: '', email: '', message: '' };

/** The 'Send Inquiry' form of the footer and contact page: name, email and message. */
export function InquiryForm({
  initialValues,
  onSubmit,
  busy = false,
  busyLabel = 'Sending...',
  error,
  fieldErrors,
  resetKey,
  tone = 'light',
  title = 'Send Inquiry',
  headingLevel = 2,
  className,
  ...rest
}: InquiryFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { field, formProps } = useFormDraft({
    initialValues: () => ({ ...EMPTY, ...initialValues }),
    validate: validateInquiry,
    fieldErrors,
    onSubmit: (v: InquiryValues) =>
      onSubmit({ name: v.name.trim(), email: v.email.trim(), message: v.message.trim() }),
    resetKey,
    resetValues: () => EMPTY,
  });

  return (
    <form
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      data-tone={tone}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Send Inquiry'}
      aria-busy={busy || undefined}
    >
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      <input type="hidden" name="csrfToken" value={CSRF_PLACEHOLDER} />
      <TextField
        label="Name"
        autoComplete="name"
        required
        minLength={INQUIRY_LIMITS.nameMin}
        maxLength={INQUIRY_LIMITS.nameMax}
        showCounter={false}
        {...field('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        pattern={EMAIL_PATTERN_ATTRIBUTE}
        {...field('email')}
      />
      <TextArea
        label="Message"
        rows={4}
        required
        minLength={INQUIRY_LIMITS.messageMin}
        maxLength={INQUIRY_LIMITS.messageMax}
        {...field('message')}
      />
      <Button type="submit" className={styles.submit} busy={busy} busyLabel={busyLabel}>
        Send Inquiry
      </Button>
    </form>
  );
}
