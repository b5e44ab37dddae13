import { clsx } from 'clsx';
import { useMemo, type FieldsetHTMLAttributes } from 'react';
import { Select } from '@/components/atoms/Select';
import { TextField } from '@/components/atoms/TextField';
import { countryName, countryOptions } from '@/domain/countries';
import { PRODUCT_FIELDS, type Words } from '@/domain/schemas';
import { cartonCbm, hasCartonData } from '@/domain/shipping';
import { formatVolume } from '@/domain/shippingText';
import type { FieldErrors } from '@/domain/types';
import type { ProductDraft } from '@/admin/domain/forms';
import styles from './ShippingFields.module.css';

/** The shipping fields as the product form types them. */
export type ShippingDraft = Pick<ProductDraft, 'carton' | 'size' | 'hsCode' | 'origin'>;

export interface ShippingFieldsProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** The shipping fields as typed. */
  values: ShippingDraft;
  /** Raised with a field and its new value. */
  onChange: <F extends keyof ShippingDraft>(field: F, value: ShippingDraft[F]) => void;
  /** The form's messages: a carton's or a size's at its figure ('carton.widthCm'). */
  errors: FieldErrors<string>;
  /** The fieldset's legend. */
  legend?: string;
  /** A line under the legend, such as what a blank carton means. */
  hint?: string;
  /** Whether the HS code and the country of origin are asked (a variant shares its product's). */
  codes?: boolean;
}

const { fields } = PRODUCT_FIELDS;

type Part = 'carton' | 'size';

/** A typed figure read as a number, or NaN while it is not one. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The product form's "Shipping" fieldset (docs/requirements.md#shipping): the export carton with
 * its CBM worked out as the owner types, the product's own size and weight, the HS code and the
 * country of origin.
 */
export function ShippingFields({
  values,
  onChange,
  errors,
  legend = 'Shipping',
  hint,
  codes = true,
  className,
  ...rest
}: ShippingFieldsProps) {
  const countries = useMemo(() => countryOptions(), []);
  const origin = values.origin.trim();
  // A code the browser cannot name (kept from an import) stays choosable, and says so.
  const options =
    countries.some((c) => c.code === origin) || origin === ''
      ? countries
      : [{ code: origin, name: `${origin} (not a known country)` }, ...countries];

  const carton = Object.fromEntries(
    Object.entries(values.carton).map(([key, text]) => [key, typedNumber(text)]),
  );
  const cbm = hasCartonData(carton) ? formatVolume(cartonCbm(carton), 'metric') : undefined;

  // One input per figure of a carton or a size, labelled and bounded by its declaration.
  const figures = (part: Part) => {
    const { rule, of } = fields[part] as unknown as {
      rule: { of: Record<string, { kind: string }> };
      of: Record<string, Words>;
    };
    return Object.keys(rule.of).map((key) => (
      <TextField
        key={key}
        label={of[key]!.label}
        name={`${part}.${key}`}
        inputMode={rule.of[key]!.kind === 'whole' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={(values[part] as Record<string, string>)[key] ?? ''}
        onChange={(e) => onChange(part, { ...values[part], [key]: e.target.value })}
        error={errors[`${part}.${key}`]}
      />
    ));
  };

  return (
    <fieldset className={clsx(styles.root, className)} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <fieldset className={styles.part}>
        <legend className={styles.partLegend}>{fields.carton.label}</legend>
        <p className={styles.hint}>{fields.carton.hint}</p>
        <div className={styles.grid}>{figures('carton')}</div>
        <p className={styles.cbm} aria-live="polite">
          {cbm ? (
            <>
              CBM per carton: <output>{cbm}</output>
            </>
          ) : (
            'CBM per carton is worked out once all five figures are in.'
          )}
        </p>
      </fieldset>
      <fieldset className={styles.part}>
        <legend className={styles.partLegend}>{fields.size.label}</legend>
        <p className={styles.hint}>{fields.size.hint}</p>
        <div className={styles.grid}>{figures('size')}</div>
      </fieldset>
      {codes && (
        <div className={styles.codes}>
          <TextField
            label={fields.hsCode.label}
            hint={fields.hsCode.hint}
            name="hsCode"
            inputMode="decimal"
            autoComplete="off"
            maxLength={fields.hsCode.rule.max}
            showCounter={false}
            value={values.hsCode}
            onChange={(e) => onChange('hsCode', e.target.value)}
            error={errors.hsCode}
          />
          <Select
            label={fields.origin.label}
            name="origin"
            placeholder="Not given"
            options={options.map((c) => ({ value: c.code, label: c.name }))}
            value={origin}
            onChange={(e) => onChange('origin', e.target.value)}
            hint={origin ? `Shown as ${countryName(origin)} (${origin}).` : undefined}
            error={errors.origin}
          />
        </div>
      )}
    </fieldset>
  );
}
