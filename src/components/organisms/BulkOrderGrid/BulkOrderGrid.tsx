import { clsx } from 'clsx';
import { useId, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { Button } from '@/components/atoms/Button';
import { Price } from '@/components/atoms/Price';
import { TableHead } from '@/components/atoms/TableHead';
import { formatPrice } from '@/domain/money';
import { formatCount } from '@/domain/numbers';
import { minimumQuantity, packSizeOf, unitPrice, validQuantity } from '@/domain/trade';
import {
  AVAILABILITY_LABELS,
  orderGridShape,
  type ResolvedVariant,
  type VariantSource,
} from '@/domain/variants';
import styles from './BulkOrderGrid.module.css';

/** One line the grid adds: a variant and how many. */
export interface GridLine {
  sku: string;
  quantity: number;
}

export interface BulkOrderGridProps extends HTMLAttributes<HTMLElement> {
  /** The product and its variants. */
  product: VariantSource;
  /** Raised with every line that has a quantity, snapped to its minimum and packs. */
  onAddLines: (lines: GridLine[]) => void;
  /** While true the add button is busy. */
  busy?: boolean;
  /** The level of the 'Order several' heading. */
  headingLevel?: 2 | 3;
}

/** A typed quantity: blank or 0 is none; digits snap to the variant's minimum and packs. */
function settle(variant: ResolvedVariant, typed: string): { quantity: number; reason?: string } {
  const text = typed.trim();
  if (text === '' || /^0+$/.test(text)) return { quantity: 0 };
  const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return validQuantity(variant, n);
}

/** One variant's quantity field, its unit price at that quantity, and why it was snapped. */
function Cell({
  variant,
  label,
  typed,
  reason,
  onType,
  onSettle,
}: {
  variant: ResolvedVariant;
  label: string;
  typed: string;
  reason?: string | undefined;
  onType: (text: string) => void;
  onSettle: () => void;
}) {
  const noteId = useId();
  if (!variant.orderable) {
    return <span className={styles.off}>{AVAILABILITY_LABELS[variant.availability]}</span>;
  }
  const quantity = settle(variant, typed).quantity;
  const price = unitPrice(variant, quantity || minimumQuantity(variant));
  const pack = packSizeOf(variant);
  const hint = `Min ${minimumQuantity(variant)}${pack > 1 ? `, packs of ${pack}` : ''}`;
  return (
    <div className={styles.cell}>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        size={5}
        aria-label={`Quantity of ${label} (${variant.sku})`}
        aria-describedby={noteId}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        onBlur={onSettle}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSettle();
          }
        }}
      />
      <span className={styles.price}>{formatPrice(price)} each</span>
      <span
        id={noteId}
        className={styles.note}
        aria-live="polite"
        data-reason={reason ? true : undefined}
      >
        {reason ?? hint}
      </span>
    </div>
  );
}

/**
 * The bulk order grid (docs/requirements.md#variants): a quantity for every variant of a product
 * (a size by finish matrix for two options, one row each otherwise), each snapped to the variant's
 * minimum and packs and priced at the break it reaches, with the total, added to the cart in one
 * step.
 */
export function BulkOrderGrid({
  product,
  onAddLines,
  busy = false,
  headingLevel = 2,
  className,
  ...rest
}: BulkOrderGridProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const shape = orderGridShape(product);
  const variants =
    shape.kind === 'list'
      ? shape.variants
      : shape.cells.flat().filter((v): v is ResolvedVariant => v !== undefined);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string | undefined>>({});

  const lines = variants.flatMap((variant) => {
    const quantity = variant.orderable ? settle(variant, typed[variant.sku] ?? '').quantity : 0;
    return quantity > 0 ? [{ variant, quantity }] : [];
  });
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce(
    (sum, line) => sum + Math.round(unitPrice(line.variant, line.quantity) * 100) * line.quantity,
    0,
  );

  const type = (sku: string, text: string) => {
    setTyped((current) => ({ ...current, [sku]: text }));
    setReasons((current) => ({ ...current, [sku]: undefined }));
  };
  const settleField = (variant: ResolvedVariant) => {
    const { quantity, reason } = settle(variant, typed[variant.sku] ?? '');
    setTyped((current) => ({ ...current, [variant.sku]: quantity > 0 ? String(quantity) : '' }));
    setReasons((current) => ({ ...current, [variant.sku]: reason }));
  };
  const cell = (variant: ResolvedVariant | undefined, label: string) =>
    variant ? (
      <Cell
        variant={variant}
        label={label}
        typed={typed[variant.sku] ?? ''}
        reason={reasons[variant.sku]}
        onType={(text) => type(variant.sku, text)}
        onSettle={() => settleField(variant)}
      />
    ) : (
      <span className={styles.off}>Not made</span>
    );

  const handleAdd = () => {
    onAddLines(lines.map((line) => ({ sku: line.variant.sku, quantity: line.quantity })));
    setTyped({});
    setReasons({});
  };

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <Heading id={titleId} className={styles.title}>
        Order several
      </Heading>
      {/* A wide matrix scrolls sideways on a phone; its fields take the keyboard there. */}
      <div className={styles.scroll}>
        {shape.kind === 'matrix' ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  {shape.rows.name} / {shape.columns.name}
                </th>
                {shape.columns.values.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shape.rows.values.map((row, r) => (
                <tr key={row}>
                  <th scope="row">{row}</th>
                  {shape.columns.values.map((column, c) => (
                    <td key={column}>{cell(shape.cells[r]![c], `${row}, ${column}`)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <table className={styles.table}>
            <TableHead columns={['Variant', 'SKU', 'Quantity']} />
            <tbody>
              {shape.variants.map((variant) => (
                <tr key={variant.sku}>
                  <th scope="row">{variant.values.join(', ')}</th>
                  <td className={styles.sku}>{variant.sku}</td>
                  <td>{cell(variant, variant.values.join(', '))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className={styles.footer}>
        <p className={styles.total} aria-live="polite">
          {lines.length === 0 ? (
            'Enter a quantity for each variant you want'
          ) : (
            <>
              {formatCount(units)} {units === 1 ? 'unit' : 'units'} in {lines.length}{' '}
              {lines.length === 1 ? 'line' : 'lines'}: <Price value={total / 100} size="md" />
            </>
          )}
        </p>
        <Button onClick={handleAdd} disabled={lines.length === 0} busy={busy} busyLabel="Adding...">
          {lines.length > 1 ? `Add ${lines.length} lines to cart` : 'Add to cart'}
        </Button>
      </div>
    </section>
  );
}
