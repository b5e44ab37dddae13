import { clsx } from 'clsx';
import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { IconButton } from '@/components/atoms/IconButton';
import { TextField, type TextFieldProps } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { TRADE_LIMITS } from '@/domain/schemas/limits';
import type { FieldErrors } from '@/domain/types';
import type { TradeDraft } from '@/admin/domain/forms';
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

/** One of a row's two inputs: the key it edits, its label after 'Break 1: ', its attributes. */
interface Column<R> {
  key: keyof R & string;
  label: string;
  input: Partial<TextFieldProps>;
}

interface RowListProps<R extends Record<string, string>> {
  legend: string;
  hint: ReactNode;
  /** Names a row in labels: 'Break' gives 'Break 1: from quantity'. */
  rowName: string;
  /** Names a row in the remove button: 'price break' gives 'Remove price break 1'. */
  noun: string;
  columns: [Column<R>, Column<R>];
  rows: R[];
  onChange: (rows: R[]) => void;
  /** The list's message: shown at the row it names ('Row 2: ...'), else under the rows. */
  error: string | undefined;
  max: number;
  empty: R;
  addLabel: string;
}

/** The whole-number fields after the SKU: their labels and what each number means. */
const WHOLE_NUMBER_FIELDS = [
  { field: 'moq', label: 'Minimum order', hint: 'Units; rounded up to whole packs.' },
  { field: 'packSize', label: 'Pack size', hint: 'Ordered in multiples of this.' },
  { field: 'leadTimeDays', label: 'Lead time (days)', hint: 'Leave blank when not quoted.' },
] as const;

/** A fieldset of two-input rows the owner adds (up to max) and removes. */
function RowList<R extends Record<string, string>>({
  legend,
  hint,
  rowName,
  noun,
  columns,
  rows,
  onChange,
  error,
  max,
  empty,
  addLabel,
}: RowListProps<R>) {
  const errorRow = rowOf(error);
  return (
    <fieldset className={styles.rows}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {rows.map((row, i) => (
        <div key={i} className={styles.row}>
          {columns.map((column, c) => (
            <TextField
              key={column.key}
              label={`${rowName} ${i + 1}: ${column.label}`}
              {...column.input}
              value={row[column.key]}
              onChange={(e) =>
                onChange(rows.map((r, j) => (j === i ? { ...r, [column.key]: e.target.value } : r)))
              }
              error={c === 0 && i === errorRow ? error : undefined}
            />
          ))}
          <IconButton
            className={styles.remove}
            icon="trash"
            label={`Remove ${noun} ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {error && errorRow < 0 && <FormAlert>{error}</FormAlert>}
      {rows.length < max && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => onChange([...rows, empty])}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The product form's "Trade" fieldset (docs/requirements.md#trade-terms): SKU, minimum order, pack size, lead time, and
 * the price breaks and specs as rows the owner adds and removes.
 */
export function TradeFields({ values, onChange, errors, className, ...rest }: TradeFieldsProps) {
  const text = (field: 'sku' | 'moq' | 'packSize' | 'leadTimeDays') => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
    error: errors[field],
  });
  // A row list's rows, where they go, their message and how many it takes, by its field.
  const list = <F extends 'priceTiers' | 'specs'>(field: F) => ({
    rows: values[field],
    onChange: (rows: TradeDraft[F]) => onChange(field, rows),
    error: errors[field],
    max: TRADE_LIMITS[field],
  });

  return (
    <fieldset className={clsx(styles.root, className)} {...rest}>
      <legend className={styles.legend}>Trade</legend>
      <div className={styles.grid}>
        <TextField
          label="SKU"
          hint="A model number buyers order by, e.g. EH-MIR-001."
          maxLength={TRADE_LIMITS.sku}
          showCounter={false}
          autoComplete="off"
          {...text('sku')}
        />
        {WHOLE_NUMBER_FIELDS.map(({ field, label, hint }) => (
          <TextField key={field} label={label} inputMode="numeric" hint={hint} {...text(field)} />
        ))}
      </div>

      <RowList
        legend="Price breaks"
        hint="From each quantity on, every unit costs the break's price; below the first, the base price applies."
        rowName="Break"
        noun="price break"
        columns={[
          { key: 'minQuantity', label: 'from quantity', input: { inputMode: 'numeric' } },
          { key: 'price', label: 'unit price (USD)', input: { inputMode: 'decimal' } },
        ]}
        {...list('priceTiers')}
        empty={{ minQuantity: '', price: '' }}
        addLabel="Add price break"
      />

      <RowList
        legend="Specs"
        hint="Dimensions, materials, finishes, carton size."
        rowName="Spec"
        noun="spec"
        columns={[
          {
            key: 'label',
            label: 'label',
            input: { maxLength: TRADE_LIMITS.specLabel, showCounter: false },
          },
          {
            key: 'value',
            label: 'value',
            input: { maxLength: TRADE_LIMITS.specValue, showCounter: false },
          },
        ]}
        {...list('specs')}
        empty={{ label: '', value: '' }}
        addLabel="Add spec"
      />
    </fieldset>
  );
}
