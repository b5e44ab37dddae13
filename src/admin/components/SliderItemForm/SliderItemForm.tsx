import { Image } from '@/components/atoms/Image';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  formFieldsClassName,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { SLIDER_ITEM_FIELDS } from '@/domain/schemas';
import type { SliderItem } from '@/domain/types';
import { trimFields, validateSliderItem } from '../../domain/forms';
import styles from './SliderItemForm.module.css';

/** A slider item as the form edits it: the id only when editing a stored one. */
export type SliderItemDraft = Omit<SliderItem, 'id'> & { id?: string };

type Field = keyof Omit<SliderItem, 'id'>;

export interface SliderItemFormProps extends FormElementProps, FormStateProps<Field> {
  /** Adding a new slide or editing a stored one: sets the title and the submit label. */
  mode: 'adding' | 'editing';
  /** Values the fields start with; button text and link default to 'Shop Now' and '/'. */
  initialValues?: Partial<SliderItemDraft>;
  /**
   * Called with the trimmed values (and the id when editing) once docs/requirements.md#slider-rules
   * pass.
   */
  onSubmit: (values: SliderItemDraft) => void;
  /** Leaves the form without saving. */
  onCancel: () => void;
}

/** The defaults of a new slide (docs/requirements.md#slider-item). */
const DEFAULTS: SliderItemDraft = {
  imageUrl: '',
  caption: '',
  buttonText: 'Shop Now',
  buttonLink: '/',
};

const { fields } = SLIDER_ITEM_FIELDS;

/** The admin slide editor with a live preview of how the slide will look. */
export function SliderItemForm({
  mode,
  initialValues,
  onSubmit,
  fieldErrors,
  ...rest
}: SliderItemFormProps) {
  const { values, field, formProps } = useFormDraft({
    initialValues: (): SliderItemDraft => ({ ...DEFAULTS, ...initialValues }),
    validate: (v: SliderItemDraft) => validateSliderItem(v),
    fieldErrors,
    onSubmit: (v: SliderItemDraft) => onSubmit(trimFields(v)),
  });

  return (
    <FormShell
      {...rest}
      {...formProps}
      data-mode={mode}
      title={mode === 'adding' ? 'Add Slide' : 'Edit Slide'}
      submitLabel={mode === 'adding' ? 'Add Slide' : 'Save Changes'}
    >
      <div className={styles.columns}>
        <div className={formFieldsClassName}>
          <TextField
            label={fields.imageUrl.label}
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            hint={fields.imageUrl.hint}
            {...field('imageUrl')}
          />
          <TextField label={fields.caption.label} required {...field('caption')} />
          <div className={styles.pair}>
            <TextField label={fields.buttonText.label} required {...field('buttonText')} />
            <TextField
              label={fields.buttonLink.label}
              required
              hint={fields.buttonLink.hint}
              {...field('buttonLink')}
            />
          </div>
        </div>

        <figure className={styles.preview} aria-label="Slide preview">
          <Image src={values.imageUrl.trim() || undefined} alt="" ratio="16:7" />
          <figcaption className={styles.overlay}>
            <span className={styles.caption}>{values.caption || 'Your caption'}</span>
            {/* A picture of the button, not a control: the real one lives on the home page. */}
            <span className={styles.fakeButton}>{values.buttonText || 'Button'}</span>
          </figcaption>
        </figure>
      </div>
    </FormShell>
  );
}
