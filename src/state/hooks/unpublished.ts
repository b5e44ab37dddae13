import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { PublishChange, PublishedImages } from '@/domain/publishing';
import type { CatalogueDocument } from '@/domain/types';
import type { CatalogueContent } from '@/domain/views';
import {
  loadPublishedAtom,
  publishedRevisionAtom,
  type PublishedContent,
} from '../catalogueSource';
import { discardDraftsAtom, loadPublishedImagesAtom, markPublishedAtom } from '../publishing';
import { readPublishBase } from '../publishBase';
import { catalogueContentAtom } from './screens';
import { useHasDrafts } from './publishing';

// The owner's drafts, for the admin's publishing screen and the storefront's preview banner.
// Imported by path, not through the '@/state' index, so only lazy chunks carry it.
// The comparison itself (src/domain/publishing.ts) loads only when there are drafts, so none
// of it reaches a visitor's first download.

export type UnpublishedState = 'loading' | 'ready' | 'failed';

export interface UnpublishedChanges {
  state: UnpublishedState;
  /** The revision this site was built with; null where none is published (stories, dev). */
  revision: string | null;
  /** What the working copy changes against the published revision, entity by entity. */
  changes: PublishChange[];
  /** The published revision's catalogue (once loaded; only when there are drafts). */
  published: PublishedContent | undefined;
  /** The published revision's image names (loaded with it). */
  images: PublishedImages | undefined;
  /** The working copy's catalogue. */
  working: CatalogueContent;
  retry(): void;
}

/** The unpublished changes of this browser's working copy. */
export function useUnpublishedChanges(): UnpublishedChanges {
  const revision = useAtomValue(publishedRevisionAtom);
  const working = useAtomValue(catalogueContentAtom);
  const drafts = useHasDrafts();
  const loadPublished = useSetAtom(loadPublishedAtom);
  const loadImages = useSetAtom(loadPublishedImagesAtom);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    for: unknown;
    changes: PublishChange[];
    published: PublishedContent;
    images: PublishedImages;
  }>();
  const [failed, setFailed] = useState<unknown>();
  const key = `${revision}:${attempt}`;
  useEffect(() => {
    if (!revision || !drafts) return;
    let live = true;
    void (async () => {
      try {
        const [published, images, domain] = await Promise.all([
          loadPublished(revision),
          loadImages(revision),
          import('@/domain/publishing'),
        ]);
        // Published from here and not built yet: compare with what was committed.
        const committed = readPublishBase(revision);
        const changes = committed
          ? domain.changesAgainstCommitted(
              JSON.parse(committed.text) as CatalogueDocument,
              working,
              images,
              committed.uploads,
            )
          : domain.unpublishedChanges(published, working, images);
        if (live) setResult({ for: working, changes, published, images });
      } catch (error) {
        console.error('The published catalogue could not be compared with the drafts', error);
        if (live) setFailed(key);
      }
    })();
    return () => {
      live = false;
    };
  }, [revision, drafts, working, loadPublished, loadImages, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (!revision || !drafts) {
    return {
      state: 'ready',
      revision,
      changes: [],
      published: result?.published,
      images: result?.images,
      working,
      retry,
    };
  }
  if (result?.for === working) {
    return {
      state: 'ready',
      revision,
      changes: result.changes,
      published: result.published,
      images: result.images,
      working,
      retry,
    };
  }
  return {
    state: failed === key ? 'failed' : 'loading',
    revision,
    changes: result?.changes ?? [],
    published: result?.published,
    images: result?.images,
    working,
    retry,
  };
}

/** The owner's verbs on drafts: throw them away, mark them published, read image names. */
export function useDraftActions() {
  return {
    discard: useSetAtom(discardDraftsAtom),
    markPublished: useSetAtom(markPublishedAtom),
    loadImages: useSetAtom(loadPublishedImagesAtom),
    loadPublished: useSetAtom(loadPublishedAtom),
  };
}
