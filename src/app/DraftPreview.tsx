import { lazy, Suspense } from 'react';
import { useHasDrafts } from '@/state';

// The banner and the comparison it needs load only in a browser holding drafts (the owner's),
// so a visitor's first download carries nothing of them.
const DraftPreviewBanner = lazy(() => import('./DraftPreviewBanner'));

/** "You are previewing N unpublished changes" over the storefront, in the owner's browser. */
export function DraftPreview() {
  const drafts = useHasDrafts();
  return drafts ? (
    <Suspense fallback={null}>
      <DraftPreviewBanner />
    </Suspense>
  ) : null;
}
