import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '@/components/atoms/Button';
import { Checkbox } from '@/components/atoms/Checkbox';
import { Select } from '@/components/atoms/Select';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { TRADE_TERMS_FIELDS, type TradeTermsSettings } from '@/domain/schemas';
import { INCOTERM_NAMES, INCOTERMS, incotermLabel } from '@/domain/incoterms';
import { DEFAULT_CONTAINER_TYPES } from '@/domain/schemas/tradeTerms';
import { splitCommaList } from '@/domain/lists';
import {
  draftFromTradeTerms,
  tradeTermsFromDraft,
  validateTradeTerms,
  type ContainerTypeDraft,
  type TradeTermsDraft,
} from '../../domain/forms';
import { RowList } from '../TradeFields';
import styles from './TradeTermsForm.module.css';

export interface TradeTermsFormProps
  extends FormElementProps, FormStateProps<keyof TradeTermsDraft> {
  /** The stored terms the fields start from. */
  values: TradeTermsSettings;
  /** Called with the terms parsed, once docs/requirements.md#incoterms passes. */
  onSubmit: (terms: TradeTermsSettings) => void;
  /** The form's heading. */
  title?: string;
}

const { fields } = TRADE_TERMS_FIELDS;
const container = TRADE_TERMS_FIELDS.rules.containerTypes.of;
const words = fields.containerTypes.of;

/** The standard types as the form types them. */
const standardRows = (): ContainerTypeDraft[] =>
  DEFAULT_CONTAINER_TYPES.map((type) => ({
    name: type.name,
    usableM3: String(type.usableM3),
    payloadKg: String(type.payloadKg),
  }));

/**
 * The trade terms (docs/requirements.md#incoterms): the port of loading, the Incoterms offered
 * and the one prices refer to, and the container types buyers plan with.
 */
export function TradeTermsForm({
  values: stored,
  onSubmit,
  title = 'Trade terms and containers',
  className,
  fieldErrors,
  ...rest
}: TradeTermsFormProps) {
  const { values, setValue, field, errors, formProps } = useFormDraft({
    initialValues: () => draftFromTradeTerms(stored),
    validate: validateTradeTerms,
    fieldErrors,
    onSubmit: (draft: TradeTermsDraft) => onSubmit(tradeTermsFromDraft(draft)),
  });
  const hintId = useId();
  const offered = splitCommaList(values.incoterms);
  const toggle = (code: string, on: boolean) => {
    const next = INCOTERMS.filter((c) => (c === code ? on : offered.includes(c)));
    setValue('incoterms', next.join(', '));
    // A price term no longer offered is not kept.
    if (!on && values.priceIncoterm === code) setValue('priceIncoterm', '');
  };

  return (
    <FormShell
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      title={title}
      submitLabel="Save Trade Terms"
    >
      <div className={styles.grid}>
        <TextField
          label={fields.portOfLoading.label}
          hint={fields.portOfLoading.hint}
          maxLength={fields.portOfLoading.rule.max}
          showCounter={false}
          {...field('portOfLoading')}
        />
        <Select
          label={fields.priceIncoterm.label}
          hint={fields.priceIncoterm.hint}
          placeholder="Not said"
          options={offered.map((code) => ({
            value: code,
            label: incotermLabel(code),
          }))}
          {...field('priceIncoterm')}
        />
      </div>

      <fieldset className={styles.terms} aria-describedby={hintId}>
        <legend className={styles.legend}>{fields.incoterms.label}</legend>
        <p id={hintId} className={styles.hint}>
          Incoterms 2020. E and F terms name your port of loading; C and D terms the buyer's port.
        </p>
        <div className={styles.codes}>
          {INCOTERMS.map((code) => (
            <Checkbox
              key={code}
              name="incoterms"
              value={code}
              label={
                <>
                  <strong>{code}</strong> {INCOTERM_NAMES[code]}
                </>
              }
              checked={offered.includes(code)}
              onChange={(e) => toggle(code, e.target.checked)}
            />
          ))}
        </div>
        {errors.incoterms && <FormAlert>{errors.incoterms}</FormAlert>}
      </fieldset>

      <RowList<ContainerTypeDraft>
        legend={fields.containerTypes.label}
        hint={fields.containerTypes.hint}
        rowName="Type"
        noun="container type"
        columns={[
          {
            key: 'name',
            label: words.name.label,
            input: { maxLength: container.name.max, showCounter: false },
          },
          { key: 'usableM3', label: words.usableM3.label, input: { inputMode: 'decimal' } },
          { key: 'payloadKg', label: words.payloadKg.label, input: { inputMode: 'decimal' } },
        ]}
        rows={values.containerTypes}
        onChange={(rows) => setValue('containerTypes', rows)}
        error={errors.containerTypes}
        max={fields.containerTypes.rule.max!}
        empty={{ name: '', usableM3: '', payloadKg: '' }}
        addLabel="Add container type"
      />
      <Button
        variant="ghost"
        size="sm"
        className={styles.standard}
        onClick={() => setValue('containerTypes', standardRows())}
      >
        Use the standard 20' GP, 40' GP and 40' HQ
      </Button>
    </FormShell>
  );
}
