import { clsx } from 'clsx';
import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { IconButton } from '@/components/atoms/IconButton';
import { TextField, type TextFieldProps } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { fieldsOf, PRODUCT_FIELDS, type Words } from '@/domain/schemas';
import type { Rule } from '@/domain/schemas/rules';
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

/** One of a row's inputs: the key it edits, its label after 'Break 1: ', its attributes. */
export interface Column<R> {
  key: keyof R & string;
  label: string;
  input: Partial<TextFieldProps>;
}

export interface RowListProps<R extends Record<string, string>> {
  legend: string;
  hint: ReactNode;
  /** Names a row in labels: 'Break' gives 'Break 1: from quantity'. */
  rowName: string;
  /** Names a row in the remove button: 'price break' gives 'Remove price break 1'. */
  noun: string;
  /** Two inputs a row, or three. */
  columns: [Column<R>, Column<R>] | [Column<R>, Column<R>, Column<R>];
  rows: R[];
  onChange: (rows: R[]) => void;
  /** The list's message: shown at the row it names ('Row 2: ...'), else under the rows. */
  error: string | undefined;
  max: number;
  empty: R;
  addLabel: string;
}

const { fields } = PRODUCT_FIELDS;

/** The trade group's single inputs (the SKU, then the numbers), as the declaration orders them. */
const SINGLE_FIELDS = fieldsOf(PRODUCT_FIELDS).filter(
  (field) => field.group === 'trade' && field.input !== 'rows',
);

type SingleField = 'sku' | 'moq' | 'packSize';

/** A fieldset of rows of inputs the owner adds (up to max) and removes. */
export function RowList<R extends Record<string, string>>({
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
        <div key={i} className={styles.row} data-columns={columns.length}>
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
  // A row list's legend, hint, rows, where they go, their message and how many it takes.
  const list = <F extends 'priceTiers' | 'specs'>(field: F) => ({
    legend: fields[field].label,
    hint: fields[field].hint,
    rows: values[field],
    onChange: (rows: TradeDraft[F]) => onChange(field, rows),
    error: errors[field],
    max: fields[field].rule.max!,
  });
  // A column's name after 'Break 1: ' and its input's bound, from the declaration.
  const column = <R extends Record<string, string>>(
    field: 'priceTiers' | 'specs',
    key: keyof R & string,
    input: Partial<TextFieldProps> = {},
  ): Column<R> => {
    const { rule, of } = fields[field] as unknown as { rule: Rule; of: Record<string, Words> };
    const inner = rule.of![key]!;
    return {
      key,
      label: of[key]!.label,
      input: inner.kind === 'text' ? { maxLength: inner.max, showCounter: false, ...input } : input,
    };
  };

  return (
    <fieldset className={clsx(styles.root, className)} {...rest}>
      <legend className={styles.legend}>Trade</legend>
      <div className={styles.grid}>
        {SINGLE_FIELDS.map((field) => {
          const key = field.key as SingleField;
          const typed =
            field.rule.kind === 'text'
              ? { maxLength: field.rule.max, showCounter: false, autoComplete: 'off' }
              : { inputMode: 'numeric' as const };
          return (
            <TextField
              key={key}
              label={field.label}
              hint={field.hint}
              {...typed}
              name={key}
              value={values[key]}
              onChange={(e) => onChange(key, e.target.value)}
              error={errors[key]}
            />
          );
        })}
      </div>

      <RowList
        rowName="Break"
        noun="price break"
        columns={[
          column<PriceTierDraft>('priceTiers', 'minQuantity', { inputMode: 'numeric' }),
          column<PriceTierDraft>('priceTiers', 'price', { inputMode: 'decimal' }),
        ]}
        {...list('priceTiers')}
        empty={{ minQuantity: '', price: '' }}
        addLabel="Add price break"
      />

      <RowList
        rowName="Spec"
        noun="spec"
        columns={[column<SpecDraft>('specs', 'label'), column<SpecDraft>('specs', 'value')]}
        {...list('specs')}
        empty={{ label: '', value: '' }}
        addLabel="Add spec"
      />
    </fieldset>
  );
}
