import { clsx } from 'clsx';
import { useId, type FormHTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { TextField } from '@/components/atoms/TextField';
import { FormAlert } from '@/components/molecules/FormAlert';
import { useFormDraft } from '@/components/molecules/FormField';
import type { FieldErrors, SocialLinks, SocialPlatform } from '@/domain/types';
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

export interface SocialLinksFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title'
> {
  /** The stored links the fields start with. */
  initialValues: SocialLinks;
  /**
   * Called with the trimmed links once every filled one is an http(s) address
   * (docs/requirements.md#social-link-rules).
   */
  onSubmit: (links: SocialLinks) => void;
  /** Leaves the form without saving; no Cancel button when omitted. */
  onCancel?: () => void;
  /** While true the submit button is disabled and shows `busyLabel`. */
  busy?: boolean;
  /** The submit label while busy. */
  busyLabel?: string;
  /** A form-level error. */
  error?: string | undefined;
  /** Errors per platform injected by the page; shown like the validator's own. */
  fieldErrors?: FieldErrors<SocialPlatform> | undefined;
  /** The form's heading. */
  title?: string;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3;
}

/** The admin editor for the seven social profile links shown in the footer. */
export function SocialLinksForm({
  initialValues,
  onSubmit,
  onCancel,
  busy = false,
  busyLabel = 'Saving...',
  error,
  fieldErrors,
  title = 'Social Media Links',
  headingLevel = 2,
  className,
  ...rest
}: SocialLinksFormProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const { values, setValue, errors, formProps } = useFormDraft({
    initialValues: () => ({ ...initialValues }),
    validate: validateSocialLinks,
    fieldErrors,
    onSubmit: (links: SocialLinks) =>
      onSubmit(
        Object.fromEntries(PLATFORMS.map((p) => [p, links[p].trim()])) as unknown as SocialLinks,
      ),
  });

  return (
    <form
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.intro}>
          Full addresses starting with https://. Leave a platform blank to hide its icon.
        </p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
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
            name={platform}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={EXAMPLES[platform]}
            value={values[platform]}
            onChange={(e) => setValue(platform, e.target.value)}
            error={errors[platform]}
          />
        ))}
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy} busyLabel={busyLabel}>
          Save Links
        </Button>
      </div>
    </form>
  );
}
