/**
 * Publishing: the catalogue folder (`catalogue/catalogue.json` and `catalogue/images/**`)
 * goes into the site's repository, and the host's CI rebuilds the static site. One contract,
 * `Publisher.publish(request) -> PublishResult`, with four adapters the screen never tells
 * apart:
 * - `zip`: a download of the folder to commit by hand. No credentials; always available.
 * - `git`: git over HTTPS (isomorphic-git) from the browser: shallow clone of one branch,
 *   commit, push. Needs the repository address, branch, username and token, and a host that
 *   answers CORS (or a CORS proxy); GitHub's git endpoints do not, so use `github` there.
 * - `github`: GitHub's REST API (blobs, tree, commit, then the branch moved with
 *   `force: false`). Needs owner, repository, branch and a token allowed to write contents.
 * - `memory`: an in-memory repository for stories and tests.
 *
 * Every adapter but zip replays the owner's changes when someone else published meanwhile
 * (`request.rebase`, see catalogueRebase.ts and domain/catalogueMerge.ts) and retries; what
 * both sides changed comes back as a `conflict` naming the entries. Failures come back typed
 * (`auth`, `not-found`, `conflict`, `network`, `too-large`, `rejected`, `cancelled`) with a
 * sentence for the owner; `publish` rejects only on a bug. Credentials go to the host only as
 * an Authorization header: never into a URL, the catalogue, a commit or a log.
 *
 * Each adapter loads only when asked for (`loadPublisher`), with its own library (fflate,
 * isomorphic-git and lightning-fs), so none of it reaches the visitor's pages or the admin's
 * first download.
 */
import type { BrowserGitOptions } from './gitBrowser';
import type { GitHubPublisherOptions } from './github';
import type { MemoryPublisherOptions } from './memory';
import type { Publisher, PublisherKind } from './types';
import type { ZipPublisherOptions } from './zip';

export * from './types';
export { catalogueRebase, type CatalogueRebaseOptions } from './catalogueRebase';
export type {
  BrowserGitOptions,
  GitHubPublisherOptions,
  MemoryPublisherOptions,
  ZipPublisherOptions,
};

/** What each adapter needs to be created. */
export interface PublisherOptions {
  zip: ZipPublisherOptions;
  git: BrowserGitOptions;
  github: GitHubPublisherOptions;
  memory: MemoryPublisherOptions;
}

export type PublisherFactory<K extends PublisherKind> = (options: PublisherOptions[K]) => Publisher;

const LOADERS: { [K in PublisherKind]: () => Promise<PublisherFactory<K>> } = {
  zip: () => import('./zip').then((m) => m.createZipPublisher),
  git: () => import('./gitBrowser').then((m) => m.createBrowserGitPublisher),
  github: () => import('./github').then((m) => m.createGitHubPublisher),
  memory: () => import('./memory').then((m) => m.createMemoryPublisher),
};

/** Loads one adapter's module (and its library) and answers its factory. */
export function loadPublisher<K extends PublisherKind>(kind: K): Promise<PublisherFactory<K>> {
  return LOADERS[kind]();
}
