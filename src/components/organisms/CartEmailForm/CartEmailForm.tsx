import { useRef, useState } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import { FormPanel } from '@/components/molecules/FormPanel';
import type { FormElementProps, FormStateProps } from '@/components/molecules/FormShell';
import type { CartEmailForm as CartEmailValues } from '@/domain/types';
import { CART_MESSAGE_MAX, VISITOR_MESSAGES, validateCartEmail } from '@/domain/visitorForms';
import styles from './CartEmailForm.module.css';

export interface CartEmailFormProps
  extends FormElementProps, FormStateProps<keyof CartEmailValues> {
  /** Values the fields start with. */
  initialValues?: Partial<CartEmailValues>;
  /** Called with the trimmed values once they pass docs/requirements.md#cart-email-rules. */
  onSubmit: (values: CartEmailValues) => void;
  /**
   * Called with the trimmed values for the 'Copy summary' button, once the message is within
   * the same limit as sending (the other fields are not needed to copy).
   */
  onCopySummary: (values: CartEmailValues) => void;
  /** Change it (e.g. increment after a send) to clear every field. */
  resetKey?: number;
  /** The form's heading. */
  title?: string;
  /** One line under the heading saying where the summary goes. */
  intro?: string;
}

const EMPTY: CartEmailValues = {
  customerEmail: '',
  customerPhone: '',
  recipientEmail: '',
  message: '',
};

function trimmed(v: CartEmailValues): CartEmailValues {
  return {
    customerEmail: v.customerEmail.trim(),
    customerPhone: v.customerPhone.trim(),
    recipientEmail: v.recipientEmail.trim(),
    message: v.message.trim(),
  };
}

/**
 * The cart page's 'Email Cart Summary' form (docs/requirements.md#cart-page), with a
 * copy-to-clipboard twin.
 */
export function CartEmailForm({
  initialValues,
  onSubmit,
  onCopySummary,
  busy = false,
  busyLabel = 'Sending...',
  error,
  fieldErrors,
  resetKey,
  title = 'Email Cart Summary',
  intro = 'Send these products and totals to ELIFEHOME, with a copy to yourself or a colleague.',
  headingLevel = 2,
  className,
  ...rest
}: CartEmailFormProps) {
  const { values, setValue, field, errors, formProps } = useFormDraft({
    initialValues: () => ({ ...EMPTY, ...initialValues }),
    validate: validateCartEmail,
    fieldErrors,
    onSubmit: (v: CartEmailValues) => onSubmit(trimmed(v)),
    resetKey,
    resetValues: () => EMPTY,
  });
  const [copyAttempted, setCopyAttempted] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const messageTooLong = values.message.length > CART_MESSAGE_MAX;
  const messageError =
    errors.message ??
    (copyAttempted && messageTooLong ? VISITOR_MESSAGES.cartMessageTooLong : undefined);

  const handleCopy = () => {
    setCopyAttempted(true);
    if (messageTooLong) {
      messageRef.current?.focus();
      return;
    }
    onCopySummary(trimmed(values));
  };

  return (
    <FormPanel
      {...rest}
      {...formProps}
      className={className}
      title={title}
      headingLevel={headingLevel}
      header={<p className={styles.intro}>{intro}</p>}
      error={error}
      busy={busy}
    >
      <input type="hidden" name="securityToken" value="placeholder-token" />
      <div className={styles.contact}>
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          {...field('customerEmail')}
        />
        <TextField
          label="Your phone"
          type="tel"
          autoComplete="tel"
          hint="Optional."
          {...field('customerPhone')}
        />
      </div>
      <TextField label="Recipient email" type="email" required {...field('recipientEmail')} />
      <TextArea
        label="Message"
        name="message"
        rows={4}
        hint="Optional: quantities, finishes or delivery port."
        maxLength={CART_MESSAGE_MAX}
        enforceMaxLength={false}
        ref={messageRef}
        value={values.message}
        onChange={(e) => setValue('message', e.target.value)}
        error={messageError}
      />
      <div className={styles.actions}>
        {/* Outlined: on the cart page the filled action is the request for a quote. */}
        <Button
          type="submit"
          variant="secondary"
          busy={busy}
          busyLabel={busyLabel}
          icon={<Icon name="mail" />}
        >
          Email Cart Summary
        </Button>
        <Button variant="secondary" icon={<Icon name="copy" />} onClick={handleCopy}>
          Copy summary
        </Button>
      </div>
    </FormPanel>
  );
}
