import { Checkbox } from '@/components/atoms/Checkbox';
import { Select, type SelectGroup, type SelectOption } from '@/components/atoms/Select';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  formFieldsClassName,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { ImageListEditor } from '../ImageListEditor';
import { TradeFields, type TradeFieldsProps } from '../TradeFields';
import { POPULAR_TAGS } from '@/domain/catalogue';
import { joinList, splitIdList } from '@/domain/lists';
import type { Category } from '@/domain/types';
import { emptyProductDraft, validateProductDraft, type ProductDraft } from '../../domain/forms';
import styles from './ProductForm.module.css';

export interface ProductFormProps extends FormElementProps, FormStateProps<keyof ProductDraft> {
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

/** The product's flags, one checkbox each (docs/requirements.md#product-card). */
const HIGHLIGHTS = [
  { name: 'isNew', label: 'New arrival', hint: 'Listed under Latest Products and New Arrivals.' },
  { name: 'isBestseller', label: 'Bestseller', hint: 'Listed under Bestselling Products.' },
] as const;

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
  fieldErrors,
  otherSkus = [],
  ...rest
}: ProductFormProps) {
  const { values, setValue, field, errors, formProps } = useFormDraft({
    initialValues: () => initialValues ?? emptyProductDraft(),
    validate: (draft: ProductDraft) => validateProductDraft(draft, otherSkus),
    fieldErrors,
    onSubmit,
  });
  const { options, groups } = categoryChoices(categories, values.category);
  const relatedIds = splitIdList(values.relatedProductIds);

  return (
    <FormShell
      {...rest}
      {...formProps}
      data-mode={mode}
      title={mode === 'adding' ? 'Add Product' : 'Edit Product'}
      headerAs="header"
      headerClassName={styles.header}
      header={values.id !== undefined && <p className={styles.meta}>Product ID {values.id}</p>}
      actionsClassName={styles.actions}
      submitLabel={mode === 'adding' ? 'Add Product' : 'Save Changes'}
    >
      <div className={styles.columns}>
        <div className={formFieldsClassName}>
          <TextField label="Product name" required {...field('name')} />
          <div className={styles.pair}>
            <Select
              label="Category"
              required
              placeholder="Select a category"
              options={options}
              groups={groups}
              {...field('category')}
            />
            <TextField
              label="Price (USD)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              {...field('price')}
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
            hint="Separate with commas, e.g. wall mirror, round, walnut."
            {...field('keywords')}
          />
          <TextField
            label="Tags"
            hint={`Separate with commas. Tag pages: ${POPULAR_TAGS.join(', ')}.`}
            {...field('tags')}
          />
          <TextField
            label="Related product IDs"
            inputMode="numeric"
            hint={
              relatedIds.length > 0
                ? `Separate with commas; anything that is not a number is dropped. Will save: ${joinList(relatedIds)}.`
                : 'Separate with commas, e.g. 2, 5; anything that is not a number is dropped.'
            }
            {...field('relatedProductIds')}
          />
          <fieldset className={styles.flags}>
            <legend className={styles.legend}>Highlights</legend>
            {HIGHLIGHTS.map((flag) => (
              <Checkbox
                key={flag.name}
                label={flag.label}
                name={flag.name}
                hint={flag.hint}
                checked={values[flag.name]}
                onChange={(e) => setValue(flag.name, e.target.checked)}
              />
            ))}
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
    </FormShell>
  );
}
