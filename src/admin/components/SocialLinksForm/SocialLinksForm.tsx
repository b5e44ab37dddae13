import { Icon } from '@/components/atoms/Icon';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import type { SocialLinks, SocialPlatform } from '@/domain/types';
import { fieldsOf, SOCIAL_LINKS_FIELDS } from '@/domain/schemas';
import { validateSocialLinks } from '../../domain/forms';
import styles from './SocialLinksForm.module.css';

/** The platforms as their declaration lists them, each with its name and an example address. */
const PLATFORMS = fieldsOf(SOCIAL_LINKS_FIELDS);

export interface SocialLinksFormProps extends FormElementProps, FormStateProps<SocialPlatform> {
  /** The stored links the fields start with. */
  initialValues: SocialLinks;
  /**
   * Called with the trimmed links once every filled one is an http(s) address
   * (docs/requirements.md#social-link-rules).
   */
  onSubmit: (links: SocialLinks) => void;
  /** Leaves the form without saving; no Cancel button when omitted. */
  onCancel?: () => void;
  /** The form's heading. */
  title?: string;
}

/** The admin editor for the seven social profile links shown in the footer. */
export function SocialLinksForm({
  initialValues,
  onSubmit,
  fieldErrors,
  title = 'Social Media Links',
  ...rest
}: SocialLinksFormProps) {
  const { field, formProps } = useFormDraft({
    initialValues: () => ({ ...initialValues }),
    validate: validateSocialLinks,
    fieldErrors,
    onSubmit: (links: SocialLinks) =>
      onSubmit(
        Object.fromEntries(
          PLATFORMS.map(({ key }) => [key, links[key as SocialPlatform].trim()]),
        ) as SocialLinks,
      ),
  });

  return (
    <FormShell
      {...rest}
      {...formProps}
      title={title}
      header={
        <p className={styles.intro}>
          Full addresses starting with https://. Leave a platform blank to hide its icon.
        </p>
      }
      submitLabel="Save Links"
    >
      <div className={styles.grid}>
        {PLATFORMS.map(({ key, label, example }) => (
          <TextField
            key={key}
            label={
              <>
                <Icon name={key as SocialPlatform} className={styles.icon} />
                {label}
              </>
            }
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={example as string}
            {...field(key as SocialPlatform)}
          />
        ))}
      </div>
    </FormShell>
  );
}
