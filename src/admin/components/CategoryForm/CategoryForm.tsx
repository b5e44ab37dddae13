import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { IconButton } from '@/components/atoms/IconButton';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import {
  categoryFromDraft,
  subcategoryNameClashes,
  validateCategoryDraft,
  type CategoryDraft,
} from '../../domain/forms';
import { CATEGORY_FIELDS } from '@/domain/schemas';
import styles from './CategoryForm.module.css';

export interface CategoryFormProps extends FormElementProps, FormStateProps<keyof CategoryDraft> {
  /** Adding a new category or editing a stored one: sets the title and the submit label. */
  mode: 'adding' | 'editing';
  /** The draft the fields start with; an empty category when omitted. */
  initialValues?: CategoryDraft;
  /** Ids already taken, so the preview shows the unique id a new category will get (_1, _2...). */
  existingIds?: string[];
  /** Names of the other categories: the same name again is refused (any case, spaces trimmed). */
  takenNames?: string[];
  /** Called with the draft as typed (blank subcategory rows included; the domain drops them). */
  onSubmit: (draft: CategoryDraft) => void;
  /** Leaves the form without saving. */
  onCancel: () => void;
}

interface Row {
  key: number;
  id?: string;
  name: string;
}

interface Values {
  id?: string;
  name: string;
  rows: Row[];
}

function toDraft({ id, name, rows }: Values): CategoryDraft {
  const subcategories = rows.map((row) =>
    row.id ? { id: row.id, name: row.name } : { name: row.name },
  );
  return id ? { id, name, subcategories } : { name, subcategories };
}

function toValues(draft: CategoryDraft | undefined): Values {
  const rows = (draft?.subcategories ?? []).map((sub, index) => ({ key: index, ...sub }));
  return draft?.id ? { id: draft.id, name: draft.name, rows } : { name: draft?.name ?? '', rows };
}

type FocusTarget = { row: number } | 'add' | null;

/** The admin category editor: a name and its subcategories, with the ids they will get. */
export function CategoryForm({
  mode,
  initialValues,
  existingIds = [],
  takenNames = [],
  onSubmit,
  fieldErrors,
  className,
  ...rest
}: CategoryFormProps) {
  const { values, setValue, field, errors, formProps } = useFormDraft({
    initialValues: () => toValues(initialValues),
    validate: (v: Values) => validateCategoryDraft(toDraft(v), takenNames),
    fieldErrors,
    onSubmit: (v: Values) => onSubmit(toDraft(v)),
  });
  const rowsRef = useRef<HTMLOListElement>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const pendingFocus = useRef<FocusTarget>(null);
  const nextKey = useRef(values.rows.length);

  // After adding or removing a row, focus goes to that row's input (or 'Add subcategory');
  // it runs after every render but does nothing unless a handler left a target.
  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === null) return;
    const row = target === 'add' ? null : rowsRef.current?.children.item(target.row);
    const add = fieldsetRef.current?.querySelector<HTMLButtonElement>('[data-add-row]');
    (row?.querySelector('input') ?? add)?.focus();
  });

  // The preview uses the same function as saving, so what it shows is what gets stored.
  const named = values.name.trim() !== '';
  const preview = categoryFromDraft(toDraft(values), existingIds);
  const previewSubs = [...(preview.subcategories ?? [])];
  const rowIds = values.rows.map((row) =>
    row.name.trim() === '' ? undefined : previewSubs.shift()?.id,
  );
  // A refused name makes no id: nothing shows the id it would have had.
  const nameRefused = values.id === undefined && errors.name !== undefined;
  const idsKnown = (named && !nameRefused) || values.id !== undefined;
  // A clash is shown at the row that repeats a name; other list problems under the legend.
  const rowErrors = errors.subcategories ? subcategoryNameClashes(values.rows) : [];
  const listError = rowErrors.some(Boolean) ? undefined : errors.subcategories;

  function rowHint(index: number) {
    const id = rowIds[index];
    if (!id) return 'Blank: dropped when you save.';
    if (!idsKnown) return 'Its ID follows the category name.';
    return (
      <>
        ID: <span className={styles.id}>{id}</span>
      </>
    );
  }

  function handleAddRow() {
    pendingFocus.current = { row: values.rows.length };
    setValue('rows', [...values.rows, { key: nextKey.current++, name: '' }]);
  }

  function handleRemoveRow(index: number) {
    const next = values.rows.filter((_, i) => i !== index);
    pendingFocus.current = next.length === 0 ? 'add' : { row: Math.min(index, next.length - 1) };
    setValue('rows', next);
  }

  function handleRowName(index: number, name: string) {
    setValue(
      'rows',
      values.rows.map((row, i) => (i === index ? { ...row, name } : row)),
    );
  }

  return (
    <FormShell
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      data-mode={mode}
      title={mode === 'adding' ? 'Add Category' : 'Edit Category'}
      submitLabel={mode === 'adding' ? 'Add Category' : 'Save Changes'}
    >
      <TextField
        label={CATEGORY_FIELDS.fields.name.label}
        required
        {...field('name')}
        hint={
          values.id ? (
            <>
              ID: <span className={styles.id}>{values.id}</span> (kept when you rename)
            </>
          ) : named && !nameRefused ? (
            <>
              Its ID will be: <span className={styles.id}>{preview.id}</span>
            </>
          ) : (
            'Its ID is made from the name: lower case, spaces as underscores.'
          )
        }
      />

      <fieldset ref={fieldsetRef} className={styles.subcategories}>
        <legend className={styles.legend}>Subcategories</legend>
        <p className={styles.hint}>Optional. Blank rows are dropped when you save.</p>
        {listError && <FormAlert>{listError}</FormAlert>}
        {values.rows.length > 0 && (
          <ol ref={rowsRef} className={styles.rows}>
            {values.rows.map((row, index) => (
              <li key={row.key} className={styles.row}>
                <TextField
                  label={`Subcategory ${index + 1}`}
                  name={`subcategories.${index}.name`}
                  value={row.name}
                  onChange={(e) => handleRowName(index, e.target.value)}
                  hint={rowHint(index)}
                  error={rowErrors[index]}
                />
                <IconButton
                  icon="trash"
                  label={`Remove subcategory ${index + 1}`}
                  className={styles.remove}
                  onClick={() => handleRemoveRow(index)}
                />
              </li>
            ))}
          </ol>
        )}
        <Button
          data-add-row
          variant="secondary"
          size="sm"
          icon={<Icon name="plus" />}
          className={styles.addRow}
          onClick={handleAddRow}
        >
          Add subcategory
        </Button>
      </fieldset>
    </FormShell>
  );
}
