import { lazy, Suspense, useMemo } from 'react';
import { Checkbox } from '@/components/atoms/Checkbox';
import { Select, type SelectGroup, type SelectOption } from '@/components/atoms/Select';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  formFieldsClassName,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { DeclaredFields } from '../DeclaredFields';
import { ImageListEditor } from '../ImageListEditor';
import { ShippingFields, type ShippingFieldsProps } from '../ShippingFields';
import { TradeFields, type TradeFieldsProps } from '../TradeFields';
import { POPULAR_TAGS } from '@/domain/catalogue';
import { joinList, splitIdList } from '@/domain/lists';
import { fieldsOf, PRODUCT_FIELDS } from '@/domain/schemas';
import type { Category } from '@/domain/types';
import {
  emptyProductDraft,
  productFromDraft,
  validateProductDraft,
  type ProductDraft,
} from '../../domain/forms';
import { variantDraftErrors } from '../../domain/variantDrafts';
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
  /**
   * Every other product's SKU and its variants' SKUs: neither this one's nor its variants' may
   * repeat any (docs/requirements.md#trade-terms, docs/requirements.md#variants).
   */
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

const { fields } = PRODUCT_FIELDS;

/** The variant table loads with the product form only, never with the storefront. */
const VariantEditor = lazy(() =>
  import('../VariantEditor').then((module) => ({ default: module.VariantEditor })),
);

/** The product's flags, one checkbox each (docs/requirements.md#product-card). */
const HIGHLIGHTS = [fields.isNew, fields.isBestseller] as const;

/** The fields this layout places itself; the trade and shipping groups have their fieldsets. */
const PLACED = new Set([
  'id',
  'name',
  'category',
  'price',
  'images',
  'description',
  'keywords',
  'tags',
  'relatedProductIds',
  'isNew',
  'isBestseller',
]);

/** Every other declared field, edited by its declaration (a field added later shows here). */
const MORE_FIELDS = fieldsOf(PRODUCT_FIELDS).filter(
  (field) => !PLACED.has(field.key) && field.group === undefined,
);

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
  const { values, setValue, setValues, field, errors, formProps } = useFormDraft({
    initialValues: () => initialValues ?? emptyProductDraft(),
    validate: (draft: ProductDraft) => validateProductDraft(draft, otherSkus),
    fieldErrors,
    onSubmit,
  });
  const { options, groups } = categoryChoices(categories, values.category);
  const relatedIds = splitIdList(values.relatedProductIds);
  const taken = useMemo(
    () => new Set(otherSkus.map((sku) => sku.trim().toUpperCase())),
    [otherSkus],
  );
  // Each row's messages at its cells, once the form has said the table has one.
  const variantErrors =
    errors.options || errors.variants
      ? variantDraftErrors(
          productFromDraft(values, values.id ?? 0),
          values.variants,
          taken,
          values.sku,
        )
      : undefined;

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
          <TextField label={fields.name.label} required {...field('name')} />
          <div className={styles.pair}>
            <Select
              label={fields.category.label}
              required
              placeholder="Select a category"
              options={options}
              groups={groups}
              {...field('category')}
            />
            <TextField
              label={fields.price.label}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              {...field('price')}
            />
          </div>
          <TextArea
            label={fields.description.label}
            name="description"
            rows={6}
            value={values.description}
            onChange={(e) => setValue('description', e.target.value)}
          />
          <TextField
            label={fields.keywords.label}
            hint={fields.keywords.hint}
            {...field('keywords')}
          />
          <TextField
            label={fields.tags.label}
            hint={`Separate with commas. Tag pages: ${POPULAR_TAGS.join(', ')}.`}
            {...field('tags')}
          />
          <TextField
            label={fields.relatedProductIds.label}
            inputMode="numeric"
            hint={
              relatedIds.length > 0
                ? `Separate with commas; anything that is not a number is dropped. Will save: ${joinList(relatedIds)}.`
                : 'Separate with commas, e.g. 2, 5; anything that is not a number is dropped.'
            }
            {...field('relatedProductIds')}
          />
          <DeclaredFields
            fields={MORE_FIELDS}
            values={values}
            onChange={(key, value) => setValue(key as keyof ProductDraft, value as never)}
            errors={errors}
          />
          <fieldset className={styles.flags}>
            <legend className={styles.legend}>Highlights</legend>
            {HIGHLIGHTS.map((flag) => (
              <Checkbox
                key={flag.key}
                label={flag.label}
                name={flag.key}
                hint={flag.hint}
                checked={values[flag.key as 'isNew']}
                onChange={(e) => setValue(flag.key as 'isNew', e.target.checked)}
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

      <ShippingFields
        className={styles.trade}
        values={values}
        onChange={setValue as ShippingFieldsProps['onChange']}
        errors={errors}
      />

      <Suspense fallback={<p className={styles.loading}>Loading the variant table…</p>}>
        <VariantEditor
          className={styles.trade}
          options={values.options}
          variants={values.variants}
          onChange={(change) => setValues((previous) => ({ ...previous, ...change }))}
          product={{
            id: values.id ?? 0,
            sku: values.sku,
            price: values.price,
            priceTiers: values.priceTiers,
            moq: values.moq,
            packSize: values.packSize,
          }}
          taken={taken}
          errors={
            variantErrors && {
              ...variantErrors,
              options: errors.options ?? variantErrors.options,
            }
          }
          gallery={gallery}
          prepareUpload={prepareUpload}
        />
      </Suspense>
      {errors.variants && <FormAlert>{errors.variants}</FormAlert>}
    </FormShell>
  );
}
