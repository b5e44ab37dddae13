import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { SiteSettingsForm } from '@/components/organisms/SiteSettingsForm';
import { toast } from '@/components/organisms/Toaster';
import { TOASTS } from '@/domain/messages';
import type { SiteSettings } from '@/domain/types';
import { validateImageFile } from '@/domain/validation';
import { saveSiteSettingsAtom, siteSettingsAtom } from '@/state';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { CatalogueBackup } from './CatalogueBackup';
import { ALTERNATIVE_WORDING, announceWrite, logFailure, yieldToBrowser } from './feedback';
import { IMAGE_UNREADABLE, LOGO_MAX_SIDE, resizeImageFile } from './imageResize';
import styles from './admin.module.css';

/** Said after a logo is prepared: like every other field it is stored by 'Save Settings'. */
export const LOGO_READY = 'Logo ready. Save the settings to use it on the site.';

/** /admin/site-settings: brand, contact, search and About texts, the logo, and the catalogue backup. */
export function SiteSettingsAdminPage() {
  const settings = useAtomValue(siteSettingsAtom);
  const save = useSetAtom(saveSiteSettingsAtom);
  const [logoUrl, setLogoUrl] = useState(settings.logoUrl);
  const [logoBusy, setLogoBusy] = useState(false);
  const [logoError, setLogoError] = useState<string>();
  const [busy, setBusy] = useState(false);

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
      setLogoUrl(await resizeImageFile(file, LOGO_MAX_SIDE));
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
    setLogoUrl('');
  };

  const handleSubmit = async (next: SiteSettings) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      announceWrite(save(next), STORAGE_KEYS.siteSettings, {
        saved: TOASTS.settingsUpdated,
        alternative: ALTERNATIVE_WORDING.settings,
      });
    } catch (error) {
      logFailure('saving site settings', error);
      toast.error(TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminScreen title="Site Settings">
      <div className={styles.stack}>
        <SiteSettingsForm
          values={{ ...settings, logoUrl }}
          onSubmit={handleSubmit}
          onLogoSelect={handleLogoSelect}
          onLogoRemove={handleLogoRemove}
          logoBusy={logoBusy}
          busy={busy}
          fieldErrors={logoError ? { logoUrl: logoError } : undefined}
        />
        <CatalogueBackup />
      </div>
    </AdminScreen>
  );
}
