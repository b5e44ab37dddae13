import { clsx } from 'clsx';
import {
  useId,
  useMemo,
  useState,
  type FieldsetHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/atoms/Button';
import { IconButton } from '@/components/atoms/IconButton';
import { Select } from '@/components/atoms/Select';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { fieldControlClassName } from '@/components/molecules/FormField';
import { PRODUCT_FIELDS } from '@/domain/schemas';
import {
  AVAILABILITIES,
  AVAILABILITY_LABELS,
  OPTIONS_MAX,
  VARIANTS_MAX,
  type Availability,
} from '@/domain/variants';
import { OPTION_VALUES_MAX } from '@/domain/schemas/entities';
import {
  applyDraftBulkChange,
  assignValueImages,
  hasOwnPacking,
  optionsOf,
  regenerateVariants,
  renameOption,
  rowKey,
  valueImages,
  valuesOf,
  variantsRemovedByDrafts,
  withValues,
  type DraftBulkChange,
  type OptionDraft,
  type ProductTerms,
  type VariantCell,
  type VariantDraft,
  type VariantErrors,
} from '../../domain/variantDrafts';
import { ImageListEditor } from '../ImageListEditor';
import { ShippingFields } from '../ShippingFields';
import styles from './VariantEditor.module.css';

/** The options and variants together: a change to the options changes the variants. */
export interface VariantChange {
  options: OptionDraft[];
  variants: VariantDraft[];
}

/** The product the variants belong to: what they take when they set nothing themselves. */
export interface VariantProduct extends ProductTerms {
  id: number;
  sku: string;
  moq: string;
  packSize: string;
}

export interface VariantEditorProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange'
> {
  /** The options as typed: a name and its values each. */
  options: OptionDraft[];
  /** The variants, one per combination of the options' values. */
  variants: VariantDraft[];
  /** Raised with the options and variants after every change. */
  onChange: (change: VariantChange) => void;
  /** The product as typed: new variants' SKUs start from its SKU, blank cells show its terms. */
  product: VariantProduct;
  /** SKU keys (upper case) of every other product and variant: new SKUs avoid them. */
  taken?: ReadonlySet<string>;
  /** The messages by row and cell (variantDraftErrors), shown at their cells. */
  errors?: VariantErrors | undefined;
  /** Gallery images an option value's pictures can be picked from. */
  gallery?: string[];
  /** Checks and downscales an uploaded picture (ImageListEditor). */
  prepareUpload?: (file: File) => Promise<string>;
}

/** What the bulk bar can do to the selected rows. */
type BulkKind = DraftBulkChange['kind'];

const BULK_CHOICES: { value: BulkKind; label: string }[] = [
  { value: 'setPrice', label: 'Set price (USD)' },
  { value: 'raisePrices', label: 'Raise prices by %' },
  { value: 'setMoq', label: 'Set minimum order' },
  { value: 'setPackSize', label: 'Set pack size' },
  { value: 'setAvailability', label: 'Set availability' },
];

/** A change the owner is asked about first: the variants it would take away. */
interface PendingRemoval {
  what: string;
  change: VariantChange;
  removed: VariantDraft[];
}

const AVAILABILITY_CHOICES = [
  { value: '', label: 'As the product (in stock)' },
  ...AVAILABILITIES.map((value) => ({ value, label: AVAILABILITY_LABELS[value] })),
];

const { fields } = PRODUCT_FIELDS;

/** A variant's values in words: '60 cm / Walnut'. */
const labelOf = (options: readonly OptionDraft[], draft: VariantDraft) =>
  options
    .map((option) => draft.options[option.name.trim()])
    .filter((value) => value !== undefined && value !== '')
    .join(' / ') || draft.sku;

/** Enter in a small input does its own job instead of submitting the product form. */
const onEnter = (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  run();
};

/**
 * The product's options and its variants (docs/requirements.md#variants): the owner declares up to
 * three options and their values, the variants are generated from the combinations (a kept
 * combination keeps what it set), each row edits its SKU, price, minimum, pack and availability,
 * a bulk bar changes the selected rows, an option value can be given pictures for all its
 * variants, and removing a value or an option asks first when it would take variants away.
 */
export function VariantEditor({
  options,
  variants,
  onChange,
  product,
  taken = new Set(),
  errors,
  gallery = [],
  prepareUpload,
  className,
  ...rest
}: VariantEditorProps) {
  const id = useId();
  const [newValues, setNewValues] = useState<string[]>([]);
  const [valueErrors, setValueErrors] = useState<(string | undefined)[]>([]);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkKind, setBulkKind] = useState<BulkKind>('setPrice');
  const [bulkValue, setBulkValue] = useState('');
  const [bulkError, setBulkError] = useState<string | undefined>();
  const [pictureTarget, setPictureTarget] = useState('');
  // The value pictures' editor opens on request: the product's own images stay the form's only
  // image list until then.
  const [picturesOpen, setPicturesOpen] = useState(false);
  // A variant's own carton and size, edited one variant at a time (the table keeps its columns).
  const [packingOpen, setPackingOpen] = useState(false);
  const [packingTarget, setPackingTarget] = useState('');

  const parsed = useMemo(() => optionsOf(options), [options]);
  const keys = variants.map((draft) => rowKey(parsed, draft));
  const selectedRows = new Set(keys.flatMap((key, i) => (selected.has(key) ? [i] : [])));

  /**
   * The variants for new options: a new option's first value joins the variants there were (so
   * adding Frame keeps every Size's variant as its first frame), then every combination gets its
   * variant. Asks first when variants would go.
   */
  const change = (next: OptionDraft[], what: string, drafts: VariantDraft[] = variants) => {
    const nextParsed = optionsOf(next).filter((o) => o.name !== '' && o.values.length > 0);
    const extended = drafts.map((draft) => {
      const added = nextParsed.filter(
        (option) =>
          draft.options[option.name] === undefined && !drafts.some((d) => option.name in d.options),
      );
      return added.length === 0
        ? draft
        : {
            ...draft,
            options: {
              ...draft.options,
              ...Object.fromEntries(added.map((option) => [option.name, option.values[0]!])),
            },
          };
    });
    const removed = variantsRemovedByDrafts(extended, nextParsed);
    const result = {
      options: next,
      variants: regenerateVariants(extended, optionsOf(next), product, taken),
    };
    if (removed.length > 0) setPending({ what, change: result, removed });
    else onChange(result);
  };

  const setOption = (index: number, option: OptionDraft) =>
    options.map((current, i) => (i === index ? option : current));

  const rename = (index: number, name: string) => {
    const from = options[index]!.name.trim();
    const next = setOption(index, { ...options[index]!, name });
    // A name being typed follows in the variants' values; an option without values has none.
    onChange({ options: next, variants: renameOption(variants, from, name.trim()) });
  };

  const addValue = (index: number) => {
    const option = options[index]!;
    const typed = (newValues[index] ?? '').trim();
    const values = valuesOf(option);
    const problem =
      option.name.trim() === ''
        ? 'Name the option first, such as Size'
        : typed === ''
          ? 'Type a value to add, such as 80 cm'
          : typed.includes(',')
            ? 'A value cannot contain a comma'
            : values.some((value) => value.toLowerCase() === typed.toLowerCase())
              ? `${option.name.trim()} already has ${typed}`
              : values.length >= OPTION_VALUES_MAX
                ? `An option has at most ${OPTION_VALUES_MAX} values`
                : undefined;
    setValueErrors((current) => Object.assign([...current], { [index]: problem }));
    if (problem) return;
    setNewValues((current) => Object.assign([...current], { [index]: '' }));
    change(setOption(index, withValues(option, [...values, typed])), '');
  };

  const removeValue = (index: number, value: string) => {
    const option = options[index]!;
    const remaining = valuesOf(option).filter((v) => v !== value);
    const next =
      remaining.length > 0
        ? setOption(index, withValues(option, remaining))
        : options.filter((_, i) => i !== index);
    change(next, `Remove ${value} from ${option.name.trim() || 'the option'}?`);
  };

  const removeOption = (index: number) => {
    const option = options[index]!;
    const name = option.name.trim();
    const first = valuesOf(option)[0];
    // The first value's variants stay (without this option); the others would go.
    const kept = variants
      .filter((draft) => !(name in draft.options) || draft.options[name] === first)
      .map((draft) => {
        const { [name]: _gone, ...others } = draft.options;
        return { ...draft, options: others };
      });
    const next = options.filter((_, i) => i !== index);
    const removed = variants.filter(
      (draft) => name in draft.options && draft.options[name] !== first,
    );
    const result = {
      options: next,
      variants: regenerateVariants(kept, optionsOf(next), product, taken),
    };
    if (removed.length > 0)
      setPending({ what: `Remove the option ${name || index + 1}?`, change: result, removed });
    else onChange(result);
  };

  const setCell = (row: number, cell: VariantCell, value: string) =>
    onChange({
      options,
      variants: variants.map((draft, i) => (i === row ? { ...draft, [cell]: value } : draft)),
    });

  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const applyBulk = () => {
    const typed = bulkValue.trim();
    let bulk: DraftBulkChange;
    if (bulkKind === 'raisePrices') {
      const percent = Number(typed);
      if (typed === '' || !Number.isFinite(percent) || percent <= -100) {
        setBulkError('Type a percentage above -100, such as 5 or -10');
        return;
      }
      bulk = { kind: 'raisePrices', percent };
    } else if (bulkKind === 'setAvailability') {
      bulk = { kind: 'setAvailability', availability: typed as Availability | '' };
    } else if (bulkKind === 'setPrice') bulk = { kind: 'setPrice', price: typed };
    else if (bulkKind === 'setMoq') bulk = { kind: 'setMoq', moq: typed };
    else bulk = { kind: 'setPackSize', packSize: typed };
    setBulkError(undefined);
    onChange({ options, variants: applyDraftBulkChange(variants, selectedRows, bulk, product) });
  };

  // Pictures by option value: 'Frame=Oak'.
  const pictureChoices = parsed.flatMap((option) =>
    option.name === ''
      ? []
      : option.values.map((value) => ({
          value: `${option.name}=${value}`,
          label: `${option.name}: ${value}`,
        })),
  );
  const target = pictureChoices.some((choice) => choice.value === pictureTarget)
    ? pictureTarget
    : (pictureChoices[0]?.value ?? '');
  const [targetName = '', targetValue = ''] = target.split(/=(.*)/s);

  const allSelected = variants.length > 0 && selectedRows.size === variants.length;
  const rowErrors = errors?.rows ?? [];
  // A variant whose carton or size has a message opens the part at it, so the owner sees where.
  const packingErrorRow = rowErrors.findIndex((cells) =>
    Object.keys(cells ?? {}).some((cell) => /^(carton|size)\./.test(cell)),
  );
  const showPacking = packingOpen || packingErrorRow >= 0;
  const packingRow =
    keys.indexOf(packingTarget) >= 0 ? keys.indexOf(packingTarget) : Math.max(0, packingErrorRow);
  const packingDraft = variants[packingRow];

  return (
    <fieldset {...rest} className={clsx(styles.root, className)}>
      <legend className={styles.legend}>{fields.options.label} and variants</legend>
      <p className={styles.hint}>
        {fields.options.hint} Each combination of values is a variant with its own SKU; what a
        variant leaves blank comes from the product.
      </p>

      {options.map((option, index) => {
        const values = valuesOf(option);
        const label = option.name.trim() || `Option ${index + 1}`;
        return (
          <fieldset key={index} className={styles.option} aria-label={label}>
            <div className={styles.optionHead}>
              <TextField
                label={`Option ${index + 1} name`}
                value={option.name}
                maxLength={30}
                placeholder={index === 0 ? 'Size' : index === 1 ? 'Frame' : 'Fabric'}
                onChange={(e) => rename(index, e.target.value)}
              />
              <IconButton
                className={styles.remove}
                icon="trash"
                label={`Remove option ${label}`}
                onClick={() => removeOption(index)}
              />
            </div>
            {values.length > 0 && (
              <ul className={styles.values} aria-label={`${label} values`}>
                {values.map((value) => (
                  <li key={value} className={styles.value}>
                    <span>{value}</span>
                    <IconButton
                      icon="close"
                      iconSize={16}
                      label={`Remove ${value} from ${label}`}
                      onClick={() => removeValue(index, value)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.addValue}>
              <TextField
                label={`Add a value to ${label}`}
                value={newValues[index] ?? ''}
                maxLength={40}
                placeholder={index === 0 ? '80 cm' : 'Oak'}
                onChange={(e) =>
                  setNewValues((current) =>
                    Object.assign([...current], { [index]: e.target.value }),
                  )
                }
                onKeyDown={onEnter(() => addValue(index))}
                error={valueErrors[index]}
              />
              <Button variant="secondary" size="sm" onClick={() => addValue(index)}>
                Add value
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errors?.options && <FormAlert>{errors.options}</FormAlert>}
      {options.length < OPTIONS_MAX && (
        <Button
          variant="secondary"
          size="sm"
          className={styles.add}
          onClick={() => onChange({ options: [...options, { name: '', values: '' }], variants })}
        >
          Add option
        </Button>
      )}

      {pending && (
        <div className={styles.confirm} role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className={styles.confirmText}>
            {pending.what || 'Change the options?'} {pending.removed.length}{' '}
            {pending.removed.length === 1 ? 'variant goes' : 'variants go'} with it, with what
            {pending.removed.length === 1 ? ' it sets' : ' they set'}:{' '}
            {pending.removed.map((draft) => draft.sku || labelOf(options, draft)).join(', ')}.
          </p>
          <div className={styles.confirmActions}>
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                onChange(pending.change);
                setPending(null);
              }}
            >
              Remove {pending.removed.length === 1 ? 'the variant' : 'the variants'}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPending(null)}>
              Keep them
            </Button>
          </div>
        </div>
      )}

      {variants.length > 0 && (
        <>
          <fieldset className={styles.bulk} aria-label="Change the selected variants">
            <p className={styles.count} aria-live="polite">
              {selectedRows.size} of {variants.length} variants selected
              {variants.length >= VARIANTS_MAX ? ` (at most ${VARIANTS_MAX})` : ''}
            </p>
            <Select
              label="Change"
              options={BULK_CHOICES}
              value={bulkKind}
              onChange={(e) => {
                setBulkKind(e.target.value as BulkKind);
                setBulkValue('');
                setBulkError(undefined);
              }}
            />
            {bulkKind === 'setAvailability' ? (
              <Select
                label="To"
                options={AVAILABILITY_CHOICES}
                value={bulkValue}
                onChange={(e) => setBulkValue(e.target.value)}
              />
            ) : (
              <TextField
                label={bulkKind === 'raisePrices' ? 'By (%)' : 'To'}
                inputMode="decimal"
                value={bulkValue}
                onChange={(e) => setBulkValue(e.target.value)}
                onKeyDown={onEnter(() => selectedRows.size > 0 && applyBulk())}
                error={bulkError}
              />
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={selectedRows.size === 0}
              onClick={applyBulk}
            >
              Apply to selected
            </Button>
          </fieldset>

          <div className={styles.scroller}>
            <table className={styles.table}>
              <caption id={`${id}-caption`} className={styles.caption}>
                Variants ({variants.length})
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.check}>
                    <input
                      type="checkbox"
                      aria-label="Select every variant"
                      checked={allSelected}
                      onChange={(e) => setSelected(new Set(e.target.checked ? keys : []))}
                    />
                  </th>
                  <th scope="col">Variant</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Price (USD)</th>
                  <th scope="col">Minimum</th>
                  <th scope="col">Pack</th>
                  <th scope="col">Availability</th>
                </tr>
              </thead>
              <tbody>
                {variants.map((draft, row) => {
                  const name = labelOf(options, draft);
                  const cellErrors = rowErrors[row] ?? {};
                  const errorOf = (cell: string) =>
                    cellErrors[cell] ?? (cell === 'sku' ? cellErrors.options : undefined);
                  const input = (cell: 'sku' | 'price' | 'moq' | 'packSize', label: string) => {
                    const message = errorOf(cell);
                    const errorId = `${id}-${row}-${cell}`;
                    return (
                      <td>
                        <input
                          className={clsx(fieldControlClassName, styles.cell)}
                          data-cell={cell}
                          aria-label={`${label} for ${name}`}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? errorId : undefined}
                          inputMode={cell === 'sku' ? undefined : 'decimal'}
                          placeholder={
                            cell === 'price'
                              ? product.price
                              : cell === 'moq'
                                ? product.moq
                                : cell === 'packSize'
                                  ? product.packSize
                                  : undefined
                          }
                          value={draft[cell]}
                          onChange={(e) => setCell(row, cell, e.target.value)}
                        />
                        {message && (
                          <span id={errorId} className={styles.error}>
                            {message}
                          </span>
                        )}
                      </td>
                    );
                  };
                  return (
                    <tr key={keys[row]} data-selected={selectedRows.has(row) || undefined}>
                      <td className={styles.check}>
                        <input
                          type="checkbox"
                          aria-label={`Select ${name}`}
                          checked={selectedRows.has(row)}
                          onChange={(e) => toggle(keys[row]!, e.target.checked)}
                        />
                      </td>
                      <th scope="row">{name}</th>
                      {input('sku', 'SKU')}
                      {input('price', 'Price')}
                      {input('moq', 'Minimum order')}
                      {input('packSize', 'Pack size')}
                      <td>
                        <select
                          className={clsx(fieldControlClassName, styles.cell)}
                          aria-label={`Availability for ${name}`}
                          value={draft.availability}
                          onChange={(e) => setCell(row, 'availability', e.target.value)}
                        >
                          {AVAILABILITY_CHOICES.map((choice) => (
                            <option key={choice.value} value={choice.value}>
                              {choice.value === '' ? 'As the product' : choice.label}
                            </option>
                          ))}
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className={styles.hint}>
            A blank price, minimum or pack is the product’s ({product.price || 'no price yet'},{' '}
            {product.moq || '1'}, {product.packSize || '1'}).
          </p>

          {pictureChoices.length > 0 && (
            <EditorPart
              id={`${id}-pictures`}
              label="Pictures for an option value"
              open={picturesOpen}
              onToggle={() => setPicturesOpen((open) => !open)}
            >
              <Select
                label="Pictures for"
                hint="Every variant with this value shows these pictures (every Oak variant)."
                options={pictureChoices}
                value={target}
                onChange={(e) => setPictureTarget(e.target.value)}
              />
              <ImageListEditor
                legend={`Pictures of ${targetName}: ${targetValue}`}
                images={valueImages(variants, targetName, targetValue)}
                gallery={gallery}
                prepareUpload={prepareUpload}
                onChange={(images) =>
                  onChange({
                    options,
                    variants: assignValueImages(variants, targetName, targetValue, images),
                  })
                }
              />
            </EditorPart>
          )}

          <EditorPart
            id={`${id}-packing`}
            label="Carton and size of a variant"
            open={showPacking}
            // Held open while a variant's carton has a message.
            locked={packingErrorRow >= 0}
            onToggle={() => setPackingOpen((open) => !open)}
          >
            <Select
              label="Variant"
              hint="A variant packed differently (a larger size) has its own carton and size."
              options={variants.map((draft, row) => ({
                value: keys[row]!,
                label: `${labelOf(options, draft)}${hasOwnPacking(draft) ? ' (own carton)' : ''}`,
              }))}
              value={keys[packingRow] ?? ''}
              onChange={(e) => setPackingTarget(e.target.value)}
            />
            {packingDraft && (
              <ShippingFields
                legend={`Carton and size of ${labelOf(options, packingDraft)}`}
                hint="Left blank, the variant ships in the product’s carton and has its size."
                codes={false}
                values={{ ...packingDraft, hsCode: '', origin: '' }}
                errors={rowErrors[packingRow] ?? {}}
                onChange={(field, value) => {
                  if (field === 'carton' || field === 'size')
                    onChange({
                      options,
                      variants: variants.map((draft, row) =>
                        row === packingRow ? { ...draft, [field]: value } : draft,
                      ),
                    });
                }}
              />
            )}
          </EditorPart>
        </>
      )}
    </fieldset>
  );
}

interface EditorPartProps {
  id: string;
  /** The button's words: what the part edits. */
  label: string;
  open: boolean;
  /** The part cannot be closed (it shows a message). */
  locked?: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A part of the editor under the table that opens on request: value pictures, a variant's carton. */
function EditorPart({ id, label, open, locked = false, onToggle, children }: EditorPartProps) {
  return (
    <div className={styles.pictures}>
      <Button
        variant="secondary"
        size="sm"
        className={styles.add}
        aria-expanded={open}
        aria-controls={id}
        disabled={locked}
        onClick={onToggle}
      >
        {label}
      </Button>
      {open && (
        <div id={id} className={styles.pictures}>
          {children}
        </div>
      )}
    </div>
  );
}
