import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { SiteSettingsForm } from '../components/SiteSettingsForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import type { SiteSettings } from '@/domain/types';
import { validateImageFile } from '@/admin/domain/forms';
import { saveSiteSettingsAtom, siteSettingsAtom } from '@/state';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { CatalogueBackup } from './CatalogueBackup';
import { ALTERNATIVE_WORDING, announceWrite, logFailure, yieldToBrowser } from '../hooks/feedback';
import { IMAGE_UNREADABLE, LOGO_MAX_SIDE, resizeImageFile } from '../domain/imageResize';

/** Said after a logo is prepared: like every other field it is stored by 'Save Settings'. */
export const LOGO_READY = 'Logo ready. Save the settings to use it on the site.';

/** /admin/site-settings: brand, contact, search and About texts, the logo, and the catalogue backup. */
export function SiteSettingsAdminPage() {
  const settings = useAtomValue(siteSettingsAtom);
  const save = useSetAtom(saveSiteSettingsAtom);
  // A logo chosen or removed but not saved yet; undefined means "as stored".
  const [pendingLogo, setPendingLogo] = useState<string>();
  const [logoBusy, setLogoBusy] = useState(false);
  const [logoError, setLogoError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // An import replaces the stored settings; a new key reloads the form from them.
  const [revision, setRevision] = useState(0);

  const handleLogoSelect = async (file: File) => {
    // The form checks too; this keeps the page safe whoever calls it (SPEC §5, before reading).
    const problem = validateImageFile(file, 'en');
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogoError(undefined);
    setLogoBusy(true);
    try {
      setPendingLogo(await resizeImageFile(file, LOGO_MAX_SIDE));
      toast.info(LOGO_READY);
    } catch (error) {
      logFailure('reading the logo', error);
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

  const handleSubmit = async (next: SiteSettings) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      announceWrite(save(next), STORAGE_KEYS.siteSettings, {
        saved: ADMIN_TOASTS.settingsUpdated,
        alternative: ALTERNATIVE_WORDING.settings,
      });
    } catch (error) {
      logFailure('saving site settings', error);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

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
