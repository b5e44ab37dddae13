import { clsx } from 'clsx';
import { useId, type FormHTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Image } from '@/components/atoms/Image';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import type { FieldErrors, SliderItem } from '@/domain/types';
import { validateSliderItem } from '../../domain/forms';
import styles from './SliderItemForm.module.css';

/** A slider item as the form edits it: the id only when editing a stored one. */
export type SliderItemDraft = Omit<SliderItem, 'id'> & { id?: string };

type Field = keyof Omit<SliderItem, 'id'>;

export interface SliderItemFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title'
> {
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
  /** While true the submit button is disabled and shows `busyLabel`. */
  busy?: boolean;
  /** The submit label while busy. */
  busyLabel?: string;
  /** A form-level error. */
  error?: string | undefined;
  /** Errors per field injected by the page; shown like the validator's own. */
  fieldErrors?: FieldErrors<Field> | undefined;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3;
}

/** The defaults of a new slide (docs/requirements.md#slider-item). */
const DEFAULTS: SliderItemDraft = {
  imageUrl: '',
  caption: '',
  buttonText: 'Shop Now',
  buttonLink: '/',
};

function trimmed(v: SliderItemDraft): SliderItemDraft {
  const values = {
    imageUrl: v.imageUrl.trim(),
    caption: v.caption.trim(),
    buttonText: v.buttonText.trim(),
    buttonLink: v.buttonLink.trim(),
  };
  return v.id === undefined ? values : { id: v.id, ...values };
}

/** The admin slide editor with a live preview of how the slide will look. */
export function SliderItemForm({
  mode,
  initialValues,
  onSubmit,
  onCancel,
  busy = false,
  busyLabel = 'Saving...',
  error,
  fieldErrors,
  headingLevel = 2,
  className,
  ...rest
}: SliderItemFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { values, setValue, errors, formProps } = useFormDraft({
    initialValues: (): SliderItemDraft => ({ ...DEFAULTS, ...initialValues }),
    validate: (v: SliderItemDraft) => validateSliderItem(v),
    fieldErrors,
    onSubmit: (v: SliderItemDraft) => onSubmit(trimmed(v)),
  });

  return (
    <form
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      data-mode={mode}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <Heading id={titleId} className={styles.title}>
        {mode === 'adding' ? 'Add Slide' : 'Edit Slide'}
      </Heading>
      {error && <FormAlert>{error}</FormAlert>}

      <div className={styles.columns}>
        <div className={styles.fields}>
          <TextField
            label="Image URL"
            name="imageUrl"
            type="url"
            inputMode="url"
            required
            placeholder="https://"
            hint="A wide photo works best; the slider is 500 px high."
            value={values.imageUrl}
            onChange={(e) => setValue('imageUrl', e.target.value)}
            error={errors.imageUrl}
          />
          <TextField
            label="Caption"
            name="caption"
            required
            value={values.caption}
            onChange={(e) => setValue('caption', e.target.value)}
            error={errors.caption}
          />
          <div className={styles.pair}>
            <TextField
              label="Button text"
              name="buttonText"
              required
              value={values.buttonText}
              onChange={(e) => setValue('buttonText', e.target.value)}
              error={errors.buttonText}
            />
            <TextField
              label="Button link"
              name="buttonLink"
              required
              hint="A site path such as /products/new, or a full https:// address."
              value={values.buttonLink}
              onChange={(e) => setValue('buttonLink', e.target.value)}
              error={errors.buttonLink}
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

      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          {mode === 'adding' ? 'Add Slide' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
