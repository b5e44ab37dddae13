import { clsx } from 'clsx';
import type { FieldsetHTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { IconButton } from '@/components/atoms/IconButton';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { TRADE_LIMITS } from '@/domain/schemas/limits';
import type { FieldErrors } from '@/domain/types';
import type { PriceTierDraft, SpecDraft, TradeDraft } from '@/admin/domain/forms';
import styles from './TradeFields.module.css';

export interface TradeFieldsProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** The trade fields as typed. */
  values: TradeDraft;
  /** Raised with a field and its new value. */
  onChange: <F extends keyof TradeDraft>(field: F, value: TradeDraft[F]) => void;
  /** The form's messages; each shows next to its field. */
  errors: FieldErrors<keyof TradeDraft | string>;
}

/** The row a list's message names ('Row 2: ...' is row index 1), or -1 for the whole list. */
function rowOf(message: string | undefined): number {
  const match = message?.match(/^Row (\d+): /);
  return match ? Number(match[1]) - 1 : -1;
}

/**
 * The product form's "Trade" fieldset (docs/requirements.md#trade-terms): SKU, minimum order, pack size, lead time, and
 * the price breaks and specs as rows the owner adds and removes.
 */
export function TradeFields({ values, onChange, errors, className, ...rest }: TradeFieldsProps) {
  const setTier = (index: number, patch: Partial<PriceTierDraft>) =>
    onChange(
      'priceTiers',
      values.priceTiers.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  const setSpec = (index: number, patch: Partial<SpecDraft>) =>
    onChange(
      'specs',
      values.specs.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );

  const tierRow = rowOf(errors.priceTiers);
  const specRow = rowOf(errors.specs);

  return (
    <fieldset className={clsx(styles.root, className)} {...rest}>
      <legend className={styles.legend}>Trade</legend>
      <div className={styles.grid}>
        <TextField
          label="SKU"
          name="sku"
          hint="A model number buyers order by, e.g. EH-MIR-001."
          maxLength={TRADE_LIMITS.sku}
          showCounter={false}
          autoComplete="off"
          value={values.sku}
          onChange={(e) => onChange('sku', e.target.value)}
          error={errors.sku}
        />
        <TextField
          label="Minimum order"
          name="moq"
          inputMode="numeric"
          hint="Units; rounded up to whole packs."
          value={values.moq}
          onChange={(e) => onChange('moq', e.target.value)}
          error={errors.moq}
        />
        <TextField
          label="Pack size"
          name="packSize"
          inputMode="numeric"
          hint="Ordered in multiples of this."
          value={values.packSize}
          onChange={(e) => onChange('packSize', e.target.value)}
          error={errors.packSize}
        />
        <TextField
          label="Lead time (days)"
          name="leadTimeDays"
          inputMode="numeric"
          hint="Leave blank when not quoted."
          value={values.leadTimeDays}
          onChange={(e) => onChange('leadTimeDays', e.target.value)}
          error={errors.leadTimeDays}
        />
      </div>

      <fieldset className={styles.rows}>
        <legend className={styles.legend}>Price breaks</legend>
        <p className={styles.hint}>
          From each quantity on, every unit costs the break&apos;s price; below the first, the base
          price applies.
        </p>
        {values.priceTiers.map((row, i) => (
          <div key={i} className={styles.row}>
            <TextField
              label={`Break ${i + 1}: from quantity`}
              inputMode="numeric"
              value={row.minQuantity}
              onChange={(e) => setTier(i, { minQuantity: e.target.value })}
              error={i === tierRow ? errors.priceTiers : undefined}
            />
            <TextField
              label={`Break ${i + 1}: unit price (USD)`}
              inputMode="decimal"
              value={row.price}
              onChange={(e) => setTier(i, { price: e.target.value })}
            />
            <IconButton
              className={styles.remove}
              icon="trash"
              label={`Remove price break ${i + 1}`}
              onClick={() =>
                onChange(
                  'priceTiers',
                  values.priceTiers.filter((_, j) => j !== i),
                )
              }
            />
          </div>
        ))}
        {errors.priceTiers && tierRow < 0 && <FormAlert>{errors.priceTiers}</FormAlert>}
        {values.priceTiers.length < TRADE_LIMITS.priceTiers && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.add}
            onClick={() =>
              onChange('priceTiers', [...values.priceTiers, { minQuantity: '', price: '' }])
            }
          >
            Add price break
          </Button>
        )}
      </fieldset>

      <fieldset className={styles.rows}>
        <legend className={styles.legend}>Specs</legend>
        <p className={styles.hint}>Dimensions, materials, finishes, carton size.</p>
        {values.specs.map((row, i) => (
          <div key={i} className={styles.row}>
            <TextField
              label={`Spec ${i + 1}: label`}
              maxLength={TRADE_LIMITS.specLabel}
              showCounter={false}
              value={row.label}
              onChange={(e) => setSpec(i, { label: e.target.value })}
              error={i === specRow ? errors.specs : undefined}
            />
            <TextField
              label={`Spec ${i + 1}: value`}
              maxLength={TRADE_LIMITS.specValue}
              showCounter={false}
              value={row.value}
              onChange={(e) => setSpec(i, { value: e.target.value })}
            />
            <IconButton
              className={styles.remove}
              icon="trash"
              label={`Remove spec ${i + 1}`}
              onClick={() =>
                onChange(
                  'specs',
                  values.specs.filter((_, j) => j !== i),
                )
              }
            />
          </div>
        ))}
        {errors.specs && specRow < 0 && <FormAlert>{errors.specs}</FormAlert>}
        {values.specs.length < TRADE_LIMITS.specs && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.add}
            onClick={() => onChange('specs', [...values.specs, { label: '', value: '' }])}
          >
            Add spec
          </Button>
        )}
      </fieldset>
    </fieldset>
  );
}
