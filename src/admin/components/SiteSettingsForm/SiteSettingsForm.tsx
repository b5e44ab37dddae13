import { clsx } from 'clsx';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/atoms/Button';
import { Icon } from '@/components/atoms/Icon';
import { Image } from '@/components/atoms/Image';
import { Spinner } from '@/components/atoms/Spinner';
import { TextArea } from '@/components/atoms/TextArea';
import { TextField } from '@/components/atoms/TextField';
import { FormField, useFormDraft } from '@/components/molecules/FormField';
import {
  FormShell,
  type FormElementProps,
  type FormStateProps,
} from '@/components/molecules/FormShell';
import { DEFAULT_ADVANTAGES } from '@/domain/advantages';
import type { SiteSettings } from '@/domain/types';
import {
  SITE_SETTINGS_FIELDS,
  TRADE_TERMS_FIELDS,
  type TradeTermsSettings,
} from '@/domain/schemas';
import { trimFields, validateImageFile, validateSiteSettings } from '../../domain/forms';
import styles from './SiteSettingsForm.module.css';

/**
 * The fields this form edits: the logo is uploaded separately, and the social links and the
 * trade terms have their own forms.
 */
type Editable = Omit<SiteSettings, 'logoUrl' | 'socialLinks' | keyof TradeTermsSettings>;

/** The settings another form edits, kept as stored. */
type Kept = Omit<SiteSettings, keyof Editable>;

export interface SiteSettingsFormProps
  extends FormElementProps, FormStateProps<keyof SiteSettings> {
  /** The stored settings: the fields start from them; the logo preview always follows values.logoUrl. */
  values: SiteSettings;
  /** Called with the whole settings object (trimmed; logo and social links as given) once valid. */
  onSubmit: (settings: SiteSettings) => void;
  /** Called with an image file that passed docs/requirements.md#upload-rules; the page reads it. */
  onLogoSelect: (file: File) => void;
  /** Called by the 'Remove logo' button. */
  onLogoRemove: () => void;
  /** While true the logo controls are disabled and 'Uploading...' is shown. */
  logoBusy?: boolean;
  /** Leaves the form without saving; no Cancel button when omitted. */
  onCancel?: () => void;
  /** The form's heading. */
  title?: string;
}

const KEPT = ['logoUrl', 'socialLinks', ...Object.keys(TRADE_TERMS_FIELDS.rules)] as const;

/** The settings split into what this form edits and what it keeps. */
function split(s: SiteSettings): [Editable, Kept] {
  const entries = Object.entries(s);
  const kept = (key: string) => (KEPT as readonly string[]).includes(key);
  return [
    Object.fromEntries(entries.filter(([key]) => !kept(key))) as Editable,
    Object.fromEntries(entries.filter(([key]) => kept(key))) as Kept,
  ];
}

const { fields } = SITE_SETTINGS_FIELDS;

/** A settings field's label and hint, as its declaration words them. */
const described = (key: keyof Editable) => ({ label: fields[key].label, hint: fields[key].hint });

/**
 * The admin site settings editor (docs/requirements.md#site-settings): brand, contact, search
 * engines, About page.
 */
export function SiteSettingsForm({
  values: stored,
  onSubmit,
  onLogoSelect,
  onLogoRemove,
  logoBusy = false,
  fieldErrors,
  title = 'Site Settings',
  className,
  ...rest
}: SiteSettingsFormProps) {
  const [logoError, setLogoError] = useState<string | undefined>();
  // The logo, social links and trade terms are not edited here: they always come from the props.
  const complete = (e: Editable): SiteSettings => ({ ...e, ...split(stored)[1] });
  const { field, errors, formProps } = useFormDraft({
    initialValues: () => split(stored)[0],
    validate: (e: Editable) => validateSiteSettings(complete(e)),
    fieldErrors,
    onSubmit: (e: Editable) => onSubmit(complete(trimFields(e))),
  });

  function handleLogoChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again after a fix still fires a change.
    event.target.value = '';
    if (!file) return;
    // Checked before anything reads the file (image type, under 5MB).
    const problem = validateImageFile(file);
    setLogoError(problem ?? undefined);
    if (!problem) onLogoSelect(file);
  }

  return (
    <FormShell
      {...rest}
      {...formProps}
      className={clsx(styles.root, className)}
      title={title}
      stickyActions
      submitLabel="Save Settings"
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Brand</legend>
        <div className={styles.grid}>
          <TextField {...described('siteName')} required {...field('siteName')} />
          <TextField
            {...described('companyName')}
            required
            autoComplete="organization"
            {...field('companyName')}
          />
        </div>
        <div className={styles.logo}>
          <div className={styles.logoPreview}>
            {stored.logoUrl ? (
              <>
                <Image src={stored.logoUrl} alt="Current logo" ratio="3:1" fit="contain" />
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="trash" />}
                  disabled={logoBusy}
                  onClick={onLogoRemove}
                >
                  Remove logo
                </Button>
              </>
            ) : (
              <p className={styles.noLogo}>
                <Icon name="image" />
                No logo: the site name is shown in the header instead.
              </p>
            )}
          </div>
          <div className={styles.logoUpload} aria-live="polite">
            <FormField
              label={stored.logoUrl ? 'Replace logo' : 'Upload logo'}
              hint="An image file under 5MB; it is resized before it is stored."
              error={logoError ?? errors.logoUrl}
            >
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name="logo"
                  accept="image/*"
                  disabled={logoBusy}
                  className={styles.file}
                  onChange={handleLogoChange}
                />
              )}
            </FormField>
          </div>
          {logoBusy && <Spinner label="Uploading..." />}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Contact</legend>
        <div className={styles.grid}>
          <TextField
            {...described('contactPerson')}
            autoComplete="name"
            {...field('contactPerson')}
          />
          <TextField
            {...described('contactEmail')}
            type="email"
            required
            autoComplete="email"
            {...field('contactEmail')}
          />
          <TextField {...described('additionalEmail')} type="email" {...field('additionalEmail')} />
          <TextField
            {...described('contactPhone')}
            type="tel"
            autoComplete="tel"
            {...field('contactPhone')}
          />
        </div>
        <TextArea
          {...described('address')}
          rows={3}
          autoComplete="street-address"
          {...field('address')}
        />
        <TextArea {...described('contactFormMessage')} rows={3} {...field('contactFormMessage')} />
        <TextField
          {...described('formEndpoint')}
          type="url"
          inputMode="url"
          {...field('formEndpoint')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Search engines</legend>
        <TextField
          {...described('siteTitle')}
          maxLength={SITE_SETTINGS_FIELDS.rules.siteTitle.max}
          enforceMaxLength={false}
          {...field('siteTitle')}
        />
        <TextArea
          {...described('metaDescription')}
          rows={3}
          maxLength={SITE_SETTINGS_FIELDS.rules.metaDescription.max}
          enforceMaxLength={false}
          {...field('metaDescription')}
        />
        <TextField {...described('metaKeywords')} {...field('metaKeywords')} />
        <TextArea {...described('siteDescription')} rows={3} {...field('siteDescription')} />
        <TextField {...described('siteKeywords')} {...field('siteKeywords')} />
        <TextArea
          {...described('companySearchDescription')}
          rows={3}
          {...field('companySearchDescription')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>About page</legend>
        <TextArea {...described('aboutDescription')} rows={6} {...field('aboutDescription')} />
        <TextField
          {...described('advantages')}
          hint={`Up to four, separated by commas. Left blank: ${DEFAULT_ADVANTAGES.join(', ')}.`}
          {...field('advantages')}
        />
      </fieldset>
    </FormShell>
  );
}
