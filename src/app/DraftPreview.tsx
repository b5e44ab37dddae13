import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useHasDrafts } from '@/state';

// The banner and the comparison it needs load only in a browser holding drafts (the owner's),
// so a visitor's first download carries nothing of them.
const DraftPreviewBanner = lazy(() => import('./DraftPreviewBanner'));

/**
 * "You are previewing N unpublished changes" over the storefront, in the owner's browser; not
 * over the admin, whose publishing screen lists the changes itself.
 */
export function DraftPreview() {
  const drafts = useHasDrafts();
  const { pathname } = useLocation();
  return drafts && !pathname.startsWith('/admin') ? (
    <Suspense fallback={null}>
      <DraftPreviewBanner />
    </Suspense>
  ) : null;
}
