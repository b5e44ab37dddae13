import { Icon } from '@/components/atoms/Icon';
import { TextField } from '@/components/atoms/TextField';
import { useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import type { SocialLinks, SocialPlatform } from '@/domain/types';
import { SOCIAL_PLATFORM_LABELS } from '@/domain/social';
import { validateSocialLinks } from '../../domain/forms';
import styles from './SocialLinksForm.module.css';

const PLATFORMS = Object.keys(SOCIAL_PLATFORM_LABELS) as SocialPlatform[];

/** What a profile address usually looks like, as a placeholder. */
const EXAMPLES: Record<SocialPlatform, string> = {
  facebook: 'https://www.facebook.com/yourpage',
  twitter: 'https://x.com/yourname',
  instagram: 'https://www.instagram.com/yourname',
  pinterest: 'https://www.pinterest.com/yourname',
  linkedin: 'https://www.linkedin.com/company/yourcompany',
  youtube: 'https://www.youtube.com/@yourchannel',
  tiktok: 'https://www.tiktok.com/@yourname',
};

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
        Object.fromEntries(PLATFORMS.map((p) => [p, links[p].trim()])) as unknown as SocialLinks,
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
        {PLATFORMS.map((platform) => (
          <TextField
            key={platform}
            label={
              <>
                <Icon name={platform} className={styles.icon} />
                {SOCIAL_PLATFORM_LABELS[platform]}
              </>
            }
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={EXAMPLES[platform]}
            {...field(platform)}
          />
        ))}
      </div>
    </FormShell>
  );
}
