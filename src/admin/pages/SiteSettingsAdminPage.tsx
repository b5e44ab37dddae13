import { useState } from 'react';
import { SiteSettingsForm } from '../components/SiteSettingsForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TEXTS, ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import type { SiteSettings } from '@/domain/types';
import { validateImageFile } from '../domain/forms';
import { AdminScreen } from './AdminScreen';
import { CatalogueBackup } from './CatalogueBackup';
import { useSiteSettingsAdmin } from '../hooks/screens';
import { useAdminSave } from '../hooks/useAdminSave';
import { IMAGE_UNREADABLE, LOGO_MAX_SIDE, resizeImageFile } from '../domain/imageResize';

/** /admin/site-settings: brand, contact, search and About texts, the logo, and the catalogue backup. */
export function SiteSettingsAdminPage() {
  const { settings, save } = useSiteSettingsAdmin();
  // A logo chosen or removed but not saved yet; undefined means "as stored".
  const [pendingLogo, setPendingLogo] = useState<string>();
  const [logoBusy, setLogoBusy] = useState(false);
  const [logoError, setLogoError] = useState<string>();
  const { busy, submit } = useAdminSave();
  // An import replaces the stored settings; a new key reloads the form from them.
  const [revision, setRevision] = useState(0);

  const handleLogoSelect = async (file: File) => {
    // The form checks too; this keeps the page safe whoever calls it
    // (docs/requirements.md#upload-rules: before reading).
    const problem = validateImageFile(file, 'en');
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogoError(undefined);
    setLogoBusy(true);
    try {
      setPendingLogo(await resizeImageFile(file, LOGO_MAX_SIDE));
      // Like every other field, the logo is stored by 'Save Settings'.
      toast.info(ADMIN_TEXTS.logoReady);
    } catch (error) {
      console.error('Admin: reading the logo failed', error);
      setLogoError(IMAGE_UNREADABLE);
    } finally {
      setLogoBusy(false);
    }
  };

  const handleLogoRemove = () => {
    setLogoError(undefined);
    setPendingLogo('');
  };

  const handleImported = () => {
    setLogoError(undefined);
    setPendingLogo(undefined);
    setRevision((n) => n + 1);
  };

  const handleSubmit = (next: SiteSettings) =>
    submit({
      what: 'saving site settings',
      run: () => save(next),
      saved: ADMIN_TOASTS.settingsUpdated,
      alternative: ALTERNATIVE_WORDING.settings,
    });

  return (
    <AdminScreen title="Site Settings">
      <SiteSettingsForm
        key={revision}
        title="Site and company details"
        values={{ ...settings, logoUrl: pendingLogo ?? settings.logoUrl }}
        onSubmit={handleSubmit}
        onLogoSelect={handleLogoSelect}
        onLogoRemove={handleLogoRemove}
        logoBusy={logoBusy}
        busy={busy}
        fieldErrors={logoError ? { logoUrl: logoError } : undefined}
      />
      <CatalogueBackup onImported={handleImported} />
    </AdminScreen>
  );
}
