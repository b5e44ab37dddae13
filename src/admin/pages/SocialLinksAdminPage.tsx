import { useAtomValue, useSetAtom } from 'jotai';
import { SocialLinksForm } from '../components/SocialLinksForm';
import { ADMIN_TOASTS, ALTERNATIVE_WORDING } from '../messages';
import type { SocialLinks } from '@/domain/types';
import { socialLinksAtom } from '@/state';
import { saveSocialLinksAtom } from '../state/actions';
import { AdminScreen } from './AdminScreen';
import { useAdminSave } from '../hooks/useAdminSave';

/** /admin/social-media: the seven profile links the footer shows (SPEC §2, §3). */
export function SocialLinksAdminPage() {
  const links = useAtomValue(socialLinksAtom);
  const save = useSetAtom(saveSocialLinksAtom);
  const { busy, submit } = useAdminSave();

  const handleSubmit = (next: SocialLinks) =>
    submit({
      what: 'saving social links',
      run: () => save(next),
      saved: ADMIN_TOASTS.socialUpdated,
      alternative: ALTERNATIVE_WORDING.social,
    });

  return (
    <AdminScreen title="Social Media">
      <SocialLinksForm initialValues={links} onSubmit={handleSubmit} busy={busy} />
    </AdminScreen>
  );
}
