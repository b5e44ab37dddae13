import { DraftBanner } from '@/components/organisms/DraftBanner';
// Not through '@/state': what that index exports is in every visitor's first download.
import { useUnpublishedChanges } from '@/state/hooks/unpublished';

/** The banner, connected: shown once the drafts are compared with the published revision. */
export default function DraftPreviewBanner() {
  const { state, changes } = useUnpublishedChanges();
  return state === 'ready' && changes.length > 0 ? <DraftBanner count={changes.length} /> : null;
}
