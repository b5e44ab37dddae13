import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { SocialLinksForm } from '../components/SocialLinksForm';
import { toast } from '@/components/organisms/Toaster';
import { ADMIN_TOASTS } from '../messages';
import type { SocialLinks } from '@/domain/types';
import { saveSocialLinksAtom, socialLinksAtom } from '@/state';
import { STORAGE_KEYS } from '@/storage';
import { AdminScreen } from './AdminScreen';
import { ALTERNATIVE_WORDING, announceWrite, logFailure, yieldToBrowser } from '../hooks/feedback';

/** /admin/social-media: the seven profile links the footer shows (SPEC §2, §3). */
export function SocialLinksAdminPage() {
  const links = useAtomValue(socialLinksAtom);
  const save = useSetAtom(saveSocialLinksAtom);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (next: SocialLinks) => {
    setBusy(true);
    await yieldToBrowser();
    try {
      announceWrite(save(next), STORAGE_KEYS.socialLinks, {
        saved: ADMIN_TOASTS.socialUpdated,
        alternative: ALTERNATIVE_WORDING.social,
      });
    } catch (error) {
      logFailure('saving social links', error);
      toast.error(ADMIN_TOASTS.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminScreen title="Social Media">
      <SocialLinksForm initialValues={links} onSubmit={handleSubmit} busy={busy} />
    </AdminScreen>
  );
}
