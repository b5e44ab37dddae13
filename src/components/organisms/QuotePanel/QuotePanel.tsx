import { useId } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Select } from '@/components/atoms/Select';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import { FormPanel } from '@/components/molecules/FormPanel';
import type { FormElementProps } from '@/components/molecules/FormShell';
import { incotermLabel } from '@/domain/incoterms';
import {
  QUOTE_REQUEST_LIMITS,
  namesDestination,
  validateQuoteRequest,
  type QuoteRequestForm,
} from '@/domain/quote';
import { CART_MESSAGE_MAX } from '@/domain/visitorForms';
import styles from './QuotePanel.module.css';

export interface QuotePanelProps extends FormElementProps {
  /** The cart's quote number; undefined while it is being issued. */
  quoteNumber?: string | undefined;
  /** Why there is nothing to quote (an empty cart): every action is disabled and this shows. */
  disabledReason?: string | undefined;
  /** One line under the heading saying where the request goes. */
  intro: string;
  /** The Incoterms the shop quotes (site settings); none hides the choice. */
  incoterms?: readonly string[];
  /** The Incoterm prices refer to, chosen at first; '' or one not offered chooses none. */
  priceIncoterm?: string;
  /** Called with the trimmed values once they pass validateQuoteRequest. */
  onRequestQuote: (values: QuoteRequestForm) => void;
  /** 'Print quote', with the terms chosen so far, so the printed quote states them. */
  onPrint: (terms: QuoteTermsChoice) => void;
  /** 'Download CSV'. */
  onDownloadCsv: () => void;
  /** While true 'Request a quote' is disabled and says 'Sending...'. */
  busy?: boolean;
  /** While true 'Print quote' is disabled and says 'Preparing...'. */
  printing?: boolean;
  /** A form-level error (a failed post); the fields keep what was typed. */
  error?: string | undefined;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 2 | 3;
}

/** The terms chosen in the form, trimmed. */
export type QuoteTermsChoice = Pick<QuoteRequestForm, 'incoterm' | 'destinationPort'>;

const NO_INCOTERMS: readonly string[] = [];

/**
 * The cart's quote actions (docs/decisions.md#quotes-buyers-can-keep): the quote number, a
 * request for quotation to the shop, a printed quote and the lines as CSV.
 */
export function QuotePanel({
  quoteNumber,
  disabledReason,
  intro,
  incoterms = NO_INCOTERMS,
  priceIncoterm = '',
  onRequestQuote,
  onPrint,
  onDownloadCsv,
  busy = false,
  printing = false,
  error,
  headingLevel = 2,
  className,
  ...rest
}: QuotePanelProps) {
  const reasonId = useId();
  const disabled = disabledReason !== undefined;
  const { field, formProps, values } = useFormDraft({
    initialValues: (): QuoteRequestForm => ({
      email: '',
      company: '',
      message: '',
      incoterm: incoterms.includes(priceIncoterm) ? priceIncoterm : '',
      destinationPort: '',
    }),
    validate: (v: QuoteRequestForm) => validateQuoteRequest(v, incoterms),
    onSubmit: (v: QuoteRequestForm) =>
      onRequestQuote({
        email: v.email.trim(),
        company: v.company.trim(),
        message: v.message.trim(),
        incoterm: v.incoterm.trim(),
        destinationPort: v.destinationPort.trim(),
      }),
  });
  const destinationNeeded = namesDestination(values.incoterm);
  // Every action is off, and says why, while there is nothing to quote.
  const actionState = { disabled, 'aria-describedby': disabled ? reasonId : undefined };

  return (
    <FormPanel
      {...rest}
      {...formProps}
      className={className}
      title="Request a Quote"
      headingLevel={headingLevel}
      header={
        <>
          {/* While the number is being issued its line keeps its place, unseen: the number
              arrives just after the cart is drawn and moves nothing below it. */}
          {!disabled &&
            (quoteNumber ? (
              <p className={styles.number}>
                Quote number <strong data-testid="quote-number">{quoteNumber}</strong>
              </p>
            ) : (
              <p className={styles.number} data-pending="" aria-hidden="true">
                Quote number
              </p>
            ))}
          <p className={styles.intro}>{disabled ? '' : intro}</p>
          {disabled && (
            <p id={reasonId} className={styles.reason}>
              {disabledReason}
            </p>
          )}
        </>
      }
      error={error}
      busy={busy}
    >
      <div className={styles.fields}>
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          disabled={disabled}
          {...field('email')}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          hint="Optional."
          disabled={disabled}
          {...field('company')}
        />
      </div>
      <div className={styles.fields}>
        {incoterms.length > 0 && (
          <Select
            label="Incoterm"
            hint="Incoterms 2020: who pays freight and insurance, and to where."
            placeholder="Not decided"
            options={incoterms.map((code) => ({ value: code, label: incotermLabel(code) }))}
            disabled={disabled}
            {...field('incoterm')}
          />
        )}
        <TextField
          label="Destination port"
          hint={
            destinationNeeded
              ? `Needed: ${values.incoterm} is quoted to it.`
              : 'Optional, e.g. Felixstowe, UK.'
          }
          required={destinationNeeded}
          maxLength={QUOTE_REQUEST_LIMITS.destinationPortMax}
          showCounter={false}
          disabled={disabled}
          {...field('destinationPort')}
        />
      </div>
      <TextArea
        label="Notes for the quote"
        rows={3}
        hint="Optional: finishes, dates, samples."
        maxLength={CART_MESSAGE_MAX}
        enforceMaxLength={false}
        disabled={disabled}
        {...field('message')}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          busy={busy}
          busyLabel="Sending..."
          {...actionState}
          icon={<Icon name="mail" />}
        >
          Request a quote
        </Button>
        <Button
          variant="secondary"
          busy={printing}
          busyLabel="Preparing..."
          {...actionState}
          onClick={() =>
            onPrint({
              incoterm: values.incoterm.trim(),
              destinationPort: values.destinationPort.trim(),
            })
          }
        >
          Print quote
        </Button>
        <Button
          variant="secondary"
          {...actionState}
          icon={<Icon name="download" />}
          onClick={onDownloadCsv}
        >
          Download CSV
        </Button>
      </div>
    </FormPanel>
  );
}
