import { useCallback } from 'react';
import { publishMessage, unpublishedChanges, type PublishedImages } from '@/domain/publishing';
// Not through '@/state': what that index exports is in every visitor's first download.
import { useDraftActions, useUnpublishedChanges } from '@/state/hooks/unpublished';
import { downloadFile } from '../pages/downloadFile';
import type { PublishMethod } from '../components/PublishPanel';
import { catalogueFiles, folderImages } from '../publishing/catalogueFiles';
import type { PublishSettings } from '../publishing/credentials';
import {
  loadPublisher,
  type Publisher,
  type PublishProgress,
  type PublishResult,
} from '../publishing';

export interface PublishRun {
  method: PublishMethod;
  settings: PublishSettings;
  signal: AbortSignal;
  onProgress: (progress: PublishProgress) => void;
}

/** Creates the chosen adapter; its module (and library) loads only now. */
async function publisherFor(method: PublishMethod, settings: PublishSettings): Promise<Publisher> {
  if (method === 'zip') return (await loadPublisher('zip'))({});
  if (method === 'git') {
    const { url, branch, username, token } = settings.git;
    return (await loadPublisher('git'))({
      url: url.trim(),
      branch: branch.trim(),
      ...(username.trim() ? { username: username.trim() } : {}),
      ...(token ? { token } : {}),
    });
  }
  const { owner, repo, branch, token } = settings.github;
  return (await loadPublisher('github'))({
    owner: owner.trim(),
    repo: repo.trim(),
    branch: branch.trim(),
    token,
  });
}

/** A publish stopped before it reached the repository: something it needed could not be read. */
const unreadable = (message: string): PublishResult => ({
  ok: false,
  error: { kind: 'network', message },
});

/**
 * The publishing screen's task: the unpublished changes, discarding them, and publishing them
 * one of three ways (docs/publishing.md#drafts-and-publishing). A publish never touches the
 * drafts unless it succeeded: then git and GitHub mark them published.
 */
export function usePublishing() {
  const unpublished = useUnpublishedChanges();
  const { discard, markPublished, loadImages, loadPublished } = useDraftActions();
  const { revision, working } = unpublished;
  const knownPublished = unpublished.published;
  const knownImages = unpublished.images;

  const publish = useCallback(
    async ({ method, settings, signal, onProgress }: PublishRun): Promise<PublishResult> => {
      onProgress({ step: 'preparing' });
      let prepared;
      let published;
      let images: PublishedImages = {};
      try {
        published = revision ? (knownPublished ?? (await loadPublished(revision))) : undefined;
        images = revision ? (knownImages ?? (await loadImages(revision))) : {};
        prepared = await catalogueFiles({ working, published, images, now: new Date() });
      } catch (error) {
        console.error('Publishing: the published catalogue could not be read', error);
        return unreadable(
          "The site's published catalogue could not be read, so nothing was published.",
        );
      }
      let files = prepared.files;
      if (method === 'zip') {
        try {
          const have = new Set(files.map((f) => f.path));
          files = [...files, ...(await folderImages(prepared.document, have))];
        } catch (error) {
          console.error('Publishing: the folder images could not be read', error);
          return unreadable(
            "The catalogue's images could not be read from this site for the download.",
          );
        }
      }
      const publisher = await publisherFor(method, settings);
      const message = published
        ? publishMessage(unpublishedChanges(published, working, images))
        : 'Publish catalogue\n';
      const { siteName, contactEmail } = working.siteSettings;
      const result = await publisher.publish({
        files,
        // The zip replaces the whole folder: what it leaves out is gone once it is committed.
        ...(method === 'zip' ? {} : { deletions: prepared.deletions }),
        message,
        author: {
          name: siteName.trim() || 'ELIFEHOME',
          email: contactEmail.trim() || 'owner@elifehome.invalid',
        },
        baseDocument: prepared.baseDocument,
        rebase: prepared.rebase,
        signal,
        onProgress,
      });
      if (result.ok && result.download)
        downloadFile(result.download.fileName, result.download.blob);
      if (result.ok && method !== 'zip' && revision) markPublished(revision);
      return result;
    },
    [revision, knownPublished, knownImages, working, loadPublished, loadImages, markPublished],
  );

  const discardDrafts = useCallback(
    () => (revision ? discard(revision) : Promise.resolve([])),
    [discard, revision],
  );

  return {
    state: unpublished.state,
    changes: unpublished.changes,
    retry: unpublished.retry,
    canDiscard: revision !== null,
    discard: discardDrafts,
    publish,
  };
}
