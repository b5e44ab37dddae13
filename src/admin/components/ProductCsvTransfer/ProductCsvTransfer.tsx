import { clsx } from 'clsx';
import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { FormAlert } from '@/components/molecules/FormAlert';
import { TableHead } from '@/components/atoms/TableHead';
import { PRODUCT_FIELDS, type Words } from '@/domain/schemas';
import type { CsvField, CsvImportPlan } from '../../domain/productCsv';
import styles from './ProductCsvTransfer.module.css';
import { TransferPanel, TransferPreview, type TransferProps } from '../TransferPanel';

/** A CSV file that has been read and planned, waiting for the admin to apply or cancel it. */
export interface CsvPreview {
  /** The chosen file's name. */
  fileName: string;
  /** What applying it would change, and what is wrong with it. */
  plan: CsvImportPlan;
}

/** Export downloads every product as one CSV file; a picked file comes back planned as `preview`. */
export interface ProductCsvTransferProps extends TransferProps<'apply'> {
  /** The planned file: its changes, unchanged count and row errors. */
  preview?: CsvPreview;
  /** Write the preview's changes (only offered when no row has an error). */
  onApply: () => void;
  /** Drop the preview; nothing is written. */
  onCancel: () => void;
}

/** How a field a CSV changes is called on screen: its declared name. */
export const csvFieldLabel = (field: CsvField) => {
  // A variant's row may change its availability, a field of the variant alone.
  const words =
    (PRODUCT_FIELDS.fields as Record<string, Words | undefined>)[field] ??
    (PRODUCT_FIELDS.fields.variants.of as Record<string, Words>)[field]!;
  return words.short ?? words.label;
};

/** Rows listed per table; the rest are counted ('and 20 more products'). */
const ROWS_SHOWN = 100;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A cell value, or a muted 'none' for a blank one; price breaks may wrap after each |. */
function Value({ text }: { text: string }) {
  if (text === '') return <span className={styles.none}>none</span>;
  const parts = text.split('|');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              |<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A table box that scrolls sideways on a phone; it takes focus so the keyboard can scroll it. */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/**
 * Bulk price and trade-term updates through a spreadsheet (docs/requirements.md#product-csv):
 * export every product as CSV, import an edited file, see each change and each bad row, apply.
 */
export function ProductCsvTransfer({
  preview,
  onApply,
  onCancel,
  error,
  busy,
  headingLevel = 2,
  className,
  ...rest
}: ProductCsvTransferProps) {
  const reasonId = useId();
  const working = busy !== undefined;

  const plan = preview?.plan;
  const changeCount = plan?.changes.length ?? 0;
  const errorRows = plan ? new Set(plan.errors.map((e) => e.row)).size : 0;
  const reason = !plan
    ? undefined
    : errorRows > 0
      ? `Nothing is applied while any row has an error: fix ${errorRows === 1 ? 'that row' : `those ${errorRows} rows`} in the file and choose it again.`
      : changeCount === 0
        ? 'Nothing to apply: every row matches the catalogue.'
        : undefined;

  return (
    <TransferPanel
      title="Prices in a spreadsheet"
      description="Export every product as CSV, change prices, price breaks, minimum orders, pack sizes or lead times in a spreadsheet, and import the file to update them all at once. Rows are matched by SKU, or by id where the SKU is blank."
      exportLabel="Export products (CSV)"
      importLabel="Import products (CSV)"
      accept=".csv,text/csv"
      hint="A .csv file up to 5MB whose first row names the columns, with a sku column. Nothing changes until you apply."
      busy={busy}
      headingLevel={headingLevel}
      className={clsx(styles.root, className)}
      {...rest}
    >
      {error && <FormAlert>{error}</FormAlert>}

      {preview && plan && (
        <TransferPreview
          fileName={preview.fileName}
          headingLevel={headingLevel}
          className={styles.preview}
          confirm={
            <Button
              busy={busy === 'apply'}
              busyLabel="Applying..."
              disabled={working || reason !== undefined}
              aria-describedby={reason ? reasonId : undefined}
              onClick={onApply}
            >
              {changeCount === 1 ? 'Apply 1 change' : `Apply ${changeCount} changes`}
            </Button>
          }
          onCancel={onCancel}
          cancelDisabled={busy === 'apply'}
        >
          <p className={styles.summary} aria-live="polite">
            <strong>{count(changeCount, 'product changes', 'products change')}</strong>,{' '}
            {plan.unchanged} unchanged
            {plan.errors.length > 0 && (
              <>
                ,{' '}
                <strong className={styles.errorCount}>
                  {count(errorRows, 'row has errors', 'rows have errors')}
                </strong>
              </>
            )}
          </p>

          {plan.errors.length > 0 && (
            <Scroller label="Rows with errors">
              <table className={styles.table} data-kind="errors">
                <caption className={styles.caption}>Rows with errors</caption>
                <TableHead columns={['Row', 'Column', 'Problem']} />
                <tbody>
                  {plan.errors.slice(0, ROWS_SHOWN).map((e, index) => (
                    <tr key={index}>
                      <td>{e.row}</td>
                      <td>{e.column ?? 'whole row'}</td>
                      <td>{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {plan.errors.length > ROWS_SHOWN && (
                <p className={styles.more}>
                  and {count(plan.errors.length - ROWS_SHOWN, 'more error', 'more errors')}
                </p>
              )}
            </Scroller>
          )}

          {changeCount > 0 && (
            <Scroller label="Changes">
              <table className={styles.table}>
                <caption className={styles.caption}>Changes</caption>
                <TableHead columns={['Product', 'Field', 'Now', 'From the file']} />
                {plan.changes.slice(0, ROWS_SHOWN).map((change) => (
                  <tbody key={`${change.id}/${change.variant ?? ''}`}>
                    {change.fields.map((f, index) => (
                      <tr key={f.field}>
                        {index === 0 && (
                          <th scope="rowgroup" rowSpan={change.fields.length}>
                            <span className={styles.productName}>{change.name}</span>
                            <span className={styles.sku}>{change.sku || `id ${change.id}`}</span>
                          </th>
                        )}
                        <td>{csvFieldLabel(f.field)}</td>
                        <td className={styles.before}>
                          <Value text={f.before} />
                        </td>
                        <td className={styles.after}>
                          <Value text={f.after} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
              {changeCount > ROWS_SHOWN && (
                <p className={styles.more}>
                  and {count(changeCount - ROWS_SHOWN, 'more product', 'more products')}
                </p>
              )}
            </Scroller>
          )}

          <p className={styles.note}>
            Applied changes are drafts in this browser until you publish them.
          </p>
          {reason && (
            <p id={reasonId} className={styles.reason}>
              <Icon name="alert" size={18} />
              {reason}
            </p>
          )}
        </TransferPreview>
      )}
    </TransferPanel>
  );
}
