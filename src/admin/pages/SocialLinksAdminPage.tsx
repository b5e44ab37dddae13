import { SocialLinksForm } from '../components/SocialLinksForm';
import { ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import { AdminScreen } from './AdminScreen';
import { useSocialLinksAdmin } from '../hooks/screens';
import { useRecordSave } from '../hooks/useAdminSave';

/**
 * /admin/social-media: the seven profile links the footer shows
 * (docs/requirements.md#social-links).
 */
export function SocialLinksAdminPage() {
  const { links, save } = useSocialLinksAdmin();
  const { busy, handleSubmit } = useRecordSave(save, {
    what: 'saving social links',
    saved: ADMIN_TOASTS.socialUpdated,
    alternative: ALTERNATIVE_WORDING.social,
  });

  return (
    <AdminScreen title="Social Media">
      <SocialLinksForm initialValues={links} onSubmit={handleSubmit} busy={busy} />
    </AdminScreen>
  );
}
