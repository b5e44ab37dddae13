/**
 * The git adapter as the browser runs it: a scratch clone in IndexedDB (lightning-fs, wiped
 * at the start of every publish, so nothing of an earlier one lingers) and isomorphic-git's
 * fetch-based HTTP client. The host must answer CORS, or be reached through `corsProxy`.
 */
import './bufferGlobal';
import LightningFS from '@isomorphic-git/lightning-fs';
import http from 'isomorphic-git/http/web';
import { createGitPublisher, type GitPublisherOptions } from './git';
import type { Publisher, PublishResult } from './types';

export type BrowserGitOptions = Omit<GitPublisherOptions, 'fs' | 'dir' | 'http'>;

/** The IndexedDB database the scratch clone lives in. */
const SCRATCH = 'elifehome-publish';

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
        return createGitPublisher({ ...options, fs, dir: '/repository', http }).publish(request);
      };
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
