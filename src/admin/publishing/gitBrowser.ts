/**
 * The git adapter as the browser runs it: a scratch clone in IndexedDB (lightning-fs, wiped
 * at the start of every publish, so nothing of an earlier one lingers) and isomorphic-git's
 * fetch-based HTTP client. The host must answer CORS, or be reached through `corsProxy`.
 */
import LightningFS from '@isomorphic-git/lightning-fs';
import http from 'isomorphic-git/http/web';
import { createGitPublisher, type GitPublisherOptions } from './git';
import type { Publisher } from './types';

export type BrowserGitOptions = Omit<GitPublisherOptions, 'fs' | 'dir' | 'http'>;

/** The IndexedDB database the scratch clone lives in. */
const SCRATCH = 'elifehome-publish';

export function createBrowserGitPublisher(options: BrowserGitOptions): Publisher {
  return {
    kind: 'git',
    publish: (request) => {
      const fs = new LightningFS(SCRATCH, { wipe: true });
      return createGitPublisher({ ...options, fs, dir: '/repository', http }).publish(request);
    },
  };
}
