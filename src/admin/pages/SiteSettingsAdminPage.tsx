import { useState } from 'react';
import { SiteSettingsForm } from '../components/SiteSettingsForm';
import { TradeTermsForm } from '../components/TradeTermsForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TEXTS, ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import { validateImageFile } from '../domain/forms';
import { AdminScreen } from './AdminScreen';
import { CatalogueBackup } from './CatalogueBackup';
import { useSiteSettingsAdmin } from '../hooks/screens';
import { useRecordSave } from '../hooks/useAdminSave';
import { useFileWork } from '../hooks/useFileWork';
import { IMAGE_UNREADABLE, LOGO_MAX_SIDE, resizeImageFile } from '../domain/imageResize';

/**
 * /admin/site-settings: brand, contact, search and About texts, the logo, the trade terms and
 * container types, and the catalogue backup.
 */
export function SiteSettingsAdminPage() {
  const { settings, save, saveTradeTerms } = useSiteSettingsAdmin();
  // A logo chosen or removed but not saved yet; undefined means "as stored".
  const [pendingLogo, setPendingLogo] = useState<string>();
  const { busy: logoBusy, run } = useFileWork<'logo'>();
  const [logoError, setLogoError] = useState<string>();
  const { busy, handleSubmit } = useRecordSave(save, {
    what: 'saving site settings',
    saved: ADMIN_TOASTS.settingsUpdated,
    alternative: ALTERNATIVE_WORDING.settings,
  });
  // The trade terms are site settings too, saved on their own so neither form loses the other's.
  const trade = useRecordSave(saveTradeTerms, {
    what: 'saving trade terms',
    saved: ADMIN_TOASTS.settingsUpdated,
    alternative: ALTERNATIVE_WORDING.settings,
  });
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
    await run(
      { kind: 'logo', what: 'reading the logo', failed: () => setLogoError(IMAGE_UNREADABLE) },
      async () => {
        setPendingLogo(await resizeImageFile(file, LOGO_MAX_SIDE));
        // Like every other field, the logo is stored by 'Save Settings'.
        toast.info(ADMIN_TEXTS.logoReady);
      },
    );
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

  return (
    <AdminScreen title="Site Settings">
      <SiteSettingsForm
        key={revision}
        title="Site and company details"
        values={{ ...settings, logoUrl: pendingLogo ?? settings.logoUrl }}
        onSubmit={handleSubmit}
        onLogoSelect={handleLogoSelect}
        onLogoRemove={handleLogoRemove}
        logoBusy={logoBusy !== undefined}
        busy={busy}
        fieldErrors={logoError ? { logoUrl: logoError } : undefined}
      />
      <TradeTermsForm
        key={`trade-${revision}`}
        values={settings}
        onSubmit={trade.handleSubmit}
        busy={trade.busy}
      />
      <CatalogueBackup onImported={handleImported} />
    </AdminScreen>
  );
}
