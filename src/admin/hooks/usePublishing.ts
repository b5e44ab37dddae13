import { useCallback } from 'react';
import type { WithImages } from '@/domain/catalogueImages';
import {
  changesAgainstCommitted,
  publishMessage,
  unpublishedChanges,
  type PublishedImages,
} from '@/domain/publishing';
import type { CatalogueDocument } from '@/domain/types';
import {
  clearPublishBase,
  readPublishBase,
  writePublishBase,
  type PublishBase,
} from '@/state/publishBase';
// Not through '@/state': what that index exports is in every visitor's first download.
import { useDraftActions, useUnpublishedChanges } from '@/state/hooks/unpublished';
import { downloadFile } from '../pages/downloadFile';
import type { PublishMethod } from '../components/PublishPanel';
import { catalogueFiles, folderImages, type CatalogueFiles } from '../publishing/catalogueFiles';
import { stepClock } from '../publishing/steps';
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

interface PrepareInput {
  method: PublishMethod;
  signal: AbortSignal;
  onProgress: (progress: PublishProgress) => void;
  working: WithImages;
  published: () => Promise<WithImages> | undefined;
  images: () => Promise<PublishedImages> | PublishedImages;
  committed: PublishBase | null;
}

/**
 * The request's files, from the working copy and the published revision. Preparing has its time
 * limit too: a published catalogue that never arrives must not leave the screen at "Preparing
 * the files". Answers a failed result when something could not be read, in time or at all.
 */
async function prepare(input: PrepareInput) {
  const { method, signal, working } = input;
  const clock = stepClock({}, signal);
  clock.enter('preparing');
  input.onProgress({ step: 'preparing' });
  const failed = (message: string): PublishResult =>
    clock.expired
      ? { ok: false, error: clock.expired }
      : signal.aborted
        ? { ok: false, error: { kind: 'cancelled', message: 'Publishing was cancelled.' } }
        : unreadable(message);
  try {
    let published: WithImages | undefined;
    let images: PublishedImages;
    let prepared: CatalogueFiles;
    try {
      const loading = input.published();
      published = loading ? await clock.within(loading) : undefined;
      images = await clock.within(Promise.resolve(input.images()));
      prepared = await clock.within(
        catalogueFiles({ working, published, images, committed: input.committed, now: new Date() }),
      );
    } catch (error) {
      console.error('Publishing: the published catalogue could not be read', error);
      return failed("The site's published catalogue could not be read, so nothing was published.");
    }
    let files = prepared.files;
    if (method === 'zip') {
      try {
        const have = new Set(files.map((f) => f.path));
        files = [...files, ...(await clock.within(folderImages(prepared.document, have)))];
      } catch (error) {
        console.error('Publishing: the folder images could not be read', error);
        return failed("The catalogue's images could not be read from this site for the download.");
      }
    }
    return { prepared, published, images, files };
  } finally {
    clock.end();
  }
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
      const committed = revision ? readPublishBase(revision) : null;
      const ready = await prepare({
        committed,
        method,
        signal,
        onProgress,
        working,
        published: () =>
          revision ? Promise.resolve(knownPublished ?? loadPublished(revision)) : undefined,
        images: () => (revision ? Promise.resolve(knownImages ?? loadImages(revision)) : {}),
      });
      if ('ok' in ready) return ready;
      const { prepared, published, images, files } = ready;
      const publisher = await publisherFor(method, settings);
      const message = committed
        ? publishMessage(
            changesAgainstCommitted(
              JSON.parse(committed.text) as CatalogueDocument,
              working,
              images,
              committed.uploads,
            ),
          )
        : published
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
      if (result.ok && method !== 'zip' && revision) {
        markPublished(revision);
        // Until the host has built it, the changes are listed against what was committed.
        if (result.catalogue !== undefined) {
          writePublishBase({
            revision,
            commit: result.revision,
            text: result.catalogue,
            uploads: { ...committed?.uploads, ...prepared.uploads },
          });
        }
      }
      return result;
    },
    [revision, knownPublished, knownImages, working, loadPublished, loadImages, markPublished],
  );

  const discardDrafts = useCallback(() => {
    if (!revision) return Promise.resolve([]);
    // The published revision comes back: what this browser committed since is no longer its base.
    clearPublishBase();
    return discard(revision);
  }, [discard, revision]);

  return {
    state: unpublished.state,
    changes: unpublished.changes,
    retry: unpublished.retry,
    canDiscard: revision !== null,
    discard: discardDrafts,
    publish,
  };
}
