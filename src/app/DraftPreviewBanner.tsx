import { DraftBanner } from '@/components/organisms/DraftBanner';
import { useUnpublishedChanges } from '@/state';

/** The banner, connected: shown once the drafts are compared with the published revision. */
export default function DraftPreviewBanner() {
  const { state, changes } = useUnpublishedChanges();
  return state === 'ready' && changes.length > 0 ? <DraftBanner count={changes.length} /> : null;
}
