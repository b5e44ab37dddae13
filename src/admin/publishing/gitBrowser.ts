/**
 * The git adapter as the browser runs it: a scratch clone in IndexedDB (lightning-fs, wiped
 * at the start of every publish, so nothing of an earlier one lingers) and isomorphic-git's
 * fetch-based HTTP client, without the browser's own credentials. A host on another address must
 * answer CORS, or be reached through `corsProxy`; one on this site's address needs neither.
 */
import './bufferGlobal';
import LightningFS from '@isomorphic-git/lightning-fs';
import type { HttpClient } from 'isomorphic-git';
import { request as fetchRequest } from 'isomorphic-git/http/web';
import { createGitPublisher, type GitPublisherOptions } from './git';
import type { Publisher, PublishResult } from './types';

export type BrowserGitOptions = Omit<GitPublisherOptions, 'fs' | 'dir' | 'http'>;

/** The IndexedDB database the scratch clone lives in. */
const SCRATCH = 'elifehome-publish';

/**
 * isomorphic-git's fetch client, with the browser's own credentials left out: the token goes in
 * the Authorization header, and a request without browser credentials never raises the
 * browser's sign-in prompt, even when a host on this site's own address answers 401 with a
 * Basic challenge (a wrong token then fails as a refusal the screen explains).
 */
const noPrompt: HttpClient = {
  request: (request) =>
    fetchRequest({ ...request, fetchOptions: { ...request.fetchOptions, credentials: 'omit' } }),
};

// One filesystem for the page, re-initialised per publish: a second instance on the same
// database would break the first one's lock. Publishes share it, so they run one at a time.
let scratch: LightningFS | undefined;
let queue: Promise<unknown> = Promise.resolve();

export function createBrowserGitPublisher(options: BrowserGitOptions): Publisher {
  return {
    kind: 'git',
    publish(request) {
      const run = async (): Promise<PublishResult> => {
        scratch ??= new LightningFS();
        await scratch.promises.init(SCRATCH, { wipe: true });
        const fs = scratch;
        return createGitPublisher({ ...options, fs, dir: '/repository', http: noPrompt }).publish(
          request,
        );
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
