import { clsx } from 'clsx';
import { useId, type FormHTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Checkbox } from '@/components/atoms/Checkbox';
import { Select, type SelectGroup, type SelectOption } from '@/components/atoms/Select';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import { ImageListEditor } from '../ImageListEditor';
import { TradeFields, type TradeFieldsProps } from '../TradeFields';
import { POPULAR_TAGS } from '@/domain/catalogue';
import { joinList, splitIdList } from '@/domain/lists';
import type { Category, FieldErrors } from '@/domain/types';
import { emptyProductDraft, validateProductDraft, type ProductDraft } from '../../domain/forms';
import styles from './ProductForm.module.css';

export interface ProductFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title'
> {
  /** Adding a new product or editing a stored one: sets the title and the submit label. */
  mode: 'adding' | 'editing';
  /** The draft the fields start with (draftFromProduct, copyDraft); empty when omitted. */
  initialValues?: ProductDraft;
  /** The category tree; parents with subcategories become option groups. */
  categories: Category[];
  /** Gallery images the admin can pick from. */
  gallery?: string[];
  /** Turns an uploaded or dropped file into an image to add (checked and downscaled). */
  prepareUpload?: (file: File) => Promise<string>;
  /**
   * Called with the draft as typed once docs/requirements.md#product-rules pass (productFromDraft
   * parses it).
   */
  onSubmit: (draft: ProductDraft) => void;
  /** Leaves the form without saving. */
  onCancel: () => void;
  /** While true the submit button is disabled and shows `busyLabel`. */
  busy?: boolean;
  /** The submit label while busy. */
  busyLabel?: string;
  /** A form-level error. */
  error?: string | undefined;
  /** Errors per field injected by the page; shown like the validator's own. */
  fieldErrors?: FieldErrors<keyof ProductDraft> | undefined;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3;
  /** Every other product's SKU: this one's may not repeat any (docs/requirements.md#trade-terms). */
  otherSkus?: readonly string[];
}

/** Category choices: leaf parents as options, parents with subcategories as groups. */
function categoryChoices(categories: Category[], current: string) {
  const options: SelectOption[] = [];
  const groups: SelectGroup[] = [];
  for (const category of categories) {
    if (category.id === 'all') continue;
    const subs = category.subcategories ?? [];
    if (subs.length === 0) {
      options.push({ value: category.id, label: category.name });
      continue;
    }
    // An optgroup label cannot be chosen, so the parent is repeated as the group's first option.
    groups.push({
      label: category.name,
      options: [
        { value: category.id, label: `${category.name} (general)` },
        ...subs.map((sub) => ({ value: sub.id, label: sub.name })),
      ],
    });
  }
  const known = [...options, ...groups.flatMap((g) => g.options)].some((o) => o.value === current);
  // A product whose category was deleted keeps it visible instead of silently showing another.
  if (current !== '' && !known) {
    options.unshift({ value: current, label: `${current} (category no longer exists)` });
  }
  return { options, groups };
}

/**
 * The admin product editor: every field of docs/requirements.md#product, checked by
 * docs/requirements.md#product-rules.
 */
export function ProductForm({
  mode,
  initialValues,
  categories,
  gallery = [],
  prepareUpload,
  onSubmit,
  onCancel,
  busy = false,
  busyLabel = 'Saving...',
  error,
  fieldErrors,
  headingLevel = 2,
  otherSkus = [],
  className,
  ...rest
}: ProductFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { values, setValue, errors, formProps } = useFormDraft({
    initialValues: () => initialValues ?? emptyProductDraft(),
    validate: (draft: ProductDraft) => validateProductDraft(draft, otherSkus),
    fieldErrors,
    onSubmit,
  });
  const { options, groups } = categoryChoices(categories, values.category);
  const relatedIds = splitIdList(values.relatedProductIds);

  return (
    <form
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      data-mode={mode}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {mode === 'adding' ? 'Add Product' : 'Edit Product'}
        </Heading>
        {values.id !== undefined && <p className={styles.meta}>Product ID {values.id}</p>}
      </header>
      {error && <FormAlert>{error}</FormAlert>}

      <div className={styles.columns}>
        <div className={styles.fields}>
          <TextField
            label="Product name"
            name="name"
            required
            value={values.name}
            onChange={(e) => setValue('name', e.target.value)}
            error={errors.name}
          />
          <div className={styles.pair}>
            <Select
              label="Category"
              name="category"
              required
              placeholder="Select a category"
              options={options}
              groups={groups}
              value={values.category}
              onChange={(e) => setValue('category', e.target.value)}
              error={errors.category}
            />
            <TextField
              label="Price (USD)"
              name="price"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              value={values.price}
              onChange={(e) => setValue('price', e.target.value)}
              error={errors.price}
            />
          </div>
          <TextArea
            label="Description"
            name="description"
            rows={6}
            value={values.description}
            onChange={(e) => setValue('description', e.target.value)}
          />
          <TextField
            label="Keywords"
            name="keywords"
            hint="Separate with commas, e.g. wall mirror, round, walnut."
            value={values.keywords}
            onChange={(e) => setValue('keywords', e.target.value)}
            error={errors.keywords}
          />
          <TextField
            label="Tags"
            name="tags"
            hint={`Separate with commas. Tag pages: ${POPULAR_TAGS.join(', ')}.`}
            value={values.tags}
            onChange={(e) => setValue('tags', e.target.value)}
            error={errors.tags}
          />
          <TextField
            label="Related product IDs"
            name="relatedProductIds"
            inputMode="numeric"
            hint={
              relatedIds.length > 0
                ? `Separate with commas; anything that is not a number is dropped. Will save: ${joinList(relatedIds)}.`
                : 'Separate with commas, e.g. 2, 5; anything that is not a number is dropped.'
            }
            value={values.relatedProductIds}
            onChange={(e) => setValue('relatedProductIds', e.target.value)}
            error={errors.relatedProductIds}
          />
          <fieldset className={styles.flags}>
            <legend className={styles.legend}>Highlights</legend>
            <Checkbox
              label="New arrival"
              name="isNew"
              hint="Listed under Latest Products and New Arrivals."
              checked={values.isNew}
              onChange={(e) => setValue('isNew', e.target.checked)}
            />
            <Checkbox
              label="Bestseller"
              name="isBestseller"
              hint="Listed under Bestselling Products."
              checked={values.isBestseller}
              onChange={(e) => setValue('isBestseller', e.target.checked)}
            />
          </fieldset>
        </div>

        <ImageListEditor
          className={styles.images}
          images={values.images}
          onChange={(images) => setValue('images', images)}
          gallery={gallery}
          prepareUpload={prepareUpload}
          required
          error={errors.images}
        />
      </div>

      <TradeFields
        className={styles.trade}
        values={values}
        onChange={setValue as TradeFieldsProps['onChange']}
        errors={errors}
      />

      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {mode === 'adding' ? 'Add Product' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
